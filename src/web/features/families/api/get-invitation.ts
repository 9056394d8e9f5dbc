import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@domain/families';
import { api } from '@web/lib/api';

export const invitationQueryKey = (token: string) => ['/api/invitations', token] as const;

/**
 * GET /api/invitations/:token (public): the child's first name, the invited e-mail and the expiry;
 * 404 or 410 with the server's message for an unknown, expired, revoked or used invitation.
 */
export function getInvitation(token: string): Promise<InvitationPreview> {
  return api.get<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`);
}

export function getInvitationQueryOptions(token: string) {
  return queryOptions({ queryKey: invitationQueryKey(token), queryFn: () => getInvitation(token) });
}

export function useInvitation(token: string) {
  return useQuery(getInvitationQueryOptions(token));
}
