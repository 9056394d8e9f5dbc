import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerStatsSchema } from '@domain/competitions';
import { api, type ListOf } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/stats: one line per athlete of the lineup. */
export const getPlayerStats = (gameId: number) => api.get<ListOf<typeof playerStatsSchema>>(`${gamePath(gameId)}/stats`);

export function getPlayerStatsQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/stats`], queryFn: () => getPlayerStats(gameId) });
}

export function usePlayerStats(gameId: number) {
  return useQuery(getPlayerStatsQueryOptions(gameId));
}
