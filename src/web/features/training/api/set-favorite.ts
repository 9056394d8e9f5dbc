import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { plansPath } from './get-plans';

export interface SetFavoriteVariables {
  id: number;
  favorito: boolean;
}

/** PATCH /api/planos-treino/:id/favorito: the signed-in user's own favourite. */
export function setFavorite({ id, favorito }: SetFavoriteVariables): Promise<SetFavoriteVariables> {
  return api.patch<SetFavoriteVariables>(`${plansPath}/${id}/favorito`, { favorito });
}

type Options = Omit<UseMutationOptions<SetFavoriteVariables, Error, SetFavoriteVariables>, 'mutationFn'>;

export function useSetFavorite({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setFavorite,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, plansPath);
      await onSuccess?.(...args);
    },
  });
}
