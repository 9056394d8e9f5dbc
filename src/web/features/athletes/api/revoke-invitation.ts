import { invitationSchema, type Invitation } from '@domain/families';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath } from './get-athlete';
import { athleteGuardiansPath } from './get-athlete-guardians';

export interface RevokeInvitationVariables {
  athleteId: number;
  invitationId: number;
}

/** DELETE /api/athletes/:id/invitations/:invitationId: its link stops working (409 unless still 'enviado'). */
export const revokeInvitation = ({ athleteId, invitationId }: RevokeInvitationVariables) =>
  api.delete<typeof invitationSchema>(`${athletePath(athleteId)}/invitations/${invitationId}`);

/** A 409 means the invitation changed meanwhile (accepted, expired): refreshed on failure too, it shows as it now stands. */
export const useRevokeInvitation = (options?: MutationOptions<Invitation, RevokeInvitationVariables>) =>
  useApiMutation(revokeInvitation, { refresh: (_invitation, { athleteId }) => [athleteGuardiansPath(athleteId)] }, options);
