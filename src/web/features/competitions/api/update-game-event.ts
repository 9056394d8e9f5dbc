import { gameEventSchema, type GameEvent, type GameEventData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface UpdateGameEventVariables {
  gameId: number;
  id: number;
  data: GameEventData;
}

/** PUT /api/games/:id/events/:eventId. */
export const updateGameEvent = ({ gameId, id, data }: UpdateGameEventVariables) =>
  api.put<typeof gameEventSchema>(`${gamePath(gameId)}/events/${id}`, data);

export const useUpdateGameEvent = (options?: MutationOptions<GameEvent, UpdateGameEventVariables>) =>
  useApiMutation(updateGameEvent, { refresh: GAME_SHEET_REFRESH }, options);
