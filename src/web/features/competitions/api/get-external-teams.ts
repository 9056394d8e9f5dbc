import { queryOptions, useQuery } from '@tanstack/react-query';
import { externalTeamSchema } from '@domain/competitions';
import { api, type ListOf } from '@web/lib/api';
import { EXTERNAL_TEAMS_PATH } from './query-keys';

/** GET /api/external-teams: every opponent, by name (staff only). */
export const getExternalTeams = () => api.get<ListOf<typeof externalTeamSchema>>(EXTERNAL_TEAMS_PATH);

export function getExternalTeamsQueryOptions() {
  return queryOptions({ queryKey: [EXTERNAL_TEAMS_PATH], queryFn: getExternalTeams });
}

export function useExternalTeams() {
  return useQuery(getExternalTeamsQueryOptions());
}
