import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface RemoveLineupEntryVariables {
  gameId: number;
  id: number;
}

/** DELETE /api/games/:id/lineup/:lineupId (409 while the athlete has events in the game). */
export const removeLineupEntry = async ({ gameId, id }: RemoveLineupEntryVariables) => {
  await api.delete(`${gamePath(gameId)}/lineup/${id}`);
};

export const useRemoveLineupEntry = (options?: MutationOptions<void, RemoveLineupEntryVariables>) =>
  useApiMutation(removeLineupEntry, { refresh: GAME_SHEET_REFRESH }, options);
