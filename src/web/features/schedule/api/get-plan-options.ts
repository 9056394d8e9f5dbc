import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingPlanListSchema } from '@domain/training';
import { PLANS_PATH } from '@web/features/training/api/get-plans';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** The most plans one page of GET /api/planos-treino gives. */
export const PLAN_OPTIONS_LIMIT = 100;

const filters = { status: 'ativo', pageSize: PLAN_OPTIONS_LIMIT } as const;

/** Active plans for the schedule form's select; keyed under the plans path so plan writes refresh it. */
export const getPlanOptions = () => api.get<typeof trainingPlanListSchema>(`${PLANS_PATH}?${toQueryString(filters)}`);

export function getPlanOptionsQueryOptions() {
  return queryOptions({ queryKey: [PLANS_PATH, filters] as const, queryFn: getPlanOptions });
}

export function usePlanOptions() {
  return useQuery(getPlanOptionsQueryOptions());
}
