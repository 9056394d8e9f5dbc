import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityCategory, PlanModalityFilter, PublicPlanCategory, TrainingPlanList } from '@domain/training';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Prefix of every plans key (lists, one plan, the schedule's options); each plan write invalidates it. */
export const plansPath = '/api/planos-treino';

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
export function getPlans(filters: PlanListFilters): Promise<TrainingPlanList> {
  return api.get<TrainingPlanList>(`${plansPath}?${toQueryString(filters)}`);
}

export function getPlansQueryOptions(filters: PlanListFilters) {
  return queryOptions({
    queryKey: [plansPath, filters],
    queryFn: () => getPlans(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function usePlans(filters: PlanListFilters) {
  return useQuery(getPlansQueryOptions(filters));
}
