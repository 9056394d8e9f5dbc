import type { PlanType } from './enrollments';

/**
 * Instalments of an enrolment (design.md "Instalments"): one per month of the plan's term, the
 * first due on the enrolment's dataVencimento and each next one on the same day of the following
 * month, clamped to the month's last day. Money is handled in integer cents only.
 */

/** Months (and so instalments) in one term of each plan. */
export const planTermMonths = {
  mensal: 1,
  trimestral: 3,
  semestral: 6,
  anual: 12,
} as const satisfies Record<PlanType, number>;

export interface PlannedInstalment {
  numeroMensalidade: number;
  /** yyyy-MM-dd */
  dataVencimento: string;
  /** Decimal string with two places, e.g. '150.00'. */
  valor: string;
}

export interface InstalmentPlanInput {
  tipoPlano: PlanType;
  /** Due date of the term's first instalment, yyyy-MM-dd. */
  dataVencimento: string;
  valorMensalidade: string | number;
  desconto?: string | number | null;
  /** Number of the term's first instalment (renewals continue the enrolment's numbering). */
  startNumber?: number;
}

export function planInstalments({
  tipoPlano,
  dataVencimento,
  valorMensalidade,
  desconto,
  startNumber = 1,
}: InstalmentPlanInput): PlannedInstalment[] {
  const months = planTermMonths[tipoPlano];
  if (!months) throw new Error(`Tipo de plano inválido: ${String(tipoPlano)}`);
  if (!Number.isInteger(startNumber) || startNumber < 1) throw new Error(`Número inicial inválido: ${startNumber}`);
  const valor = fromCents(Math.max(0, toCents(valorMensalidade) - toCents(desconto ?? 0)));
  return Array.from({ length: months }, (_, i) => ({
    numeroMensalidade: startNumber + i,
    dataVencimento: addMonthsClamped(dataVencimento, i),
    valor,
  }));
}

// ---- dates (yyyy-MM-dd, calendar arithmetic without time zones) ----

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string) {
  const match = DATE_RE.exec(date);
  if (!match) throw new Error(`Data inválida: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new Error(`Data inválida: ${date}`);
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12). */
export function daysInMonth(year: number, month: number) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date `months` months after `date`, on the same day of the month, clamped to the target
 * month's last day (31 Jan + 1 → 28/29 Feb; 31 Jan + 2 → 31 Mar: always counted from the original
 * day, so repeated dates never drift).
 */
export function addMonthsClamped(date: string, months: number) {
  if (!Number.isInteger(months)) throw new Error(`Número de meses inválido: ${months}`);
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

// ---- money (integer cents) ----

const MONEY_RE = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** A money amount ('150.00', '150.5', 150.5) as integer cents; more than two decimals is refused. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? numberToText(value) : value.trim();
  const match = MONEY_RE.exec(text);
  if (!match) throw new Error(`Valor monetário inválido: ${value}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

function numberToText(value: number) {
  if (!Number.isFinite(value)) throw new Error(`Valor monetário inválido: ${value}`);
  // A number with more than two decimals is not a money amount; toFixed would round it silently.
  const fixed = value.toFixed(2);
  if (Number(fixed) !== value) throw new Error(`Valor monetário inválido: ${value}`);
  return fixed;
}

/** Integer cents as a decimal string with two places: 15000 → '150.00'. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Centavos inválidos: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${pad(abs % 100)}`;
}
