import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@domain/teams';
import { api } from '@web/lib/api';

/** Query key of the list; team writes (and unit renames) invalidate it (spec 1 §7.1). */
export const teamsQueryKey = ['/api/teams'] as const;

export function getTeams(): Promise<Team[]> {
  return api.get<Team[]>('/api/teams');
}

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: teamsQueryKey, queryFn: getTeams });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
