import { playerStatsSchema, type PlayerStats, type PlayerStatsData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { gamePath } from './query-keys';

export interface SavePlayerStatsVariables {
  gameId: number;
  athleteId: number;
  data: PlayerStatsData;
}

/** PUT /api/games/:id/stats/:athleteId: the statistics the events cannot count. */
export const savePlayerStats = ({ gameId, athleteId, data }: SavePlayerStatsVariables) =>
  api.put<typeof playerStatsSchema>(`${gamePath(gameId)}/stats/${athleteId}`, data);

export const useSavePlayerStats = (options?: MutationOptions<PlayerStats, SavePlayerStatsVariables>) =>
  useApiMutation(savePlayerStats, { refresh: (_stats, { gameId }) => [`${gamePath(gameId)}/stats`] }, options);
