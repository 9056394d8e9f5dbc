import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface DeleteGameEventVariables {
  gameId: number;
  id: number;
}

/** DELETE /api/games/:id/events/:eventId. */
export function deleteGameEvent({ gameId, id }: DeleteGameEventVariables): Promise<void> {
  return api.delete<void>(`${gamePath(gameId)}/events/${id}`);
}

export function useDeleteGameEvent(options?: MutationHookOptions<void, DeleteGameEventVariables>) {
  return useRefreshingMutation(deleteGameEvent, refreshGameSheet, options);
}
