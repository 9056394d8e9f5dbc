import type { Championship, ChampionshipData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { refreshGames, CHAMPIONSHIPS_PATH } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface UpdateChampionshipVariables {
  id: number;
  data: ChampionshipData;
}

/** PUT /api/championships/:id; game cards show its name, so they refresh too. */
export function updateChampionship({ id, data }: UpdateChampionshipVariables): Promise<Championship> {
  return api.put<Championship>(`${CHAMPIONSHIPS_PATH}/${id}`, data);
}

export function useUpdateChampionship(options?: MutationHookOptions<Championship, UpdateChampionshipVariables>) {
  return useRefreshingMutation(updateChampionship, refreshGames, options);
}
