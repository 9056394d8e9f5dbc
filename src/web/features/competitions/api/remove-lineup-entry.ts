import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface RemoveLineupEntryVariables {
  gameId: number;
  id: number;
}

/** DELETE /api/games/:id/lineup/:lineupId (409 while the athlete has events in the game). */
export function removeLineupEntry({ gameId, id }: RemoveLineupEntryVariables): Promise<void> {
  return api.delete<void>(`${gamePath(gameId)}/lineup/${id}`);
}

export function useRemoveLineupEntry(options?: MutationHookOptions<void, RemoveLineupEntryVariables>) {
  return useRefreshingMutation(removeLineupEntry, refreshGameSheet, options);
}
