import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '@domain/teams';
import { api, type ListOf } from '@web/lib/api';

/** Team writes and unit renames re-fetch it (spec 1 §7.1). */
export const TEAMS_PATH = '/api/teams';

export const getTeams = () => api.get<ListOf<typeof teamSchema>>(TEAMS_PATH);

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: [TEAMS_PATH], queryFn: getTeams });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
