import type { ExternalTeam, ExternalTeamData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { EXTERNAL_TEAMS_PATH, GAMES_PATH } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface UpdateExternalTeamVariables {
  id: number;
  data: ExternalTeamData;
}

/** PUT /api/external-teams/:id; game cards show the opponent's name, so they refresh too. */
export function updateExternalTeam({ id, data }: UpdateExternalTeamVariables): Promise<ExternalTeam> {
  return api.put<ExternalTeam>(`${EXTERNAL_TEAMS_PATH}/${id}`, data);
}

export function useUpdateExternalTeam(options?: MutationHookOptions<ExternalTeam, UpdateExternalTeamVariables>) {
  return useRefreshingMutation(updateExternalTeam, (client) => invalidatePaths(client, EXTERNAL_TEAMS_PATH, GAMES_PATH), options);
}
