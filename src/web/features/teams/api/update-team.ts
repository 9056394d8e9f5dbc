import { teamSchema, type Team, type TeamData } from '@domain/teams';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { TEAMS_PATH } from './get-teams';

export interface UpdateTeamVariables {
  id: number;
  data: TeamData;
}

export const updateTeam = ({ id, data }: UpdateTeamVariables) => api.put<typeof teamSchema>(`${TEAMS_PATH}/${id}`, data);

export const useUpdateTeam = (options?: MutationOptions<Team, UpdateTeamVariables>) =>
  useApiMutation(updateTeam, { refresh: [TEAMS_PATH] }, options);
