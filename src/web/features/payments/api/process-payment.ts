import { invalidatePaths } from '@web/lib/mutation';
import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { InstalmentDetail, PaymentProcess } from '@domain/enrollments';
import { api } from '@web/lib/api';

/**
 * Spec 1 §7.1: a payment written or undone changes the enrolment, instalment and athlete views
 * (counts, totals, badges) and the ledger's receitas with the reports, so all of them are fetched again.
 */
export function refreshAfterPayment(queryClient: QueryClient) {
  return invalidatePaths(queryClient, '/api/enrollments', '/api/monthly-payments', '/api/athletes', '/api/financial-records', '/api/categories', '/api/reports');
}

export interface ProcessPaymentVariables {
  instalmentId: number;
  data: PaymentProcess;
}

/** PATCH /api/monthly-payments/:id/process; 409 'Parcela já está paga'. */
export function processPayment({ instalmentId, data }: ProcessPaymentVariables): Promise<InstalmentDetail> {
  return api.patch<InstalmentDetail>(`/api/monthly-payments/${instalmentId}/process`, data);
}

type Options = Omit<UseMutationOptions<InstalmentDetail, Error, ProcessPaymentVariables>, 'mutationFn'>;

export function useProcessPayment({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: processPayment,
    onSuccess: async (...args) => {
      await refreshAfterPayment(queryClient);
      await onSuccess?.(...args);
    },
  });
}
