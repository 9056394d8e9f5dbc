import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CreatedInvitation, invitationInputSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { athleteGuardiansQueryKey } from './get-athlete-guardians';

export type InvitationData = z.output<typeof invitationInputSchema>;

export interface InviteGuardianVariables {
  athleteId: number;
  data: InvitationData;
}

/**
 * POST /api/athletes/:id/invitations: the server e-mails the link itself; the answer is the only
 * place the link appears (400 when there is no e-mail on file and none given).
 */
export function inviteGuardian({ athleteId, data }: InviteGuardianVariables): Promise<CreatedInvitation> {
  return api.post<CreatedInvitation>(`/api/athletes/${athleteId}/invitations`, data);
}

type Options = Omit<UseMutationOptions<CreatedInvitation, Error, InviteGuardianVariables>, 'mutationFn'>;

export function useInviteGuardian({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: inviteGuardian,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: athleteGuardiansQueryKey(args[1].athleteId) });
      await onSuccess?.(...args);
    },
  });
}
