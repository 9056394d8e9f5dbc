import { useQueryClient } from '@tanstack/react-query';
import { invitationSchema, type Invitation } from '@domain/families';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath } from './get-athlete';
import { athleteGuardiansPath } from './get-athlete-guardians';

export interface RevokeInvitationVariables {
  athleteId: number;
  invitationId: number;
}

/** DELETE /api/athletes/:id/invitations/:invitationId: its link stops working (409 unless still 'enviado'). */
export const revokeInvitation = ({ athleteId, invitationId }: RevokeInvitationVariables) =>
  api.delete<typeof invitationSchema>(`${athletePath(athleteId)}/invitations/${invitationId}`);

export function useRevokeInvitation({ onError, ...options }: MutationOptions<Invitation, RevokeInvitationVariables> = {}) {
  const client = useQueryClient();
  return useApiMutation(
    revokeInvitation,
    { refresh: (_invitation, { athleteId }) => [athleteGuardiansPath(athleteId)] },
    {
      ...options,
      // A 409 means the invitation changed meanwhile (accepted, expired): show it as it now stands.
      onError: async (...args) => {
        await invalidatePaths(client, athleteGuardiansPath(args[1].athleteId));
        await onError?.(...args);
      },
    },
  );
}
