import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface RemoveCallupVariables {
  gameId: number;
  id: number;
}

/** DELETE /api/games/:id/callups/:callupId: the athlete leaves the call-up, with the family's answer. */
export const removeCallup = async ({ gameId, id }: RemoveCallupVariables) => {
  await api.delete(`${gamePath(gameId)}/callups/${id}`);
};

export const useRemoveCallup = (options?: MutationOptions<void, RemoveCallupVariables>) =>
  useApiMutation(removeCallup, { refresh: GAME_SHEET_REFRESH }, options);
