import { useQuery } from '@tanstack/react-query';
import type { dunningEventSchema, whatsappChargeSchema, WhatsappCharge } from '@domain/dunning';
import { ENROLLMENTS_PATH } from '@web/features/enrollments';
import { api, type ListOf } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { INSTALMENTS_PATH } from './get-instalment';

/** Under the enrolment's path, so every payment write (PAYMENT_VIEWS) refreshes it too. */
const dunningPath = (enrollmentId: number) => `${ENROLLMENTS_PATH}/${enrollmentId}/dunning`;

/** GET /api/enrollments/:id/dunning (staff): the reminders of the enrolment's instalments, newest first. */
export function useEnrollmentDunning(enrollmentId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [dunningPath(enrollmentId)],
    queryFn: () => api.get<ListOf<typeof dunningEventSchema>>(dunningPath(enrollmentId)),
    enabled,
    // The e-mails are sent by the worker after the page loaded: a new visit shows how they went.
    staleTime: 0,
  });
}

/** What to charge: every overdue instalment of the enrolment, or one instalment of it. */
export interface WhatsappChargeVariables {
  enrollmentId: number;
  instalmentId?: number;
}

/**
 * POST /api/monthly-payments/:id/whatsapp or /api/enrollments/:id/whatsapp (staff): the wa.me link
 * with the message; the call itself writes 'WhatsApp aberto' in the history. 409 with the reason
 * (nothing overdue, no phone, already paid).
 */
export const chargeOnWhatsapp = ({ enrollmentId, instalmentId }: WhatsappChargeVariables) =>
  api.post<typeof whatsappChargeSchema>(instalmentId === undefined ? `${ENROLLMENTS_PATH}/${enrollmentId}/whatsapp` : `${INSTALMENTS_PATH}/${instalmentId}/whatsapp`);

export const useChargeOnWhatsapp = (options?: MutationOptions<WhatsappCharge, WhatsappChargeVariables>) =>
  useApiMutation(chargeOnWhatsapp, { refresh: (_answer, { enrollmentId }) => [dunningPath(enrollmentId)] }, options);
