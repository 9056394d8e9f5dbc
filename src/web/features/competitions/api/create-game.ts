import { gameDetailSchema, type GameData, type GameDetail } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_REFRESH, GAMES_PATH } from './query-keys';

/** POST /api/games. */
export const createGame = (data: GameData) => api.post<typeof gameDetailSchema>(GAMES_PATH, data);

export const useCreateGame = (options?: MutationOptions<GameDetail, GameData>) => useApiMutation(createGame, { refresh: GAME_REFRESH }, options);
