import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { requiredName } from './fields';
import { paymentDate } from './payment-date';
import { calendarDate, moneyText, recordId, timestamp } from './responses';

/** The kinds of PIX key the Central Bank's directory (DICT) knows. */
export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  phone: 'Celular',
  evp: 'Chave aleatória',
};

/** What the BR Code holds of the receiver's name and city (Manual do BR Code, fields 59 and 60). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

export const INVALID_PIX_KEY = 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória';

/** PUT /api/companies/{id}/pix-settings and /api/units/{id}/pix-settings. */
export const pixSettingsInputSchema = z.object({
  chave: z
    .string({ error: 'Chave PIX é obrigatória' })
    .trim()
    .min(1, 'Chave PIX é obrigatória')
    .refine((value) => getPixKeyInfo(value) !== null, INVALID_PIX_KEY),
  // The QR code carries them cut to these lengths: a longer one would show the payer something else.
  nomeRecebedor: requiredName('Nome do recebedor é obrigatório', PIX_NAME_MAX),
  cidade: requiredName('Cidade é obrigatória', PIX_CITY_MAX),
});
export type PixSettingsInput = z.input<typeof pixSettingsInputSchema>;
export type PixSettingsData = z.output<typeof pixSettingsInputSchema>;

export const pixSettingsSchema = z.object({
  /** As the DICT writes it: CPF and CNPJ digits only, e-mail lowercased, phone as +55…, random key lowercased. */
  chave: z.string(),
  tipoChave: z.enum(pixKeyTypes),
  nomeRecebedor: z.string(),
  cidade: z.string(),
});
export type PixSettings = z.output<typeof pixSettingsSchema>;

/** GET …/pix-settings: the owner's own settings, or null. */
export const ownPixSettingsSchema = pixSettingsSchema.nullable();

/** A unit's settings answer: its own, else its company's (`origem`), or null when neither has any. */
export const effectivePixSettingsSchema = pixSettingsSchema.extend({ origem: z.enum(['empresa', 'unidade']) }).nullable();
export type EffectivePixSettings = z.output<typeof effectivePixSettingsSchema>;

/** GET /api/monthly-payments/{id}/pix: a static BR Code for what the instalment charges. */
export const pixChargeSchema = z.object({
  /** The "PIX copia e cola" text, which the QR code holds too. */
  payload: z.string(),
  /** Identifies the charge in the bank statement, when the payer's bank passes it on. */
  txid: z.string(),
  valor: moneyText,
  /** The multa e juros inside `valor` (src/domain/late-fees.ts): '0.00' when paid in time. */
  acrescimo: moneyText,
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
  recebedor: z.object({ nome: z.string(), cidade: z.string() }),
});
export type PixCharge = z.output<typeof pixChargeSchema>;

export const PIX_NOT_CONFIGURED = 'O PIX ainda não foi configurado para a unidade desta matrícula';

/** One instalment inside a family's charge, as the screen itemises it per child. */
export const pixChargeItemSchema = z.object({
  instalmentId: recordId,
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  numeroParcela: z.number().int(),
  dataVencimento: calendarDate,
  valor: moneyText,
});
export type PixChargeItem = z.output<typeof pixChargeItemSchema>;

/** 'Pagar tudo': one BR Code for several open instalments of a family (one per receiver, when units receive apart). */
export const familyPixChargeSchema = pixChargeSchema.extend({ id: recordId, itens: z.array(pixChargeItemSchema) });
export type FamilyPixCharge = z.output<typeof familyPixChargeSchema>;

/**
 * What 'Pagar tudo' offers, ticked (issue 35): of each enrolment's open instalments (by due date), the
 * overdue ones and the next one, never the rest of the year. The Início and the server apply the
 * same rule, so a family is never charged for more than it was shown.
 */
export function payAllOffer<T extends { enrollmentId: number; dataVencimento: string }>(open: readonly T[], today: string): T[] {
  const nextTaken = new Set<number>();
  return open.filter((instalment) => {
    if (instalment.dataVencimento < today) return true;
    if (nextTaken.has(instalment.enrollmentId)) return false;
    nextTaken.add(instalment.enrollmentId);
    return true;
  });
}

/** POST /api/family/pix-charges: the instalments the family ticked. */
export const familyPixChargesInputSchema = z.object({
  parcelas: z.array(z.number().int(), { error: 'Escolha ao menos uma mensalidade' }).min(1, 'Escolha ao menos uma mensalidade').max(100),
});
export type FamilyPixChargesInput = z.input<typeof familyPixChargesInputSchema>;

/** POST /api/family/pix-charges. */
export const familyPixChargesSchema = z.object({ cobrancas: z.array(familyPixChargeSchema) });
export type FamilyPixCharges = z.output<typeof familyPixChargesSchema>;

/** A family charge as staff see it, to confirm it: GET /api/pix-charges?txid= and the answer of settle. */
export const pixChargeDetailSchema = z.object({
  id: recordId,
  txid: z.string(),
  valor: moneyText,
  /** `substituida`: a newer charge took over its instalments; paid anyway while they are still owed, it still settles them. */
  status: z.enum(['aberta', 'paga', 'substituida']),
  paidAt: timestamp.nullable(),
  itens: z.array(pixChargeItemSchema),
});
export type PixChargeDetail = z.output<typeof pixChargeDetailSchema>;

export const pixChargeQuerySchema = z.object({ txid: z.string({ error: 'Informe o txid' }).trim().min(1, 'Informe o txid') });

/** POST /api/pix-charges/{id}/settle: the day the money arrived. */
export const settlePixChargeSchema = z.object({ dataPagamento: paymentDate });

export const CHARGE_NOT_FOUND = 'Cobrança PIX não encontrada';
export const CHARGE_ALREADY_PAID = 'Esta cobrança PIX já foi confirmada';
export const CHARGE_STALE =
  'Uma das parcelas desta cobrança já foi paga, cancelada ou mudou de valor: nada foi registrado. Confirme as parcelas uma a uma.';
export const NO_OPEN_INSTALMENTS = 'Não há mensalidades em aberto para pagar por PIX';
export const OFFER_CHANGED = 'As mensalidades em aberto mudaram: feche e abra o Pagar tudo de novo';
