import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ManagedTeam } from '@domain/rosters';
import { api } from '@web/lib/api';

export function getManagedTeam(id: number): Promise<ManagedTeam> {
  return api.get<ManagedTeam>(`/api/managed-teams/${id}`);
}

export function getManagedTeamQueryOptions(id: number) {
  return queryOptions({ queryKey: [`/api/managed-teams/${id}`], queryFn: () => getManagedTeam(id) });
}

export function useManagedTeam(id: number) {
  return useQuery(getManagedTeamQueryOptions(id));
}
