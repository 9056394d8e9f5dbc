import { queryOptions, useQuery } from '@tanstack/react-query';
import { trainingPlanListSchema } from '@domain/training';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** The training plans' path: plan writes (the training screens) refresh every key under it. */
const PLANS_PATH = '/api/planos-treino';

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
