import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_REFRESH, gamePath } from './query-keys';

/** DELETE /api/games/:id: the game and its sheet. */
export const deleteGame = async (id: number) => {
  await api.delete(gamePath(id));
};

export const useDeleteGame = (options?: MutationOptions<void, number>) => useApiMutation(deleteGame, { refresh: GAME_REFRESH }, options);
