import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { PlanData, TrainingPlan } from '@domain/training';
import { api } from '@web/lib/api';
import { plansPath } from './get-plans';
import { invalidatePlans } from './invalidate-training';

export interface UpdatePlanVariables {
  id: number;
  data: PlanData;
}

type UpdateOptions = Omit<UseMutationOptions<TrainingPlan, Error, UpdatePlanVariables>, 'mutationFn'>;

/** PATCH /api/planos-treino/:id: the fields and the whole list of sub-activities. */
export function updatePlan({ id, data }: UpdatePlanVariables): Promise<TrainingPlan> {
  return api.patch<TrainingPlan>(`${plansPath}/${id}`, data);
}

export function useUpdatePlan({ onSuccess, ...options }: UpdateOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updatePlan,
    onSuccess: async (...args) => {
      await invalidatePlans(queryClient);
      await onSuccess?.(...args);
    },
  });
}
