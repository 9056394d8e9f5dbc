import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema } from '@domain/families';
import { api } from '@web/lib/api';

export const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/**
 * GET /api/invitations/:token (public): the child's first name, the invited e-mail and the expiry;
 * 404 or 410 with the server's message for an unknown, expired, revoked or used invitation.
 */
export const getInvitation = (token: string) => api.get<typeof invitationPreviewSchema>(invitationPath(token));

export function getInvitationQueryOptions(token: string) {
  return queryOptions({ queryKey: [invitationPath(token)], queryFn: () => getInvitation(token) });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
