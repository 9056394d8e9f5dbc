import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerStats } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/stats: one line per athlete of the lineup. */
export function getPlayerStats(gameId: number): Promise<PlayerStats[]> {
  return api.get<PlayerStats[]>(`${gamePath(gameId)}/stats`);
}

export function getPlayerStatsQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/stats`], queryFn: () => getPlayerStats(gameId) });
}

export function usePlayerStats(gameId: number) {
  return useQuery(getPlayerStatsQueryOptions(gameId));
}
