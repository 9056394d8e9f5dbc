import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { InstalmentDetail } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { refreshAfterPayment } from './process-payment';

/** PATCH /api/monthly-payments/:id/cancel: the paid instalment is reopened; 409 when it is not paid. */
export function cancelPayment(instalmentId: number): Promise<InstalmentDetail> {
  return api.patch<InstalmentDetail>(`/api/monthly-payments/${instalmentId}/cancel`);
}

type Options = Omit<UseMutationOptions<InstalmentDetail, Error, number>, 'mutationFn'>;

export function useCancelPayment({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: cancelPayment,
    onSuccess: async (...args) => {
      await refreshAfterPayment(queryClient);
      await onSuccess?.(...args);
    },
  });
}
