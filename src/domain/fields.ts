import { z } from 'zod';
import { isCnpj, isCpf, onlyDigits } from './documents';

/**
 * Building blocks for the area schemas. Every field carries the spec's exact message, and the
 * same schema validates the web form and the server request, so a message is written once.
 */

export const SHORT_TEXT = 255;
export const LONG_TEXT = 5000;

/** zod's own email pattern: letters, digits and _'+-. before the @, a real domain after it. */
const EMAIL_RE = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const requiredText = (message: string, max = SHORT_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Máximo de ${max} caracteres`);

/** Optional free text: an empty or missing value is stored as null. */
export const optionalText = (max = SHORT_TEXT) =>
  z
    .string({ error: 'Texto inválido' })
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

export const email = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(SHORT_TEXT, message)
    .refine((v) => EMAIL_RE.test(v), message);

export const optionalEmail = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(SHORT_TEXT, message)
    .refine((v) => v === '' || EMAIL_RE.test(v), message)
    .nullish()
    .transform((v) => (v ? v : null));

/** A CPF checked by its check digits; stored as its 11 digits. */
export const cpf = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .refine(isCpf, message)
    .transform(onlyDigits);

export const optionalCpf = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .refine((v) => onlyDigits(v) === '' || isCpf(v), message)
    .nullish()
    .transform((v) => (v ? onlyDigits(v) || null : null));

export const cnpj = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .refine(isCnpj, message)
    .transform(onlyDigits);

/** Phone numbers are stored as digits; the web shows them masked. */
export const optionalPhone = () =>
  z
    .string({ error: 'Telefone inválido' })
    .max(20, 'Telefone inválido')
    .nullish()
    .transform((v) => (v ? onlyDigits(v) || null : null));

/** A required number kept as its digits (phones; CPFs where only presence is checked). */
export const requiredDigits = (message: string) =>
  z
    .string({ error: message })
    .max(20, message)
    .refine((v) => onlyDigits(v).length > 0, message)
    .transform(onlyDigits);

export const requiredPhone = requiredDigits;

/** A calendar date as yyyy-MM-dd. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);

function isRealDate(value: string) {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export const idParam = z.object({
  id: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(2147483647, 'Id inválido'),
});

export const activeStatuses = ['ativo', 'inativo'] as const;
export type ActiveStatus = (typeof activeStatuses)[number];
export const activeStatusLabels: Record<ActiveStatus, string> = { ativo: 'Ativo', inativo: 'Inativo' };
