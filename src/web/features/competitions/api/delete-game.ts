import { api } from '@web/lib/api';
import { gamePath, refreshGames } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

/** DELETE /api/games/:id: the game and its sheet. */
export function deleteGame(id: number): Promise<void> {
  return api.delete<void>(gamePath(id));
}

export function useDeleteGame(options?: MutationHookOptions<void, number>) {
  return useRefreshingMutation(deleteGame, refreshGames, options);
}
