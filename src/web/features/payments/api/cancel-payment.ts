import { instalmentDetailSchema, type InstalmentDetail } from '@domain/enrollments';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { INSTALMENTS_PATH } from './get-instalment';
import { PAYMENT_VIEWS } from './process-payment';

/** PATCH /api/monthly-payments/:id/cancel: the paid instalment is reopened; 409 when it is not paid. */
export const cancelPayment = (instalmentId: number) => api.patch<typeof instalmentDetailSchema>(`${INSTALMENTS_PATH}/${instalmentId}/cancel`);

export const useCancelPayment = (options?: MutationOptions<InstalmentDetail, number>) =>
  useApiMutation(cancelPayment, { refresh: PAYMENT_VIEWS }, options);
