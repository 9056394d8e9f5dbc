import { useQuery } from '@tanstack/react-query';
import type { ConfirmPaymentClaimInput, PaymentClaim, paymentClaimListSchema, paymentClaimSchema, RefusePaymentClaimInput } from '@domain/payment-claims';
import { api } from '@web/lib/api';
import { downloadFile } from '@web/lib/download';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PAYMENT_VIEWS } from './process-payment';

const PAYMENT_CLAIMS_PATH = '/api/payment-claims';
/** The bell counts the claims waiting. */
const CLAIM_VIEWS = [PAYMENT_CLAIMS_PATH, '/api/pending-counts'] as const;

/** GET /api/payment-claims: the families' "Já paguei" awaiting a decision, oldest first. */
export function usePaymentClaims(page: number) {
  return useQuery({ queryKey: [PAYMENT_CLAIMS_PATH, { page }], queryFn: () => api.get<typeof paymentClaimListSchema>(`${PAYMENT_CLAIMS_PATH}?page=${page}`) });
}

/** GET /api/payment-claims/{id}/comprovante: the image or PDF the family sent. */
export const downloadComprovante = (id: number) => downloadFile(`${PAYMENT_CLAIMS_PATH}/${id}/comprovante`, 'comprovante');

export interface ConfirmClaimVariables {
  id: number;
  data: ConfirmPaymentClaimInput;
}

/** POST …/confirm: pays the claim's open fees by PIX, so every payment view changes too. */
export const useConfirmPaymentClaim = (options?: MutationOptions<PaymentClaim, ConfirmClaimVariables>) =>
  useApiMutation(
    ({ id, data }: ConfirmClaimVariables) => api.post<typeof paymentClaimSchema>(`${PAYMENT_CLAIMS_PATH}/${id}/confirm`, data),
    { refresh: [...CLAIM_VIEWS, ...PAYMENT_VIEWS] },
    options,
  );

export interface RefuseClaimVariables {
  id: number;
  data: RefusePaymentClaimInput;
}

/** POST …/refuse: the family reads the reason on its Início. */
export const useRefusePaymentClaim = (options?: MutationOptions<PaymentClaim, RefuseClaimVariables>) =>
  useApiMutation(({ id, data }: RefuseClaimVariables) => api.post<typeof paymentClaimSchema>(`${PAYMENT_CLAIMS_PATH}/${id}/refuse`, data), { refresh: CLAIM_VIEWS }, options);
