import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { availableAthletesSchema, type AvailableAthletesQuery } from '@domain/rosters';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { managedTeamPath } from './get-managed-teams';

const availablePath = (teamId: number) => `${managedTeamPath(teamId)}/available-athletes`;

/** The add dialog's list: active athletes not yet in the team, by name and category. */
export const getAvailableAthletes = (teamId: number, filters: AvailableAthletesQuery) =>
  api.get<typeof availableAthletesSchema>(`${availablePath(teamId)}?${toQueryString(filters)}`);

export function getAvailableAthletesQueryOptions(teamId: number, filters: AvailableAthletesQuery) {
  return queryOptions({
    queryKey: [availablePath(teamId), filters],
    queryFn: () => getAvailableAthletes(teamId, filters),
    placeholderData: keepPreviousData,
  });
}

export function useAvailableAthletes(teamId: number, filters: AvailableAthletesQuery) {
  return useQuery(getAvailableAthletesQueryOptions(teamId, filters));
}
