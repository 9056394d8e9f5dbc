import type { ExternalTeam, ExternalTeamData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { EXTERNAL_TEAMS_PATH } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

/** POST /api/external-teams (409 for a team already registered). */
export function createExternalTeam(data: ExternalTeamData): Promise<ExternalTeam> {
  return api.post<ExternalTeam>(EXTERNAL_TEAMS_PATH, data);
}

export function useCreateExternalTeam(options?: MutationHookOptions<ExternalTeam, ExternalTeamData>) {
  return useRefreshingMutation(createExternalTeam, (client) => invalidatePaths(client, EXTERNAL_TEAMS_PATH), options);
}
