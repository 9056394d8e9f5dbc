import { lineupEntrySchema, type LineupData, type LineupEntry } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface AddLineupEntryVariables {
  gameId: number;
  data: LineupData;
}

/** POST /api/games/:id/lineup (409 for an athlete already in it or a taken shirt). */
export const addLineupEntry = ({ gameId, data }: AddLineupEntryVariables) => api.post<typeof lineupEntrySchema>(`${gamePath(gameId)}/lineup`, data);

export const useAddLineupEntry = (options?: MutationOptions<LineupEntry, AddLineupEntryVariables>) =>
  useApiMutation(addLineupEntry, { refresh: GAME_SHEET_REFRESH }, options);
