import {
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  parsePhone,
} from '@brazilian-utils/brazilian-utils';

export const onlyDigits = (value: string) => value.replace(/\D/g, '');
/** A CNPJ without its mask: digits, and since July 2026 letters too (upper-case), as it is stored. */
export const cnpjChars = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

export const isCpf = (value: string) => isValidCpf(onlyDigits(value));
/** Numeric or alphanumeric (Receita Federal, July 2026). */
export const isCnpj = (value: string) => isValidCnpj(value, { version: 2 });

/** A mobile or landline with a real area code, formatted or not, with or without +55. */
export const isPhone = (value: string) => isValidPhone(value);
/** A valid phone's 10 or 11 digits, the country code dropped. */
export const phoneDigits = (value: string) => parsePhone(value);

export const formatCpfDigits = (value: string | null | undefined) => (value ? formatCpf(value) : '');
export const formatCnpjDigits = (value: string | null | undefined) => (value ? formatCnpj(value, { version: 2 }) : '');
/** A stored phone's 10 or 11 digits as "(11) 3333-4444" or "(11) 98765-4321". */
export const formatPhoneDigits = (value: string | null | undefined) => (value ? formatPhone(value, { mask: 'nanp' }) : '');

/*
 * The input masks. brazilian-utils formats partial input too: it keeps the digits, drops the rest
 * and writes a separator only once a digit follows it, so "5299" shows "529.9" and erasing the last
 * digit after a separator erases the separator too.
 */

/** "529.982.247-25" as the user types. */
export const maskCpf = (value: string) => formatCpf(value);

/** A CPF's digits as "***.982.247-**", the masking the federal government uses to publish a CPF (and banks use in a statement). */
export const maskedCpf = (digits: string) => `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;

/** "11.222.333/0001-81", or "12.ABC.345/01DE-35" for an alphanumeric CNPJ, as the user types. */
export const maskCnpj = (value: string) => formatCnpj(value, { version: 2 });

/** "01310-930" as the user types. */
export const maskCep = (value: string) => formatCep(value);

/**
 * "(11) 98765-4321" for mobiles, "(11) 3333-4444" for landlines, as the user types. A pasted
 * "+55 11 98765-4321" loses its country code, as phoneDigits stores it. Grouped here rather than by
 * formatPhone's "nanp" mask: that one groups a partial number as a mobile ("(11) 98765-4") and
 * regroups at the tenth digit and again at the eleventh; a landline grouping until the eleventh
 * digit moves the dash once for a mobile and never for a landline.
 */
export function maskPhone(value: string) {
  const d = parsePhone(value);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const area = d.slice(0, 2);
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  if (rest.length <= split) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}
