import { invalidatePaths } from '@web/lib/mutation';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EnrollmentList } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Prefix of every enrolments list key. */
export const enrollmentsQueryKey = ['/api/enrollments'] as const;

/** The list's query string (enrollmentListQuerySchema); a search under 2 characters is left out. */
export interface EnrollmentListFilters {
  busca?: string;
  status?: 'ativa' | 'inativa';
  teamId?: number;
  page: number;
  pageSize: number;
}

/** GET /api/enrollments: one page ordered by athlete name, filtered and searched by the server. */
export function getEnrollments(filters: EnrollmentListFilters): Promise<EnrollmentList> {
  return api.get<EnrollmentList>(`/api/enrollments?${toQueryString(filters)}`);
}

export function getEnrollmentsQueryOptions(filters: EnrollmentListFilters) {
  return queryOptions({
    queryKey: [...enrollmentsQueryKey, filters],
    queryFn: () => getEnrollments(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useEnrollments(filters: EnrollmentListFilters) {
  return useQuery(getEnrollmentsQueryOptions(filters));
}

/**
 * After an enrolment write: every enrolment view (this list, its history, Gestão Financeira, the
 * finance detail and the athlete's Matrículas tab, whose key is '/api/enrollments-with-payments/athlete/:id')
 * starts with '/api/enrollments', and a status change also moves instalments.
 */
export function invalidateEnrollmentViews(queryClient: QueryClient) {
  return invalidatePaths(queryClient, '/api/enrollments', '/api/monthly-payments');
}
