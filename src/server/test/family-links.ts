import type { App } from '../http/types';

type Headers = Record<string, string>;

/** The token of an invitation link (`{PUBLIC_URL}/convite/{token}`). */
export const invitationToken = (link: string) => link.slice(link.lastIndexOf('/') + 1);

/** Links a family account to an athlete the way a school does it: staff invite, the signed-in family accepts. */
export async function inviteAndAccept(app: App, staff: Headers, athleteId: number, family: Headers) {
  const invitation = await app.inject({ method: 'POST', url: `/api/athletes/${athleteId}/invitations`, payload: { email: 'convite@familia.com.br' }, headers: staff });
  if (invitation.statusCode !== 201) throw new Error(`convite recusado: ${invitation.body}`);
  const accepted = await app.inject({ method: 'POST', url: `/api/invitations/${invitationToken(invitation.json().link)}/accept`, headers: family });
  if (accepted.statusCode !== 200) throw new Error(`aceite recusado: ${accepted.body}`);
}
