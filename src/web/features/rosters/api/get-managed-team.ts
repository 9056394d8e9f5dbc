import { queryOptions, useQuery } from '@tanstack/react-query';
import { managedTeamSchema } from '@domain/rosters';
import { api } from '@web/lib/api';
import { managedTeamPath } from './get-managed-teams';

export const getManagedTeam = (id: number) => api.get<typeof managedTeamSchema>(managedTeamPath(id));

export function getManagedTeamQueryOptions(id: number) {
  return queryOptions({ queryKey: [managedTeamPath(id)], queryFn: () => getManagedTeam(id) });
}

export function useManagedTeam(id: number) {
  return useQuery(getManagedTeamQueryOptions(id));
}
