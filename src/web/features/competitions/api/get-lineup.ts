import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { lineupEntrySchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/lineup: starters first, by shirt number. */
export const getLineup = (gameId: number) => api.get(`${gamePath(gameId)}/lineup`, z.array(lineupEntrySchema));

export function getLineupQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/lineup`], queryFn: () => getLineup(gameId) });
}

export function useLineup(gameId: number) {
  return useQuery(getLineupQueryOptions(gameId));
}
