import { queryOptions, useQuery } from '@tanstack/react-query';
import type { gameCallupsSchema } from '@domain/callups';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/callups (staff): who was called up, each family's answer, and the counts. */
export const getGameCallups = (gameId: number) => api.get<typeof gameCallupsSchema>(`${gamePath(gameId)}/callups`);

export function getGameCallupsQueryOptions(gameId: number) {
  return queryOptions({
    queryKey: [`${gamePath(gameId)}/callups`],
    queryFn: () => getGameCallups(gameId),
    // Families answer while the coach has the screen open: a new visit shows the latest answers.
    staleTime: 0,
  });
}

export function useGameCallups(gameId: number) {
  return useQuery(getGameCallupsQueryOptions(gameId));
}
