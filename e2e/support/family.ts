import type { CreatedInvitation, InvitationAccepted } from '../../src/domain/families';
import { apiRequest } from './session';

/**
 * "Convidar responsável" through the API, as staff do it on the athlete page. The link carries the
 * server's PUBLIC_URL; only its path is kept, to be opened on the test server's baseURL.
 */
export async function inviteGuardian(baseURL: string, staffToken: string, athleteId: number, email: string) {
  const invitation = await apiRequest<CreatedInvitation>(baseURL, staffToken, 'POST', `/api/athletes/${athleteId}/invitations`, { email }, 201);
  const path = new URL(invitation.link).pathname;
  return { invitation, path, token: path.split('/').pop()! };
}

/** Links a child to an existing family account the only way there is: an invitation the family accepts while signed in. */
export async function linkChild(baseURL: string, staffToken: string, family: { token: string; email: string }, athleteId: number) {
  const { token } = await inviteGuardian(baseURL, staffToken, athleteId, family.email);
  return apiRequest<InvitationAccepted>(baseURL, family.token, 'POST', `/api/invitations/${token}/accept`);
}
