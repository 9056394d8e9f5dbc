import { teamSchema, type Team, type TeamData } from '@domain/teams';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { TEAMS_PATH } from './get-teams';

export interface UpdateTeamVariables {
  id: number;
  data: TeamData;
}

export const updateTeam = ({ id, data }: UpdateTeamVariables) => api.put(`${TEAMS_PATH}/${id}`, data, teamSchema);

export const useUpdateTeam = (options?: MutationOptions<Team, UpdateTeamVariables>) =>
  useApiMutation(updateTeam, { refresh: [TEAMS_PATH] }, options);
