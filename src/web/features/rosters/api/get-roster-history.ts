import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RosterHistory } from '@domain/rosters';
import { api } from '@web/lib/api';

const PAGE_SIZE = 50;

/** One page of the team's history, newest first. */
export function getRosterHistory(teamId: number, page: number): Promise<RosterHistory> {
  return api.get<RosterHistory>(`/api/managed-teams/${teamId}/history?page=${page}&pageSize=${PAGE_SIZE}`);
}

export function getRosterHistoryQueryOptions(teamId: number) {
  return infiniteQueryOptions({
    queryKey: [`/api/managed-teams/${teamId}/history`],
    queryFn: ({ pageParam }) => getRosterHistory(teamId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useRosterHistory(teamId: number) {
  return useInfiniteQuery(getRosterHistoryQueryOptions(teamId));
}
