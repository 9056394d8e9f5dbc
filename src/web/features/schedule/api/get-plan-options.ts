import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingPlanList } from '@domain/training';
import { api } from '@web/lib/api';

/** The most plans one page of GET /api/planos-treino gives. */
export const PLAN_OPTIONS_LIMIT = 100;

/** Active plans for the schedule form's select; keyed under the plans path so plan writes refresh it. */
export function getPlanOptions(): Promise<TrainingPlanList> {
  return api.get<TrainingPlanList>(`/api/planos-treino?status=ativo&pageSize=${PLAN_OPTIONS_LIMIT}`);
}

export function getPlanOptionsQueryOptions() {
  return queryOptions({ queryKey: ['/api/planos-treino', { status: 'ativo', pageSize: PLAN_OPTIONS_LIMIT }] as const, queryFn: getPlanOptions });
}

export function usePlanOptions() {
  return useQuery(getPlanOptionsQueryOptions());
}
