import { z } from 'zod';
import { requiredText } from './fields';
import { paymentDate } from './payment-date';
import { pixChargeItemSchema } from './pix';
import { calendarDate, moneyText, pageOf, recordId, timestamp } from './responses';

/** "Já paguei" (issue 35): what a family says it paid, until staff confirm or refuse it. */
export const paymentClaimStatuses = ['em_conferencia', 'confirmada', 'recusada'] as const;
export type PaymentClaimStatus = (typeof paymentClaimStatuses)[number];

export const paymentClaimStatusLabels: Record<PaymentClaimStatus, string> = {
  em_conferencia: 'Em conferência',
  confirmada: 'Pagamento confirmado',
  recusada: 'Pagamento não confirmado',
};

/** The comprovante as the form sends it: an image or a PDF, as a data URL. */
export const COMPROVANTE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/** What fits the API's 1 MB body once written in base64. */
export const COMPROVANTE_MAX_BYTES = 700 * 1024;
export const INVALID_COMPROVANTE = 'Envie o comprovante como imagem (JPG, PNG) ou PDF';
export const COMPROVANTE_TOO_LARGE = 'O comprovante deve ter no máximo 700 KB';

/** POST /api/family/payment-claims. */
export const paymentClaimInputSchema = z.object({
  parcelas: z.array(recordId, { error: 'Escolha a mensalidade que você pagou' }).min(1, 'Escolha a mensalidade que você pagou').max(100),
  dataPagamento: paymentDate,
  comprovante: z.string().max(Math.ceil((COMPROVANTE_MAX_BYTES * 4) / 3) + 100, COMPROVANTE_TOO_LARGE).nullish(),
});
export type PaymentClaimInput = z.input<typeof paymentClaimInputSchema>;

/** An instalment of a claim, and whether it is still owed (the bank may have settled it meanwhile). */
export const paymentClaimItemSchema = pixChargeItemSchema.extend({ aberta: z.boolean() });

export const paymentClaimSchema = z.object({
  id: recordId,
  status: z.enum(paymentClaimStatuses),
  dataPagamento: calendarDate,
  valor: moneyText,
  motivo: z.string().nullable(),
  temComprovante: z.boolean(),
  /** The family account that said it paid. */
  solicitante: z.object({ id: recordId, nome: z.string() }),
  criadoEm: timestamp,
  itens: z.array(paymentClaimItemSchema),
});
export type PaymentClaim = z.output<typeof paymentClaimSchema>;

/** GET /api/payment-claims: what families said they paid and staff have not checked yet, oldest first. */
export const paymentClaimListSchema = pageOf(paymentClaimSchema);

export const paymentClaimQuerySchema = z.object({
  page: z.coerce.number({ error: 'Página inválida' }).int('Página inválida').min(1, 'Página inválida').max(100_000, 'Página inválida').default(1),
});
export type PaymentClaimList = z.output<typeof paymentClaimListSchema>;

/** POST /api/payment-claims/{id}/confirm: the day the money arrived, as staff see it in the bank. */
export const confirmPaymentClaimSchema = z.object({ dataPagamento: paymentDate });
export type ConfirmPaymentClaimInput = z.input<typeof confirmPaymentClaimSchema>;

/** POST /api/payment-claims/{id}/refuse: the reason the family reads. */
export const refusePaymentClaimSchema = z.object({ motivo: requiredText('Informe o motivo', 500) });
export type RefusePaymentClaimInput = z.input<typeof refusePaymentClaimSchema>;

/** An open instalment's claim, as the family Início shows it: under review, or refused and why. */
export const instalmentClaimSchema = z.object({ status: z.enum(['em_conferencia', 'recusada']), motivo: z.string().nullable() }).nullable();
export type InstalmentClaim = z.output<typeof instalmentClaimSchema>;

export const CLAIM_NOT_FOUND = 'Pagamento informado não encontrado';
export const CLAIM_DECIDED = 'Este pagamento informado já foi conferido';
export const CLAIM_NOT_OPEN = 'Uma das mensalidades já foi paga, cancelada ou já está em conferência';
