import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { plansPath } from './get-plans';
import { invalidatePlans } from './invalidate-training';

/** DELETE /api/planos-treino/:id (409 while the plan is in the schedule). */
export function deletePlan(id: number): Promise<void> {
  return api.delete<void>(`${plansPath}/${id}`);
}

type Options = Omit<UseMutationOptions<void, Error, number>, 'mutationFn'>;

export function useDeletePlan({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deletePlan,
    onSuccess: async (...args) => {
      await invalidatePlans(queryClient);
      await onSuccess?.(...args);
    },
  });
}
