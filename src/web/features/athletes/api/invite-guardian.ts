import type { z } from 'zod';
import { createdInvitationSchema, type CreatedInvitation, type invitationInputSchema } from '@domain/families';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath } from './get-athlete';
import { athleteGuardiansPath } from './get-athlete-guardians';

export type InvitationData = z.output<typeof invitationInputSchema>;

export interface InviteGuardianVariables {
  athleteId: number;
  data: InvitationData;
}

/**
 * POST /api/athletes/:id/invitations: the server e-mails the link itself; the answer is the only
 * place the link appears (400 when there is no e-mail on file and none given).
 */
export const inviteGuardian = ({ athleteId, data }: InviteGuardianVariables) =>
  api.post<typeof createdInvitationSchema>(`${athletePath(athleteId)}/invitations`, data);

export const useInviteGuardian = (options?: MutationOptions<CreatedInvitation, InviteGuardianVariables>) =>
  useApiMutation(inviteGuardian, { refresh: (_invitation, { athleteId }) => [athleteGuardiansPath(athleteId)] }, options);
