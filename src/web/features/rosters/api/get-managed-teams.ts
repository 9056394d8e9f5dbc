import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedTeamSchema } from '@domain/rosters';
import { api, type ListOf } from '@web/lib/api';

/**
 * Prefix of every managed-team read: after any team or roster write, the cards (active counts), the
 * team, its roster, its history and the athletes still available to add all refresh.
 */
export const MANAGED_TEAMS_PATH = '/api/managed-teams';

export const managedTeamPath = (id: number) => `${MANAGED_TEAMS_PATH}/${id}`;

export const getManagedTeams = () => api.get<ListOf<typeof managedTeamSchema>>(MANAGED_TEAMS_PATH);

export function getManagedTeamsQueryOptions() {
  return queryOptions({ queryKey: [MANAGED_TEAMS_PATH], queryFn: getManagedTeams });
}

export function useManagedTeams() {
  return useQuery(getManagedTeamsQueryOptions());
}
