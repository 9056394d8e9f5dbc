import type { GameData, GameDetail } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath, refreshGames } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface UpdateGameVariables {
  id: number;
  data: GameData;
}

/** PUT /api/games/:id (also how the sheet sets the score back to the goals). */
export function updateGame({ id, data }: UpdateGameVariables): Promise<GameDetail> {
  return api.put<GameDetail>(gamePath(id), data);
}

export function useUpdateGame(options?: MutationHookOptions<GameDetail, UpdateGameVariables>) {
  return useRefreshingMutation(updateGame, refreshGames, options);
}
