import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { requiredName } from './fields';
import { moneyText } from './responses';

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
  /** The QR code as an SVG data URL. */
  qrCode: z.string(),
  recebedor: z.object({ nome: z.string(), cidade: z.string() }),
});
export type PixCharge = z.output<typeof pixChargeSchema>;

export const PIX_NOT_CONFIGURED = 'O PIX ainda não foi configurado para a unidade desta matrícula';
