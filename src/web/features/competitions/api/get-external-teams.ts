import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { externalTeamSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { EXTERNAL_TEAMS_PATH } from './query-keys';

/** GET /api/external-teams: every opponent, by name (staff only). */
export const getExternalTeams = () => api.get(EXTERNAL_TEAMS_PATH, z.array(externalTeamSchema));

export function getExternalTeamsQueryOptions() {
  return queryOptions({ queryKey: [EXTERNAL_TEAMS_PATH], queryFn: getExternalTeams });
}

export function useExternalTeams() {
  return useQuery(getExternalTeamsQueryOptions());
}
