import { z } from 'zod';
import { isRealDate, SCHOOL_TIME_ZONE, todayIn } from './dates';
import { cnpjChars, isCnpj, isCpf, isPhone, onlyDigits, phoneDigits } from './documents';
import { fromCents, parseTypedMoney } from './money';

// Apart from the schemas, so a status badge does not build them when it loads.
export { activeStatuses, activeStatusLabels, type ActiveStatus } from './active-status';

/**
 * Building blocks for the area schemas. Every field carries the spec's exact message, and the
 * same schema validates the web form and the server request, so a message is written once.
 */

export const SHORT_TEXT = 255;
export const LONG_TEXT = 5000;

const TEXT_CHARACTERS = 'O texto contém caracteres não permitidos.';
const NAME_CHARACTERS = 'O nome contém caracteres não permitidos.';

/**
 * Characters that hide or reorder what a screen, a receipt or a CSV shows: controls (C0 but tab
 * and line breaks, DEL, C1), the bidirectional marks, embeddings, overrides and isolates (after a
 * U+202E the rest of a name shows backwards), and the invisible zero-width space, word joiner and BOM.
 * The zero-width joiners (U+200C, U+200D) stay: emoji sequences and some scripts need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
/** A name is one line: a tab or a line break in it is as hidden as the rest. */
const NAME_BREAKS = /[\t\n\r\u2028\u2029]/;

const shownAsTyped = (v: string) => !HIDDEN_CHARACTERS.test(v);
const shownAsTypedName = (v: string) => shownAsTyped(v) && !NAME_BREAKS.test(v);

const trimmedText = (message: string, max: number) =>
  z.string({ error: message }).trim().max(max, `Máximo de ${max} caracteres`);

export const requiredText = (message: string, max = SHORT_TEXT) =>
  trimmedText(message, max).min(1, message).refine(shownAsTyped, TEXT_CHARACTERS);

/** Optional free text: an empty or missing value is stored as null. */
export const optionalText = (max = SHORT_TEXT) =>
  trimmedText('Texto inválido', max)
    .refine(shownAsTyped, TEXT_CHARACTERS)
    .nullish()
    .transform((v) => (v ? v : null));

/** A person's, team's or organisation's name: free text on one line. */
export const requiredName = (message: string, max = SHORT_TEXT) =>
  trimmedText(message, max).min(1, message).refine(shownAsTypedName, NAME_CHARACTERS);

export const optionalName = (max = SHORT_TEXT) =>
  trimmedText('Nome inválido', max)
    .refine(shownAsTypedName, NAME_CHARACTERS)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Trimmed and lowercased before z.email() reads it: z.email().trim() would check the untrimmed
 * text, so a pasted " ana@escola.com" would be refused.
 */
const emailText = (message: string) => z.string({ error: message }).trim().toLowerCase().max(SHORT_TEXT, message);

/** zod's email: letters, digits and _'+-. before the @ (no leading or doubled dot), a real domain after it. */
export const email = (message: string) => emailText(message).pipe(z.email({ error: message }));

export const optionalEmail = (message: string) =>
  emailText(message)
    .pipe(z.union([z.literal(''), z.email({ error: message })]))
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A CPF checked by its check digits on every write (a form may only ask for one, the server still
 * stores only real CPFs); stored as its 11 digits. `required` when nothing was typed.
 */
export const cpf = (invalid: string, required = invalid) =>
  z
    .string({ error: required })
    .max(20, invalid)
    .refine((v) => onlyDigits(v) === '' || isCpf(v), invalid)
    .refine((v) => onlyDigits(v) !== '', required)
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
    .transform(cnpjChars);

const INVALID_PHONE = 'Telefone inválido';

/** A Brazilian mobile or landline with its area code, or nothing. */
const phoneText = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .max(20, invalid)
    .refine((v) => onlyDigits(v) === '' || isPhone(v), invalid);

/** Phone numbers are stored as their 10 or 11 digits, without a +55; the web shows them masked. */
export const requiredPhone = (required: string, invalid = INVALID_PHONE) =>
  phoneText(required, invalid)
    .refine((v) => onlyDigits(v) !== '', required)
    .transform(phoneDigits);

export const optionalPhone = () =>
  phoneText(INVALID_PHONE, INVALID_PHONE)
    .nullish()
    .transform((v) => (v && onlyDigits(v) ? phoneDigits(v) : null));

/** A calendar date as yyyy-MM-dd. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isRealDate, message);

/** Born on or before the school's today; a year before 1900 is a typo. */
export const birthDate = (required: string) =>
  isoDate(required)
    .refine((v) => v >= '1900-01-01', 'Data de nascimento inválida')
    .refine((v) => v <= todayIn(SCHOOL_TIME_ZONE), 'Data de nascimento não pode ser no futuro.');

/**
 * The date money moved (a payment, a ledger entry): not before 2000-01-01. Earlier dates are typos
 * (1900, 0202) that would sit first in every report; a fixed floor, unlike a "N years back" window,
 * never turns a stored entry invalid as it ages, so an old entry can still be edited.
 */
export const MONEY_DATE_FLOOR = '2000-01-01';
export const moneyDate = (required: string, label: string) =>
  isoDate(required).refine((v) => v >= MONEY_DATE_FLOOR, `${label} deve ser a partir de 01/01/2000`);

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
 * string on input so a form can start with nothing chosen (''); the API's document lists the values.
 */
export const requiredChoice = <T extends readonly [string, ...string[]]>(values: T, required: string, invalid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .meta({ enum: [...values] })
    .pipe(z.enum(values, { error: (issue) => (issue.input === '' ? required : invalid) }));

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field read by a transform from z.unknown(), so that a form's text and an API's number get the
 * same messages in the same order, and what the API's document says it takes: JSON Schema cannot
 * see through a transform, and a field documented as anything types as `unknown` in generated clients.
 */
export const documented = (jsonSchema: Record<string, unknown>) => z.unknown().meta(jsonSchema);

/** An amount as typed: digits, then a comma or a point and one or two decimals. */
const MONEY_TEXT = /^\s*\d+(?:[.,]\d{1,2})?\s*$/;
const MONEY_TEXT_OR_BLANK = /^\s*(?:\d+(?:[.,]\d{1,2})?)?\s*$/;
/** numeric(10,2): the largest amount a money column holds. */
const MAX_MONEY = 99_999_999.99;

/**
 * A list's ?pageSize=, one of the sizes its screen offers (spec 2 §9), read from the query's text
 * as z.coerce.number() would; the document lists the sizes.
 */
export const pageSizeOf = <const T extends readonly [number, ...number[]]>(sizes: T) =>
  z.preprocess(Number, z.literal(sizes, { error: 'Tamanho de página inválido' }));

/**
 * A money amount given as a number or a decimal string (two decimals at most, a comma accepted
 * for the decimal point), answered as a decimal string with two places: '150.00'. `required` when
 * it is missing or blank; `invalid` when it is not an amount or is negative. A blank amount is
 * `blankAs` instead when one is given (an optional discount is '0.00'). The API's document (and a
 * client generated from it) is told what an amount looks like; parseTypedMoney decides.
 */
export const money = (messages: { required: string; invalid: string; blankAs?: string }) =>
  documented({
    anyOf: [
      { type: 'number', minimum: 0, maximum: MAX_MONEY },
      { type: 'string', pattern: (messages.blankAs === undefined ? MONEY_TEXT : MONEY_TEXT_OR_BLANK).source },
      ...(messages.blankAs === undefined ? [] : [{ type: 'null' }]),
    ],
  })
    .optional()
    .transform((value, ctx) => {
      if (isBlank(value)) {
        if (messages.blankAs !== undefined) return messages.blankAs;
        ctx.addIssue({ code: 'custom', message: messages.required });
        return z.NEVER;
      }
      const cents = typeof value === 'number' || typeof value === 'string' ? parseTypedMoney(value) : null;
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: messages.invalid });
        return z.NEVER;
      }
      return fromCents(cents);
    });

/**
 * A whole number of something typed in a form (a string) or sent by the API (a number): `required`
 * when blank, `invalid` when it is not a whole number between min and max.
 */
export const wholeNumber = ({ required, invalid, min, max }: { required: string; invalid: string; min: number; max: number }) =>
  z
    .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) })
    .transform((value, ctx) => {
      const text = typeof value === 'string' ? value.trim() : null;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: required });
        return z.NEVER;
      }
      const n = text === null ? value : /^\d+$/.test(text) ? Number(text) : Number.NaN;
      if (typeof n !== 'number' || !Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
      return n;
    });
