import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableAthletes, AvailableAthletesQuery } from '@domain/rosters';
import { api } from '@web/lib/api';

/** The add dialog's list: active athletes not yet in the team, by name and category. */
export function getAvailableAthletes(teamId: number, filters: AvailableAthletesQuery): Promise<AvailableAthletes> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<AvailableAthletes>(`/api/managed-teams/${teamId}/available-athletes?${params}`);
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
