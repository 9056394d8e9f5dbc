import { formatCnpjDigits, formatCpfDigits, formatPhoneDigits } from '@domain/documents';

type DateValue = string | number | Date | null | undefined;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toDate(value: Exclude<DateValue, null | undefined>): Date {
  if (typeof value !== 'string') return new Date(value);
  // "yyyy-MM-dd" is a calendar date, read in local time: Date alone would read it as UTC midnight,
  // the day before in Brazil.
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]));
  // A timestamp; "yyyy-MM-dd HH:mm" is read like "yyyy-MM-ddTHH:mm", in local time.
  return new Date(value.replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, '$1T'));
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Both patterns are digits only, so plain code writes them: date-fns and its pt-BR locale were
 * 8 KB gzip of script on nearly every screen, and the first Intl.DateTimeFormat('pt-BR') of a
 * page load takes ~30 ms, ~100 ms on a phone (measured in ADR 0007).
 */
function formatWith(value: DateValue, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return 'Sem data';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${String(date.getFullYear()).padStart(4, '0')}`;
  return withTime ? `${day} ${two(date.getHours())}:${two(date.getMinutes())}` : day;
}

/** "1 ano", "12 anos". */
export const formatAge = (idade: number) => `${idade} ${idade === 1 ? 'ano' : 'anos'}`;

/** dd/MM/yyyy; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDate(value: DateValue): string {
  return formatWith(value, false);
}

/** dd/MM/yyyy HH:mm; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, true);
}

/** Thousands grouped as pt-BR does ("20.000"), for digits without a sign or decimals. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A whole count as pt-BR writes it: "20.000". */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) && value >= 0 ? groupThousands(String(value)) : value.toLocaleString('pt-BR');
}

/**
 * Cents of an amount, rounded half away from zero from its shortest decimal form ("2.675" gives
 * 268), as Intl.NumberFormat rounds.
 */
function roundedCents(amount: number): bigint {
  const text = Math.abs(amount).toString();
  const [whole, fraction = ''] = (text.includes('e') ? Math.abs(amount).toFixed(3) : text).split('.');
  const cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  return fraction.charAt(2) >= '5' ? cents + 1n : cents;
}

/**
 * R$ with two decimals as pt-BR writes it ("R$ 1.234,50", "-R$ 12,00"); money arrives as a decimal
 * string ("150.00") or a number. Written by hand rather than with Intl.NumberFormat: building a
 * pt-BR number format loads locale data, ~30 ms of blocked main thread on a desktop and ~100 ms on
 * a phone, in the middle of a list's first render (measured in ADR 0007). format.test.ts holds it to
 * Intl's output, except that an amount rounding to zero is never written "-R$ 0,00".
 */
export function formatMoney(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number(value ?? 0);
  const cents = Number.isFinite(amount) ? roundedCents(amount) : 0n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 && cents > 0n ? '-' : '';
  return `${sign}R$\u00a0${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
}

/** "529.982.247-25"; '' when missing. */
export function formatCpf(value: string | null | undefined): string {
  return formatCpfDigits(value);
}

/** "11.222.333/0001-81"; '' when missing. */
export function formatCnpj(value: string | null | undefined): string {
  return formatCnpjDigits(value);
}

/** "(11) 98765-4321" or "(11) 3333-4444"; '' when missing. */
export function formatPhone(value: string | null | undefined): string {
  return formatPhoneDigits(value);
}
