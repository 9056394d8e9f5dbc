import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingPlan } from '@domain/training';
import { api } from '@web/lib/api';
import { plansPath } from './get-plans';

/** GET /api/planos-treino/:id: the plan with its sub-activities in order. */
export function getPlan(id: number): Promise<TrainingPlan> {
  return api.get<TrainingPlan>(`${plansPath}/${id}`);
}

export function getPlanQueryOptions(id: number) {
  return queryOptions({ queryKey: [`${plansPath}/${id}`], queryFn: () => getPlan(id) });
}

export function usePlan(id: number | null) {
  return useQuery({ ...getPlanQueryOptions(id ?? 0), enabled: id !== null });
}
