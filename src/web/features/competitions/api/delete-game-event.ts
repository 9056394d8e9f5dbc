import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface DeleteGameEventVariables {
  gameId: number;
  id: number;
}

/** DELETE /api/games/:id/events/:eventId. */
export const deleteGameEvent = async ({ gameId, id }: DeleteGameEventVariables) => {
  await api.delete(`${gamePath(gameId)}/events/${id}`);
};

export const useDeleteGameEvent = (options?: MutationOptions<void, DeleteGameEventVariables>) =>
  useApiMutation(deleteGameEvent, { refresh: GAME_SHEET_REFRESH }, options);
