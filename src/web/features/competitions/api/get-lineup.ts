import { queryOptions, useQuery } from '@tanstack/react-query';
import { lineupEntrySchema } from '@domain/competitions';
import { api, type ListOf } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/lineup: starters first, by shirt number. */
export const getLineup = (gameId: number) => api.get<ListOf<typeof lineupEntrySchema>>(`${gamePath(gameId)}/lineup`);

export function getLineupQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/lineup`], queryFn: () => getLineup(gameId) });
}

export function useLineup(gameId: number) {
  return useQuery(getLineupQueryOptions(gameId));
}
