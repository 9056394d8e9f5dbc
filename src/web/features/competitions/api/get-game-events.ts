import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameEvent } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/events: in the order they happened. */
export function getGameEvents(gameId: number): Promise<GameEvent[]> {
  return api.get<GameEvent[]>(`${gamePath(gameId)}/events`);
}

export function getGameEventsQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/events`], queryFn: () => getGameEvents(gameId) });
}

export function useGameEvents(gameId: number) {
  return useQuery(getGameEventsQueryOptions(gameId));
}
