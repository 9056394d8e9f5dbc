import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { gameEventSchema } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath } from './query-keys';

/** GET /api/games/:id/events: in the order they happened. */
export const getGameEvents = (gameId: number) => api.get(`${gamePath(gameId)}/events`, z.array(gameEventSchema));

export function getGameEventsQueryOptions(gameId: number) {
  return queryOptions({ queryKey: [`${gamePath(gameId)}/events`], queryFn: () => getGameEvents(gameId) });
}

export function useGameEvents(gameId: number) {
  return useQuery(getGameEventsQueryOptions(gameId));
}
