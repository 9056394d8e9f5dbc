import { championshipSchema, type Championship, type ChampionshipData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH, GAME_REFRESH } from './query-keys';

export interface UpdateChampionshipVariables {
  id: number;
  data: ChampionshipData;
}

/** PUT /api/championships/:id; game cards show its name, so they refresh too. */
export const updateChampionship = ({ id, data }: UpdateChampionshipVariables) => api.put<typeof championshipSchema>(`${CHAMPIONSHIPS_PATH}/${id}`, data);

export const useUpdateChampionship = (options?: MutationOptions<Championship, UpdateChampionshipVariables>) =>
  useApiMutation(updateChampionship, { refresh: GAME_REFRESH }, options);
