import { addMonthsClamped, dateParts } from './dates';
import type { PaymentStatus, PlanType } from './enrollments';
import { monthName } from './format';
import { fromCents, toCents } from './money';

/**
 * Instalments of an enrolment (docs/architecture.md "Instalments"): one per month of the plan's term,
 * the first due on the enrolment's dataVencimento and each next one on the same day of the following
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

/** What one instalment charges: the fee minus the discount, never below zero. */
export const instalmentValue = (valorMensalidade: string | number, desconto?: string | number | null) =>
  fromCents(Math.max(0, toCents(valorMensalidade) - toCents(desconto ?? 0)));

function termMonths(tipoPlano: PlanType) {
  const months = planTermMonths[tipoPlano];
  if (!months) throw new Error(`Tipo de plano inválido: ${String(tipoPlano)}`);
  return months;
}

/** One term: `months` instalments numbered from `first`, each due on `dueDate(numero)`. */
function term(tipoPlano: PlanType, valor: string, first: number, dueDate: (numero: number) => string): PlannedInstalment[] {
  if (!Number.isInteger(first) || first < 1) throw new Error(`Número inicial inválido: ${first}`);
  return Array.from({ length: termMonths(tipoPlano) }, (_, i) => ({
    numeroMensalidade: first + i,
    dataVencimento: dueDate(first + i),
    valor,
  }));
}

export function planInstalments({
  tipoPlano,
  dataVencimento,
  valorMensalidade,
  desconto,
  startNumber = 1,
}: InstalmentPlanInput): PlannedInstalment[] {
  return term(tipoPlano, instalmentValue(valorMensalidade, desconto), startNumber, (numero) =>
    addMonthsClamped(dataVencimento, numero - startNumber),
  );
}

/**
 * When instalment `numeroMensalidade` of an enrolment is due: counted from the enrolment's FIRST
 * due date, so a day clamped in a short month (31 Jan → 28 Feb) comes back the month after.
 */
export const instalmentDueDate = (firstDueDate: string, numeroMensalidade: number) =>
  addMonthsClamped(firstDueDate, numeroMensalidade - 1);

/**
 * Days ahead within which an enrolment's last instalment makes it renew (docs/architecture.md
 * "Instalments").
 */
export const RENEWAL_WINDOW_DAYS = 30;

export interface RenewalInput {
  tipoPlano: PlanType;
  /** The enrolment's first due date (its dataVencimento). */
  dataVencimento: string;
  valorMensalidade: string | number;
  desconto?: string | number | null;
  /** The enrolment's last instalment, or null when it has none yet. */
  last: { numeroMensalidade: number; dataVencimento: string } | null;
  /** Renew while the last instalment is due on or before this date (today + RENEWAL_WINDOW_DAYS). */
  horizon: string;
}

/**
 * The instalments an active enrolment is owed: term after term, numbered on from its last
 * instalment, while the last one is due on or before `horizon`. An enrolment with none yet gets
 * its first term; one left behind (a server down for weeks) catches up in one call. Each date is
 * counted from the first due date, so the plan is the same however many calls it took.
 */
export function planRenewal({ tipoPlano, dataVencimento, valorMensalidade, desconto, last, horizon }: RenewalInput): PlannedInstalment[] {
  const valor = instalmentValue(valorMensalidade, desconto);
  const planned: PlannedInstalment[] = [];
  let lastNumber = last?.numeroMensalidade ?? 0;
  let lastDue = last?.dataVencimento ?? null;
  if (!Number.isInteger(lastNumber) || lastNumber < 0) throw new Error(`Número de parcela inválido: ${lastNumber}`);
  while (lastDue === null || lastDue <= horizon) {
    const next = term(tipoPlano, valor, lastNumber + 1, (numero) => instalmentDueDate(dataVencimento, numero));
    planned.push(...next);
    const lastOfTerm = next.at(-1)!;
    lastNumber = lastOfTerm.numeroMensalidade;
    lastDue = lastOfTerm.dataVencimento;
  }
  return planned;
}

/**
 * docs/architecture.md "Overdue": an instalment neither paid nor cancelled whose due date is before
 * today (the school's date, todayIn(APP_TIMEZONE)) is overdue, whatever its stored status. The SQL of
 * the financial views applies the same rule (src/server/db/instalment-sql.ts).
 */
export const isOverdue = (instalment: { status: PaymentStatus; dataVencimento: string }, today: string) =>
  instalment.status !== 'pago' && instalment.status !== 'cancelado' && instalment.dataVencimento < today;

/** What an instalment is today: paid, cancelled, overdue (`atrasado`) or still pending. */
export function instalmentSituation(instalment: { status: PaymentStatus; dataVencimento: string }, today: string): PaymentStatus {
  if (instalment.status === 'pago' || instalment.status === 'cancelado') return instalment.status;
  return isOverdue(instalment, today) ? 'atrasado' : 'pendente';
}

/** The ledger receita of a paid instalment: "Mensalidade 3 - Ana Souza". */
export const instalmentReceiptDescription = (numeroMensalidade: number, athleteName: string) =>
  `Mensalidade ${numeroMensalidade} - ${athleteName}`;

/** "novembro/2026": the month an instalment is for, the one it falls due in. */
function instalmentMonth(dataVencimento: string) {
  const [year, month] = dateParts(dataVencimento);
  return `${monthName(month)}/${year}`;
}

/**
 * What a family calls a fee, on every screen, e-mail, receipt and PIX description: "Mensalidade de
 * novembro/2026". A family counts months, not the enrolment's instalment numbers.
 */
export const feeName = (dataVencimento: string) => `Mensalidade de ${instalmentMonth(dataVencimento)}`;
