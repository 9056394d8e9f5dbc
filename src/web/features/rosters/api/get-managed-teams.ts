import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedTeam } from '@domain/rosters';
import { api } from '@web/lib/api';

/** Prefix of every managed-team query (list, one team, roster, history): each write re-fetches them all. */
export const managedTeamsQueryKey = ['/api/managed-teams'] as const;

export function getManagedTeams(): Promise<ManagedTeam[]> {
  return api.get<ManagedTeam[]>('/api/managed-teams');
}

export function getManagedTeamsQueryOptions() {
  return queryOptions({ queryKey: managedTeamsQueryKey, queryFn: getManagedTeams });
}

export function useManagedTeams() {
  return useQuery(getManagedTeamsQueryOptions());
}
