import { queryOptions, useQuery } from '@tanstack/react-query';
import { rosterAthleteSchema } from '@domain/rosters';
import { api, type ListOf } from '@web/lib/api';
import { managedTeamPath } from './get-managed-teams';

/** The team's athletes, active ones first. */
export const getRoster = (teamId: number) => api.get<ListOf<typeof rosterAthleteSchema>>(`${managedTeamPath(teamId)}/athletes`);

export function getRosterQueryOptions(teamId: number) {
  return queryOptions({ queryKey: [`${managedTeamPath(teamId)}/athletes`], queryFn: () => getRoster(teamId) });
}

export function useRoster(teamId: number) {
  return useQuery(getRosterQueryOptions(teamId));
}
