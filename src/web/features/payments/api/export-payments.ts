import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { paymentsCsvFileName } from '@domain/enrollments';
import { downloadFile } from '@web/lib/download';
import { toQueryString } from '@web/lib/query-string';
import { ENROLLMENTS_WITH_PAYMENTS_PATH } from './get-enrollment-finance';
import type { EnrollmentPaymentsFilters } from './get-enrollments-with-payments';

/**
 * GET /api/enrollments-with-payments/export: one line per instalment of every enrolment the list's
 * filters select, in its order, built and streamed by the server.
 */
export function exportPayments(filters: Omit<EnrollmentPaymentsFilters, 'page' | 'pageSize'>): Promise<void> {
  return downloadFile(`${ENROLLMENTS_WITH_PAYMENTS_PATH}/export?${toQueryString(filters)}`, paymentsCsvFileName(todayIn(SCHOOL_TIME_ZONE)));
}
