import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingPlanSchema } from '@domain/training';
import { api } from '@web/lib/api';
import { PLANS_PATH } from './get-plans';

/** GET /api/planos-treino/:id: the plan with its sub-activities in order. */
export const getPlan = (id: number) => api.get<typeof trainingPlanSchema>(`${PLANS_PATH}/${id}`);

export function getPlanQueryOptions(id: number) {
  return queryOptions({ queryKey: [`${PLANS_PATH}/${id}`], queryFn: () => getPlan(id) });
}

/** The plan `id`; with no id, or `enabled` false, it waits. */
export function usePlan(id: number | null | undefined, enabled = true) {
  return useQuery({ ...getPlanQueryOptions(id ?? 0), enabled: enabled && id !== null && id !== undefined });
}
