import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrollmentPaymentsList, PaymentSituation } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { enrollmentsWithPaymentsQueryKey } from './get-enrollment-finance';
import { toQueryString } from '@web/lib/query-string';

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
export function getEnrollmentsWithPayments(filters: EnrollmentPaymentsFilters): Promise<EnrollmentPaymentsList> {
  return api.get<EnrollmentPaymentsList>(`/api/enrollments-with-payments?${toQueryString(filters)}`);
}

export function getEnrollmentsWithPaymentsQueryOptions(filters: EnrollmentPaymentsFilters) {
  return queryOptions({
    // Under the shared prefix, so a processed or cancelled payment refreshes the list too.
    queryKey: [...enrollmentsWithPaymentsQueryKey, 'list', filters],
    queryFn: () => getEnrollmentsWithPayments(filters),
    placeholderData: keepPreviousData,
  });
}

export function useEnrollmentsWithPayments(filters: EnrollmentPaymentsFilters) {
  return useQuery(getEnrollmentsWithPaymentsQueryOptions(filters));
}
