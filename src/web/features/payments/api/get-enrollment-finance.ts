import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrollmentPayments } from '@domain/enrollments';
import { api } from '@web/lib/api';

/** Prefix shared by every with-payments view (list, athlete, one enrolment); payment writes invalidate it. */
export const enrollmentsWithPaymentsQueryKey = ['/api/enrollments-with-payments'] as const;

export const enrollmentFinanceQueryKey = (enrollmentId: number) => [...enrollmentsWithPaymentsQueryKey, enrollmentId] as const;

/** GET /api/enrollments-with-payments/:id (spec 1 §2.8); 404 'Matrícula não encontrada'. */
export function getEnrollmentFinance(enrollmentId: number): Promise<EnrollmentPayments> {
  return api.get<EnrollmentPayments>(`/api/enrollments-with-payments/${enrollmentId}`);
}

export function getEnrollmentFinanceQueryOptions(enrollmentId: number) {
  return queryOptions({ queryKey: enrollmentFinanceQueryKey(enrollmentId), queryFn: () => getEnrollmentFinance(enrollmentId) });
}

export function useEnrollmentFinance(enrollmentId: number) {
  return useQuery(getEnrollmentFinanceQueryOptions(enrollmentId));
}
