import type { GameData, GameDetail } from '@domain/competitions';
import { api } from '@web/lib/api';
import { GAMES_PATH, refreshGames } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

/** POST /api/games. */
export function createGame(data: GameData): Promise<GameDetail> {
  return api.post<GameDetail>(GAMES_PATH, data);
}

export function useCreateGame(options?: MutationHookOptions<GameDetail, GameData>) {
  return useRefreshingMutation(createGame, refreshGames, options);
}
