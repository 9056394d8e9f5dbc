import type { CallupData, GameCallups, gameCallupsSchema } from '@domain/callups';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { GAME_SHEET_REFRESH, gamePath } from './query-keys';

export interface CallUpAthletesVariables {
  gameId: number;
  data: CallupData;
}

/** POST /api/games/:id/callups: calls the athletes up (one already called stays as it is); answers the whole call-up. */
export const callUpAthletes = ({ gameId, data }: CallUpAthletesVariables) => api.post<typeof gameCallupsSchema>(`${gamePath(gameId)}/callups`, data);

/** The game's reads refresh, the lineup picker too (it shows who was called up). */
export const useCallUpAthletes = (options?: MutationOptions<GameCallups, CallUpAthletesVariables>) =>
  useApiMutation(callUpAthletes, { refresh: GAME_SHEET_REFRESH }, options);
