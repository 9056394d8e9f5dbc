import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LineupEntry } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/lineup: starters first, by shirt number. */
export function getLineup(gameId: number): Promise<LineupEntry[]> {
  return api.get<LineupEntry[]>(`${gamePath(gameId)}/lineup`);
}

export function getLineupQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/lineup`], queryFn: () => getLineup(gameId) });
}

export function useLineup(gameId: number) {
  return useQuery(getLineupQueryOptions(gameId));
}
