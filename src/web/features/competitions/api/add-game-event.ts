import type { GameEvent, GameEventData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { gamePath, refreshGameSheet } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

export interface AddGameEventVariables {
  gameId: number;
  data: GameEventData;
}

/** POST /api/games/:id/events: the score and the counted statistics follow on the server. */
export function addGameEvent({ gameId, data }: AddGameEventVariables): Promise<GameEvent> {
  return api.post<GameEvent>(`${gamePath(gameId)}/events`, data);
}

export function useAddGameEvent(options?: MutationHookOptions<GameEvent, AddGameEventVariables>) {
  return useRefreshingMutation(addGameEvent, refreshGameSheet, options);
}
