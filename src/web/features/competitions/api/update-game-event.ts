import type { GameEvent, GameEventData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface UpdateGameEventVariables {
  gameId: number;
  id: number;
  data: GameEventData;
}

/** PUT /api/games/:id/events/:eventId. */
export function updateGameEvent({ gameId, id, data }: UpdateGameEventVariables): Promise<GameEvent> {
  return api.put<GameEvent>(`${gamePath(gameId)}/events/${id}`, data);
}

export function useUpdateGameEvent(options?: MutationHookOptions<GameEvent, UpdateGameEventVariables>) {
  return useRefreshingMutation(updateGameEvent, refreshGameSheet, options);
}
