import { gameDetailSchema, type GameData, type GameDetail } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_REFRESH, gamePath } from './query-keys';

export interface UpdateGameVariables {
  id: number;
  data: GameData;
}

/** PUT /api/games/:id (also how the sheet sets the score back to the goals). */
export const updateGame = ({ id, data }: UpdateGameVariables) => api.put<typeof gameDetailSchema>(gamePath(id), data);

export const useUpdateGame = (options?: MutationOptions<GameDetail, UpdateGameVariables>) =>
  useApiMutation(updateGame, { refresh: GAME_REFRESH }, options);
