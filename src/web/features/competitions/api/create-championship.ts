import type { Championship, ChampionshipData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

/** POST /api/championships. */
export function createChampionship(data: ChampionshipData): Promise<Championship> {
  return api.post<Championship>(CHAMPIONSHIPS_PATH, data);
}

export function useCreateChampionship(options?: MutationHookOptions<Championship, ChampionshipData>) {
  return useRefreshingMutation(createChampionship, (client) => invalidatePaths(client, CHAMPIONSHIPS_PATH), options);
}
