import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { enrollmentListSchema, enrollmentSchema } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

export const ENROLLMENTS_PATH = '/api/enrollments';

/**
 * What an enrolment write changes: every enrolment view (this list, its history, Gestão
 * Financeira, the finance detail and the athlete's Matrículas tab, all under '/api/enrollments'),
 * and, for a status change, the instalments.
 */
export const ENROLLMENT_VIEWS = [ENROLLMENTS_PATH, '/api/monthly-payments'] as const;

/** The list's query string (enrollmentListQuerySchema); a search under 2 characters is left out. */
export interface EnrollmentListFilters {
  busca?: string;
  status?: 'ativa' | 'inativa';
  teamId?: number;
  page: number;
  pageSize: number;
}

/** GET /api/enrollments: one page ordered by athlete name, filtered and searched by the server. */
export const getEnrollments = (filters: EnrollmentListFilters) => api.get<typeof enrollmentListSchema>(`${ENROLLMENTS_PATH}?${toQueryString(filters)}`);

export function getEnrollmentsQueryOptions(filters: EnrollmentListFilters) {
  return queryOptions({
    queryKey: [ENROLLMENTS_PATH, filters],
    queryFn: () => getEnrollments(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useEnrollments(filters: EnrollmentListFilters) {
  return useQuery(getEnrollmentsQueryOptions(filters));
}

/** GET /api/enrollments/:id, for an enrolment the address names that the page on screen does not hold. */
export function useEnrollment(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [ENROLLMENTS_PATH, id],
    queryFn: () => api.get<typeof enrollmentSchema>(`${ENROLLMENTS_PATH}/${id}`),
    enabled: enabled && id !== undefined,
  });
}
