import type { QueryClient } from '@tanstack/react-query';
import { instalmentDetailSchema, type InstalmentDetail, type PaymentProcess } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { INSTALMENTS_PATH } from './get-instalment';

/**
 * Spec 1 §7.1: a payment written or undone changes the enrolment, instalment and athlete views
 * (counts, totals, badges) and the ledger's receitas with the reports, so all of them are fetched again.
 */
export const PAYMENT_VIEWS = ['/api/enrollments', INSTALMENTS_PATH, '/api/athletes', '/api/financial-records', '/api/categories', '/api/reports'] as const;

export const refreshAfterPayment = (queryClient: QueryClient) => invalidatePaths(queryClient, ...PAYMENT_VIEWS);

export interface ProcessPaymentVariables {
  instalmentId: number;
  data: PaymentProcess;
}

/** PATCH /api/monthly-payments/:id/process; 409 'Parcela já está paga'. */
export const processPayment = ({ instalmentId, data }: ProcessPaymentVariables) =>
  api.patch<typeof instalmentDetailSchema>(`${INSTALMENTS_PATH}/${instalmentId}/process`, data);

export const useProcessPayment = (options?: MutationOptions<InstalmentDetail, ProcessPaymentVariables>) =>
  useApiMutation(processPayment, { refresh: PAYMENT_VIEWS }, options);
