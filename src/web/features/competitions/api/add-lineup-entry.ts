import type { LineupData, LineupEntry } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface AddLineupEntryVariables {
  gameId: number;
  data: LineupData;
}

/** POST /api/games/:id/lineup (409 for an athlete already in it or a taken shirt). */
export function addLineupEntry({ gameId, data }: AddLineupEntryVariables): Promise<LineupEntry> {
  return api.post<LineupEntry>(`${gamePath(gameId)}/lineup`, data);
}

export function useAddLineupEntry(options?: MutationHookOptions<LineupEntry, AddLineupEntryVariables>) {
  return useRefreshingMutation(addLineupEntry, refreshGameSheet, options);
}
