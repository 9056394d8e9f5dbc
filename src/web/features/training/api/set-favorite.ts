import { planFavoriteSchema, type PlanFavorite } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PLANS_PATH } from './get-plans';

export interface SetFavoriteVariables {
  id: number;
  favorito: boolean;
}

/** PATCH /api/planos-treino/:id/favorito: the signed-in user's own favourite. */
export const setFavorite = ({ id, favorito }: SetFavoriteVariables) =>
  api.patch<typeof planFavoriteSchema>(`${PLANS_PATH}/${id}/favorito`, { favorito });

export const useSetFavorite = (options?: MutationOptions<PlanFavorite, SetFavoriteVariables>) =>
  useApiMutation(setFavorite, { refresh: [PLANS_PATH] }, options);
