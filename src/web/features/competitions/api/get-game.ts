import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameDetailSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id: the game with its goals per side and whether the score follows them. */
export const getGame = (id: number) => api.get<typeof gameDetailSchema>(gamePath(id));

export function getGameQueryOptions(id: number) {
  return queryOptions({ queryKey: [gamePath(id)], queryFn: () => getGame(id) });
}

export function useGame(id: number) {
  return useQuery(getGameQueryOptions(id));
}
