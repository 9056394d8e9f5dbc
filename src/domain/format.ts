import { dateParts, zonedDateTime } from './dates';

/**
 * Everything a person reads is pt-BR: money as "R$ 1.234,50", dates as dd/MM/yyyy. This is the one
 * place that writes them, for the screens (src/web) and for what the server writes (PDFs,
 * spreadsheets, CSV files, e-mails).
 *
 * Each pattern is digits and a few words, so plain code writes them rather than Intl: date-fns and
 * its pt-BR locale were 8 KB gzip of script on nearly every screen, and the first pt-BR
 * Intl.NumberFormat or Intl.DateTimeFormat of a page load loads locale data, ~30 ms of blocked main
 * thread on a desktop and ~100 ms on a phone, in the middle of a list's first render (measured in
 * ADR 0007). The one Intl formatter used is dates.ts's kept one per time zone, for an instant on the
 * school's clock.
 */

// ---- counts and money ----

/** Thousands grouped as pt-BR does ("20.000"), for digits without a sign or decimals. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A whole count as pt-BR writes it: "20.000". */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) && value >= 0 ? groupThousands(String(value)) : value.toLocaleString('pt-BR');
}

/** "1 ano", "12 anos". */
export const formatAge = (idade: number) => `${idade} ${idade === 1 ? 'ano' : 'anos'}`;

/**
 * A decimal string as a Brazilian spreadsheet reads a number: '-1234.5' → '-1.234,50'. Done on
 * the text, so no amount ever passes through a float.
 */
export function decimalBR(value: string): string {
  const negative = value.trim().startsWith('-');
  const [whole = '', fraction = ''] = value.trim().replace(/^[-+]/, '').split('.');
  const grouped = groupThousands(whole.replace(/^0+(?=\d)/, ''));
  return `${negative ? '-' : ''}${grouped || '0'},${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * An amount ('150.00', a money column's decimal string) in what the server writes, a PDF, a CSV
 * cell or an e-mail: "R$ 1.234,50", with a plain space (formatMoney, on the screens, writes Intl's
 * no-break space).
 */
export const moneyBR = (value: string) => `R$ ${decimalBR(value)}`;

/** A money column's decimal string as a form's field shows it to be edited: '150.00' → '150,00' (parseTypedMoney reads it back). */
export const typedMoney = (value: string) => value.replace('.', ',');

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
 * R$ with two decimals as pt-BR writes it on a screen ("R$ 1.234,50", "-R$ 12,00", a no-break space
 * after R$); money arrives as a decimal string ("150.00") or a number. Written by hand rather than
 * with Intl.NumberFormat: building a pt-BR number format loads locale data, ~30 ms of blocked main
 * thread on a desktop and ~100 ms on a phone, in the middle of a list's first render (measured in
 * ADR 0007). format.test.ts holds it to Intl's output, except that an amount rounding to zero is
 * never written "-R$ 0,00".
 */
export function formatMoney(value: string | number | null | undefined): string {
  const amount = typeof value === 'number' ? value : Number(value ?? 0);
  const cents = Number.isFinite(amount) ? roundedCents(amount) : 0n;
  const digits = cents.toString().padStart(3, '0');
  const sign = amount < 0 && cents > 0n ? '-' : '';
  return `${sign}R$\u00a0${decimalBR(`${digits.slice(0, -2)}.${digits.slice(-2)}`)}`;
}

// ---- dates ----

/** 'yyyy-MM-dd' → 'dd/MM': a day where the month and year go without saying (a month's columns). */
export const dayMonthBR = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export const dateBR = (date: string) => `${dayMonthBR(date)}/${date.slice(0, 4)}`;

/**
 * An instant as dd/MM/yyyy, HH:mm (with Intl's comma) on the clock of `timeZone`, the school's
 * (APP_TIMEZONE): when a document the server writes was issued, when something in it happened.
 */
export function dateTimeBR(instant: Date | string, timeZone: string): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${dateBR(date)}, ${time}`;
}

const monthNames = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/** 3 → 'março'. */
export const monthName = (month: number) => monthNames[month - 1]!;

/** '2026-11' → 'novembro de 2026'. */
export function monthLabel(mes: string): string {
  const [year, month] = dateParts(`${mes}-01`);
  return `${monthName(month)} de ${year}`;
}

/** 'novembro de 2026' → 'Novembro de 2026': a label at the start of a line. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

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
 * What a screen shows of a date or an instant, on the local clock (the browser's, on the web).
 * Both patterns are digits only, so plain code writes them: see the top of this file.
 */
function formatWith(value: DateValue, withTime: boolean): string {
  if (value === null || value === undefined || value === '') return 'Sem data';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return 'Data inválida';
  const day = dateBR(`${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`);
  return withTime ? `${day} ${two(date.getHours())}:${two(date.getMinutes())}` : day;
}

/** dd/MM/yyyy on the local clock; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDate(value: DateValue): string {
  return formatWith(value, false);
}

/** dd/MM/yyyy HH:mm on the local clock; 'Sem data' when missing, 'Data inválida' when unreadable. */
export function formatDateTime(value: DateValue): string {
  return formatWith(value, true);
}
