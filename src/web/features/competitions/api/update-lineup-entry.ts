import type { LineupEdit, LineupEntry } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface UpdateLineupEntryVariables {
  gameId: number;
  id: number;
  data: LineupEdit;
}

/** PUT /api/games/:id/lineup/:lineupId. */
export function updateLineupEntry({ gameId, id, data }: UpdateLineupEntryVariables): Promise<LineupEntry> {
  return api.put<LineupEntry>(`${gamePath(gameId)}/lineup/${id}`, data);
}

export function useUpdateLineupEntry(options?: MutationHookOptions<LineupEntry, UpdateLineupEntryVariables>) {
  return useRefreshingMutation(updateLineupEntry, refreshGameSheet, options);
}
