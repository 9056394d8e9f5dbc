import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableAthletes, AvailableAthletesQuery } from '@domain/rosters';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** The add dialog's list: active athletes not yet in the team, by name and category. */
export function getAvailableAthletes(teamId: number, filters: AvailableAthletesQuery): Promise<AvailableAthletes> {
  return api.get<AvailableAthletes>(`/api/managed-teams/${teamId}/available-athletes?${toQueryString(filters)}`);
}

export function getAvailableAthletesQueryOptions(teamId: number, filters: AvailableAthletesQuery) {
  return queryOptions({
    queryKey: [`/api/managed-teams/${teamId}/available-athletes`, filters],
    queryFn: () => getAvailableAthletes(teamId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableAthletes(teamId: number, filters: AvailableAthletesQuery) {
  return useQuery(getAvailableAthletesQueryOptions(teamId, filters));
}
