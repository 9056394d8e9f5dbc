import type { PlayerStats, PlayerStatsData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { gamePath } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface SavePlayerStatsVariables {
  gameId: number;
  athleteId: number;
  data: PlayerStatsData;
}

/** PUT /api/games/:id/stats/:athleteId: the statistics the events cannot count. */
export function savePlayerStats({ gameId, athleteId, data }: SavePlayerStatsVariables): Promise<PlayerStats> {
  return api.put<PlayerStats>(`${gamePath(gameId)}/stats/${athleteId}`, data);
}

export function useSavePlayerStats(options?: MutationHookOptions<PlayerStats, SavePlayerStatsVariables>) {
  return useRefreshingMutation(savePlayerStats, (client, { gameId }) => invalidatePaths(client, `${gamePath(gameId)}/stats`), options);
}
