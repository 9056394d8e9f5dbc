import { useQuery } from '@tanstack/react-query';
import type { PixRefundData, PixRefundList, pixRefundListSchema } from '@domain/bank';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PAYMENT_VIEWS } from './process-payment';

const refundsPath = (instalmentId: number) => `/api/monthly-payments/${instalmentId}/pix-refunds`;

/** GET …/pix-refunds: whether the bank's Pix paid it, how much can still go back, the refunds made. */
export const usePixRefunds = (instalmentId: number, options: { enabled: boolean }) =>
  useQuery({ queryKey: [refundsPath(instalmentId)], queryFn: () => api.get<typeof pixRefundListSchema>(refundsPath(instalmentId)), ...options });

export interface RefundPixVariables {
  instalmentId: number;
  data: PixRefundData;
}

/** POST …/pix-refunds ('Devolver PIX'): the payment views change too (a whole refund reopens the instalment). */
export const useRefundPix = (options?: MutationOptions<PixRefundList, RefundPixVariables>) =>
  useApiMutation(
    ({ instalmentId, data }: RefundPixVariables) => api.post<typeof pixRefundListSchema>(refundsPath(instalmentId), data),
    { refresh: (_list, { instalmentId }) => [refundsPath(instalmentId), ...PAYMENT_VIEWS] },
    options,
  );
