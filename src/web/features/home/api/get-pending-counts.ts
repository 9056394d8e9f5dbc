import { useQuery } from '@tanstack/react-query';
import type { pendingCountsSchema } from '@domain/families';
import { api } from '@web/lib/api';

export const PENDING_COUNTS_PATH = '/api/pending-counts';

/**
 * What needs staff today. Unlike the rest of the app it re-fetches by itself (every minute, and when
 * the window regains focus): what waits arrives from other people while a screen stays open.
 */
export function usePendingCounts() {
  return useQuery({
    queryKey: [PENDING_COUNTS_PATH],
    queryFn: () => api.get<typeof pendingCountsSchema>(PENDING_COUNTS_PATH),
    refetchInterval: 60_000,
    refetchOnWindowFocus: 'always',
  });
}
