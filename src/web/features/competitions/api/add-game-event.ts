import { gameEventSchema, type GameEvent, type GameEventData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface AddGameEventVariables {
  gameId: number;
  data: GameEventData;
}

/** POST /api/games/:id/events: the score and the counted statistics follow on the server. */
export const addGameEvent = ({ gameId, data }: AddGameEventVariables) => api.post<typeof gameEventSchema>(`${gamePath(gameId)}/events`, data);

export const useAddGameEvent = (options?: MutationOptions<GameEvent, AddGameEventVariables>) =>
  useApiMutation(addGameEvent, { refresh: GAME_SHEET_REFRESH }, options);
