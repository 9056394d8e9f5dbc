import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { enrollmentPaymentsListSchema, type PaymentSituation } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { ENROLLMENTS_WITH_PAYMENTS_PATH } from './get-enrollment-finance';

/** The query string of Gestão Financeira (enrollmentPaymentsQuerySchema); a search under 2 characters is left out. */
export interface EnrollmentPaymentsFilters {
  unitId?: number;
  situacao?: PaymentSituation;
  busca?: string;
  somenteVencidas?: boolean;
  ordem: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** GET /api/enrollments-with-payments: one page, filtered, sorted and counted by the server. */
export const getEnrollmentsWithPayments = (filters: EnrollmentPaymentsFilters) =>
  api.get<typeof enrollmentPaymentsListSchema>(`${ENROLLMENTS_WITH_PAYMENTS_PATH}?${toQueryString(filters)}`);

export function getEnrollmentsWithPaymentsQueryOptions(filters: EnrollmentPaymentsFilters) {
  return queryOptions({
    // Under the shared path, so a processed or cancelled payment refreshes the list too.
    queryKey: [ENROLLMENTS_WITH_PAYMENTS_PATH, filters],
    queryFn: () => getEnrollmentsWithPayments(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEnrollmentsWithPayments(filters: EnrollmentPaymentsFilters) {
  return useQuery(getEnrollmentsWithPaymentsQueryOptions(filters));
}
