import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RosterAthlete } from '@domain/rosters';
import { api } from '@web/lib/api';

/** The team's athletes, active ones first. */
export function getRoster(teamId: number): Promise<RosterAthlete[]> {
  return api.get<RosterAthlete[]>(`/api/managed-teams/${teamId}/athletes`);
}

export function getRosterQueryOptions(teamId: number) {
  return queryOptions({ queryKey: [`/api/managed-teams/${teamId}/athletes`], queryFn: () => getRoster(teamId) });
}

export function useRoster(teamId: number) {
  return useQuery(getRosterQueryOptions(teamId));
}
