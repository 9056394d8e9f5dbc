import { queryOptions, useQuery } from '@tanstack/react-query';
import { teamSchema } from '@domain/teams';
import { api } from '@web/lib/api';
import { z } from 'zod';

/** Team writes and unit renames re-fetch it (spec 1 §7.1). */
export const TEAMS_PATH = '/api/teams';

export const getTeams = () => api.get(TEAMS_PATH, z.array(teamSchema));

export function getTeamsQueryOptions() {
  return queryOptions({ queryKey: [TEAMS_PATH], queryFn: getTeams });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
