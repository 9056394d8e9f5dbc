import { teamSchema, type Team } from '@domain/teams';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { TEAMS_PATH } from './get-teams';

export type TeamStatusAction = 'deactivate' | 'reactivate';

export interface SetTeamStatusVariables {
  id: number;
  action: TeamStatusAction;
}

/** PATCH /api/teams/:id/deactivate or /reactivate (409 while its unit is inactive). */
export const setTeamStatus = ({ id, action }: SetTeamStatusVariables) => api.patch<typeof teamSchema>(`${TEAMS_PATH}/${id}/${action}`);

export const useSetTeamStatus = (options?: MutationOptions<Team, SetTeamStatusVariables>) =>
  useApiMutation(setTeamStatus, { refresh: [TEAMS_PATH] }, options);
