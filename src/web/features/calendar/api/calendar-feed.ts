import { useQuery } from '@tanstack/react-query';
import type { CalendarFeed, calendarFeedSchema } from '@domain/calendar';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';

/** Whose calendar: a team's (staff) or the signed-in family's. */
export type CalendarFeedOwner = { kind: 'team'; teamId: number } | { kind: 'family' };

const feedPath = (owner: CalendarFeedOwner) => (owner.kind === 'team' ? `/api/teams/${owner.teamId}/calendar-feed` : '/api/family/calendar-feed');

/**
 * POST …/calendar-feed: the owner's address, made on the first ask. Read like a query while the
 * dialog is open; asking again answers the same address, so the read is safe to repeat.
 */
export function useCalendarFeed(owner: CalendarFeedOwner, { enabled = true }: { enabled?: boolean } = {}) {
  const path = feedPath(owner);
  return useQuery({ queryKey: [path], queryFn: () => api.post<typeof calendarFeedSchema>(path), gcTime: 0, enabled });
}

/** POST …/calendar-feed/renew: a new address; the old one answers 404 from now on. */
export function useRenewCalendarFeed(owner: CalendarFeedOwner, options?: MutationOptions<CalendarFeed, void>) {
  const path = feedPath(owner);
  return useApiMutation(
    () => api.post<typeof calendarFeedSchema>(`${path}/renew`),
    { refresh: [path], store: (client, feed) => client.setQueryData([path], feed) },
    options,
  );
}
