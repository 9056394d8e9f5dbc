import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExternalTeam } from '@domain/competitions';
import { api } from '@web/lib/api';
import { EXTERNAL_TEAMS_PATH } from './query-keys';

/** GET /api/external-teams: every opponent, by name (staff only). */
export function getExternalTeams(): Promise<ExternalTeam[]> {
  return api.get<ExternalTeam[]>(EXTERNAL_TEAMS_PATH);
}

export function getExternalTeamsQueryOptions() {
  return queryOptions({ queryKey: [EXTERNAL_TEAMS_PATH], queryFn: getExternalTeams });
}

export function useExternalTeams() {
  return useQuery(getExternalTeamsQueryOptions());
}
