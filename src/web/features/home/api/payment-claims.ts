import type { z } from 'zod';
import type { PaymentClaim, paymentClaimInputSchema, paymentClaimSchema } from '@domain/payment-claims';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { FAMILY_HOME_PATH } from './get-family-home';

export type PaymentClaimData = z.output<typeof paymentClaimInputSchema>;

/** POST /api/family/payment-claims ("Já paguei"): the fees show "Em conferência" until the school checks. */
export const useClaimPayment = (options?: MutationOptions<PaymentClaim, PaymentClaimData>) =>
  useApiMutation((data: PaymentClaimData) => api.post<typeof paymentClaimSchema>('/api/family/payment-claims', data), { refresh: [FAMILY_HOME_PATH] }, options);
