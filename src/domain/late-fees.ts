import { z } from 'zod';
import { nextBusinessDay } from './business-days';
import { daysBetween } from './dates';
import { money } from './fields';
import { moneyBR } from './format';
import { fromCents, toCents } from './money';
import { moneyText } from './responses';

/**
 * Multa e juros (docs/pix.md "Multa e juros"): what an overdue instalment costs on a given day. The
 * one rule every amount due follows — the static BR Code, the family's 'Pagar tudo', the reminders,
 * the WhatsApp charge, Processar and reconciliation — and the one the school's bank applies to its
 * cobv (API Pix: multa modalidade 2, juros modalidade 3), so both agree to the cent:
 *
 * - nothing is added until the due date has passed; a due date on a weekend or national bank
 *   holiday moves to the next business day (the API Pix's `calendario.validadeAposVencimento`:
 *   "juros e multa devem assumir essa prorrogação");
 * - the multa is a percentage of the instalment's value, once;
 * - the juros are a percentage a month, simple, pro rata die: 1/30 of it for each calendar day
 *   after that (possibly moved) due date;
 * - each is rounded to the cent (half up) on its own.
 */

/** A school's multa (% once) and juros (% a month), each as a decimal text with two places: '2.00'. */
export interface LateFeePolicy {
  multaPercentual: string;
  jurosMensalPercentual: string;
}

export interface AmountDue {
  /** The instalment's value, without fees. */
  valor: string;
  multa: string;
  juros: string;
  /** multa + juros: what Processar calls the acréscimo. */
  acrescimo: string;
  /** valor + acrescimo. */
  total: string;
  /** Calendar days the juros were counted for (0 when paid in time). */
  diasAtraso: number;
}

/** The last day an instalment due on `dataVencimento` can be paid without fees. */
export const lastDayWithoutFees = (dataVencimento: string) => nextBusinessDay(dataVencimento);

/** numerator / denominator rounded half up, for non-negative integers, without losing precision. */
function roundedDivision(numerator: bigint, denominator: bigint) {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** Hundredths of a percent in a '2.00' text: 200. */
const basisPoints = (percent: string) => BigInt(toCents(percent));

/** What an instalment of `valor`, due on `dataVencimento`, costs when paid on `on` under `policy` (none: no fees). */
export function amountDue(valor: string, dataVencimento: string, on: string, policy: LateFeePolicy | null): AmountDue {
  const cents = toCents(valor);
  const graceEnd = lastDayWithoutFees(dataVencimento);
  const late = policy !== null && on > graceEnd;
  const diasAtraso = late ? daysBetween(graceEnd, on) : 0;
  const multa = late ? roundedDivision(BigInt(cents) * basisPoints(policy.multaPercentual), 10_000n) : 0;
  const juros = late ? roundedDivision(BigInt(cents) * basisPoints(policy.jurosMensalPercentual) * BigInt(diasAtraso), 10_000n * 30n) : 0;
  return {
    valor: fromCents(cents),
    multa: fromCents(multa),
    juros: fromCents(juros),
    acrescimo: fromCents(multa + juros),
    total: fromCents(cents + multa + juros),
    diasAtraso,
  };
}

/**
 * What an open instalment costs on `on` when paying late adds something to it; null when it is paid,
 * cancelled, in time, or the school charges no fees. Screens show the amount due with it.
 */
export function overdueAmount(
  instalment: { valor: string; dataVencimento: string; status: string },
  on: string,
  policy: LateFeePolicy | null,
): AmountDue | null {
  if (instalment.status === 'pago' || instalment.status === 'cancelado') return null;
  const due = amountDue(instalment.valor, instalment.dataVencimento, on, policy);
  return toCents(due.acrescimo) > 0 ? due : null;
}

/** "R$ 183,66 com multa e juros", or just "R$ 180,00" when nothing is added: how every screen and message states an amount due. */
export const amountDueText = (due: Pick<AmountDue, 'total' | 'acrescimo'>) =>
  toCents(due.acrescimo) > 0 ? `${moneyBR(due.total)} com multa e juros` : moneyBR(due.total);

/** An amount due as the API answers it. */
export const amountDueSchema = z.object({
  valor: moneyText,
  multa: moneyText,
  juros: moneyText,
  acrescimo: moneyText,
  total: moneyText,
  diasAtraso: z.number().int(),
});

// ---- the school's settings ----

/**
 * The most a school may charge a family: the Código de Defesa do Consumidor caps the multa at 2 %
 * (art. 52 §1), and the Lei de Usura caps agreed juros at 1 % a month (12 % a year).
 */
export const MAX_MULTA_PERCENT = '2.00';
export const MAX_JUROS_PERCENT = '1.00';

export const MULTA_ABOVE_LIMIT = 'A multa não pode passar de 2% (Código de Defesa do Consumidor, art. 52)';
export const JUROS_ABOVE_LIMIT = 'Os juros não podem passar de 1% ao mês';

const percent = (required: string, invalid: string, max: string, above: string) =>
  money({ required, invalid }).refine((value) => toCents(value) <= toCents(max), above);

/** PUT /api/companies/{id}/late-fee-settings and /api/units/{id}/late-fee-settings. */
export const lateFeeSettingsInputSchema = z.object({
  multaPercentual: percent('Multa é obrigatória (0 para nenhuma)', 'Multa inválida', MAX_MULTA_PERCENT, MULTA_ABOVE_LIMIT),
  jurosMensalPercentual: percent('Juros são obrigatórios (0 para nenhum)', 'Juros inválidos', MAX_JUROS_PERCENT, JUROS_ABOVE_LIMIT),
});
export type LateFeeSettingsInput = z.input<typeof lateFeeSettingsInputSchema>;

export const lateFeeSettingsSchema = z.object({
  multaPercentual: z.string().meta({ examples: ['2.00'] }),
  jurosMensalPercentual: z.string().meta({ examples: ['1.00'] }),
});

/** GET …/late-fee-settings: the owner's own policy, or null. */
export const ownLateFeeSettingsSchema = lateFeeSettingsSchema.nullable();

/** A unit's policy: its own, else its company's (`origem`), or null when neither has one (no fees). */
export const effectiveLateFeeSettingsSchema = lateFeeSettingsSchema.extend({ origem: z.enum(['empresa', 'unidade']) }).nullable();
export type EffectiveLateFeeSettings = z.output<typeof effectiveLateFeeSettingsSchema>;

/** "2% de multa + 1% ao mês de juros", as the screens and the e-mail state a policy. */
export function describeLateFees(policy: LateFeePolicy) {
  const shown = (value: string) => value.replace(/\.00$/, '').replace('.', ',');
  return `${shown(policy.multaPercentual)}% de multa + ${shown(policy.jurosMensalPercentual)}% ao mês de juros`;
}
