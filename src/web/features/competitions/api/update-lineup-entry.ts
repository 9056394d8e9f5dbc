import { lineupEntrySchema, type LineupEdit, type LineupEntry } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface UpdateLineupEntryVariables {
  gameId: number;
  id: number;
  data: LineupEdit;
}

/** PUT /api/games/:id/lineup/:lineupId. */
export const updateLineupEntry = ({ gameId, id, data }: UpdateLineupEntryVariables) =>
  api.put<typeof lineupEntrySchema>(`${gamePath(gameId)}/lineup/${id}`, data);

export const useUpdateLineupEntry = (options?: MutationOptions<LineupEntry, UpdateLineupEntryVariables>) =>
  useApiMutation(updateLineupEntry, { refresh: GAME_SHEET_REFRESH }, options);
