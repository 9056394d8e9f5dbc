import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trainingPlanListSchema, type ActivityCategory, type PlanModalityFilter, type PublicPlanCategory } from '@domain/training';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { ACTIVITY_OPTIONS_PATH } from './get-activity-options';
import { PROGRAMS_PATH } from './get-programs';

/** Every plans key (lists, one plan, the schedule's options) starts with it. */
export const PLANS_PATH = '/api/planos-treino';

/**
 * What a plan write changes: the plan lists and details (the schedule's options too), the
 * programs (their totals and activity titles) and the program editor's picker.
 */
export const PLAN_WRITE_REFRESH = [PLANS_PATH, PROGRAMS_PATH, ACTIVITY_OPTIONS_PATH];

/** The list's query string (planListQuerySchema); a search under 2 characters is left out. */
export interface PlanListFilters {
  busca?: string;
  categoria?: ActivityCategory;
  faixa?: PublicPlanCategory;
  modalidade?: PlanModalityFilter;
  status?: 'ativo' | 'inativo';
  favoritos?: boolean;
  page: number;
  pageSize: number;
}

/** GET /api/planos-treino: one page, newest first; a cliente or assistente gets active plans only. */
export const getPlans = (filters: PlanListFilters) => api.get<typeof trainingPlanListSchema>(`${PLANS_PATH}?${toQueryString(filters)}`);

export function getPlansQueryOptions(filters: PlanListFilters) {
  return queryOptions({
    queryKey: [PLANS_PATH, filters],
    queryFn: () => getPlans(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function usePlans(filters: PlanListFilters) {
  return useQuery(getPlansQueryOptions(filters));
}
