import { queryOptions, useQuery } from '@tanstack/react-query';
import { gameEventSchema } from '@domain/competitions';
import { api, type ListOf } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/events: in the order they happened. */
export const getGameEvents = (gameId: number) => api.get<ListOf<typeof gameEventSchema>>(`${gamePath(gameId)}/events`);

export function getGameEventsQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/events`], queryFn: () => getGameEvents(gameId) });
}

export function useGameEvents(gameId: number) {
  return useQuery(getGameEventsQueryOptions(gameId));
}
