import { queryOptions, useQuery } from '@tanstack/react-query';
import { enrollmentPaymentsSchema } from '@domain/enrollments';
import { api } from '@web/lib/api';

/** Prefix of every with-payments view (list, athlete, one enrolment); payment writes refresh them. */
export const ENROLLMENTS_WITH_PAYMENTS_PATH = '/api/enrollments-with-payments';

const financePath = (enrollmentId: number) => `${ENROLLMENTS_WITH_PAYMENTS_PATH}/${enrollmentId}`;

/** GET /api/enrollments-with-payments/:id (spec 1 §2.8); 404 'Matrícula não encontrada'. */
export const getEnrollmentFinance = (enrollmentId: number) => api.get<typeof enrollmentPaymentsSchema>(financePath(enrollmentId));

export function getEnrollmentFinanceQueryOptions(enrollmentId: number) {
  return queryOptions({ queryKey: [financePath(enrollmentId)], queryFn: () => getEnrollmentFinance(enrollmentId) });
}

export function useEnrollmentFinance(enrollmentId: number) {
  return useQuery(getEnrollmentFinanceQueryOptions(enrollmentId));
}
