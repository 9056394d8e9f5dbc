import { externalTeamSchema, type ExternalTeam, type ExternalTeamData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { EXTERNAL_TEAMS_PATH, GAMES_PATH } from './query-keys';

export interface UpdateExternalTeamVariables {
  id: number;
  data: ExternalTeamData;
}

/** PUT /api/external-teams/:id; game cards show the opponent's name, so they refresh too. */
export const updateExternalTeam = ({ id, data }: UpdateExternalTeamVariables) => api.put<typeof externalTeamSchema>(`${EXTERNAL_TEAMS_PATH}/${id}`, data);

export const useUpdateExternalTeam = (options?: MutationOptions<ExternalTeam, UpdateExternalTeamVariables>) =>
  useApiMutation(updateExternalTeam, { refresh: [EXTERNAL_TEAMS_PATH, GAMES_PATH] }, options);
