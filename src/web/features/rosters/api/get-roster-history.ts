import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { rosterHistorySchema } from '@domain/rosters';
import { api } from '@web/lib/api';
import { managedTeamPath } from './get-managed-teams';

const PAGE_SIZE = 50;

/** One page of the team's history, newest first. */
export const getRosterHistory = (teamId: number, page: number) =>
  api.get<typeof rosterHistorySchema>(`${managedTeamPath(teamId)}/history?page=${page}&pageSize=${PAGE_SIZE}`);

export function getRosterHistoryQueryOptions(teamId: number) {
  return infiniteQueryOptions({
    queryKey: [`${managedTeamPath(teamId)}/history`],
    queryFn: ({ pageParam }) => getRosterHistory(teamId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

export function useRosterHistory(teamId: number) {
  return useInfiniteQuery(getRosterHistoryQueryOptions(teamId));
}
