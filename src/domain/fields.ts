import { z } from 'zod';
import { isCnpj, isCpf, onlyDigits } from './documents';
import { fromCents, toCents } from './instalments';

// Apart from the schemas, so a status badge does not build them when it loads (issue 10).
export { activeStatuses, activeStatusLabels, type ActiveStatus } from './active-status';

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

const MAX_ID = 2147483647;

export const idParam = z.object({
  id: z.coerce.number({ error: 'Id inválido' }).int('Id inválido').min(1, 'Id inválido').max(MAX_ID, 'Id inválido'),
});

/**
 * The id of a record chosen in a select (a unit's company, a team's unit, an enrolment's athlete):
 * a number from the API or the select's string value from a form. Anything else, empty included,
 * gets the field's message.
 */
export const requiredId = (message: string) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'string' ? (/^\d+$/.test(v) ? Number(v) : Number.NaN) : v))
    .pipe(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));

/**
 * One of a fixed list: `required` when nothing was chosen, `invalid` for anything else. Typed as a
 * string on input so a form can start with nothing chosen ('').
 */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .pipe(z.enum(values, { error: (issue) => (issue.input === '' ? required : invalid) }));

/** numeric(10,2): the largest amount a money column holds, in cents. */
const MAX_MONEY_CENTS = 9_999_999_999;

/** Cents of a typed amount ('150.50', '150,50', 150.5), or null when it is not one. */
function parseMoney(value: number | string): number | null {
  const text = typeof value === 'string' ? value.trim().replace(/^(\d+),(\d{1,2})$/, '$1.$2') : value;
  try {
    const cents = toCents(text);
    return cents >= 0 && cents <= MAX_MONEY_CENTS ? cents : null;
  } catch {
    return null;
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A money amount given as a number or a decimal string (two decimals at most, a comma accepted
 * for the decimal point), answered as a decimal string with two places: '150.00'. `required` when
 * it is missing or blank; `invalid` when it is not an amount or is negative. A blank amount is
 * `blankAs` instead when one is given (an optional discount is '0.00').
 */
export const money = (messages: { required: string; invalid: string; blankAs?: string }) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        if (messages.blankAs !== undefined) return messages.blankAs;
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const cents = typeof value === 'number' || typeof value === 'string' ? parseMoney(value) : null;
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return fromCents(cents);
    });
