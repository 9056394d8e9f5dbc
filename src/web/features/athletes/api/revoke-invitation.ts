import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Invitation } from '@domain/families';
import { api } from '@web/lib/api';
import { athleteGuardiansQueryKey } from './get-athlete-guardians';

export interface RevokeInvitationVariables {
  athleteId: number;
  invitationId: number;
}

/** DELETE /api/athletes/:id/invitations/:invitationId: its link stops working (409 unless still 'enviado'). */
export function revokeInvitation({ athleteId, invitationId }: RevokeInvitationVariables): Promise<Invitation> {
  return api.delete<Invitation>(`/api/athletes/${athleteId}/invitations/${invitationId}`);
}

type Options = Omit<UseMutationOptions<Invitation, Error, RevokeInvitationVariables>, 'mutationFn'>;

export function useRevokeInvitation({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: revokeInvitation,
    // A 409 means the invitation changed meanwhile (accepted, expired): show it as it now stands.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: athleteGuardiansQueryKey(args[2].athleteId) });
      await onSettled?.(...args);
    },
  });
}
