import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameDetailSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id: the game with its goals per side and whether the score follows them. */
export const getGame = (id: number) => api.get<typeof gameDetailSchema>(gamePath(id));

export function getGameQueryOptions(id: number) {
  return queryOptions({ queryKey: [gamePath(id)], queryFn: () => getGame(id) });
}

/** The game `id`; `enabled` false (or no id) waits, as for a game an address names that the page on screen does not hold. */
export function useGame(id: number | undefined, enabled = true) {
  return useQuery({ ...getGameQueryOptions(id ?? 0), enabled: enabled && id !== undefined });
}
