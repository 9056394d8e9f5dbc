import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { PlanData, TrainingPlan } from '@domain/training';
import { api } from '@web/lib/api';
import { plansPath } from './get-plans';
import { invalidatePlans } from './invalidate-training';

type CreateOptions = Omit<UseMutationOptions<TrainingPlan, Error, PlanData>, 'mutationFn'>;

/** POST /api/planos-treino with its sub-activities. */
export function createPlan(data: PlanData): Promise<TrainingPlan> {
  return api.post<TrainingPlan>(plansPath, data);
}

export function useCreatePlan({ onSuccess, ...options }: CreateOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createPlan,
    onSuccess: async (...args) => {
      await invalidatePlans(queryClient);
      await onSuccess?.(...args);
    },
  });
}
