import { z } from 'zod';
import { sexes } from './athlete-constants';
import { addDays, addMonthsClamped, addYears } from './dates';
import { enrollmentStatuses, paymentStatuses } from './enrollment-constants';
import { isoDate } from './fields';
import { dateBR } from './format';
import { ledgerTotalsSchema, monthOf, periodInOrder } from './ledger';
import { calendarDate, moneyText, recordId } from './responses';

/**
 * Relatórios (spec 2 §2.13). One period for the whole page, its tabs and its export: the period
 * select, or the dates of the Financeiro tab. Every figure counts what happened in it: athletes
 * and teams registered, enrolments made (dataMatricula), instalments due and ledger rows dated in
 * it; a status (ativo, ativa) is today's. "todos" is everything.
 */

export const reportPeriods = ['todos', 'mes', 'trimestre', 'ano'] as const;
export type ReportPeriod = (typeof reportPeriods)[number];
export const reportPeriodLabels: Record<ReportPeriod, string> = {
  todos: 'Todo o período',
  mes: 'Este mês',
  trimestre: 'Este trimestre',
  ano: 'Este ano',
};

export const dateRangeSchema = z.object({ inicio: calendarDate, fim: calendarDate });
export type DateRange = z.output<typeof dateRangeSchema>;

/** The calendar month, quarter or year holding `today`; null for "todos". */
export function reportPeriodRange(periodo: ReportPeriod, today: string): DateRange | null {
  if (periodo === 'todos') return null;
  const year = today.slice(0, 4);
  if (periodo === 'ano') return { inicio: `${year}-01-01`, fim: `${year}-12-31` };
  if (periodo === 'mes') return monthOf(today);
  const firstMonth = Math.floor((Number(today.slice(5, 7)) - 1) / 3) * 3 + 1;
  const inicio = `${year}-${String(firstMonth).padStart(2, '0')}-01`;
  return { inicio, fim: monthOf(`${year}-${String(firstMonth + 2).padStart(2, '0')}-01`).fim };
}

/**
 * A period as the whole months it covers and the days at either end that do not fill a month: the
 * reports add the first from the ledger's monthly totals and only the second from its rows.
 */
export function splitByWholeMonths({ inicio, fim }: DateRange): { months: DateRange | null; days: DateRange[] } {
  const firstWhole = inicio.endsWith('-01') ? inicio : addMonthsClamped(monthOf(inicio).inicio, 1);
  const lastWhole = fim === monthOf(fim).fim ? fim : addDays(monthOf(fim).inicio, -1);
  if (firstWhole > lastWhole) return { months: null, days: [{ inicio, fim }] };
  const days: DateRange[] = [];
  if (inicio < firstWhole) days.push({ inicio, fim: addDays(firstWhole, -1) });
  if (lastWhole < fim) days.push({ inicio: addDays(lastWhole, 1), fim });
  return { months: { inicio: firstWhole, fim: lastWhole }, days };
}

/** Spec 2 §9 "Report age bands": the age (whole years today) each band holds, both ends inclusive. */
export const reportAgeBands = [
  { faixa: 'sub7', label: 'Sub-7', min: 0, max: 7 },
  { faixa: 'sub9', label: 'Sub-9', min: 8, max: 9 },
  { faixa: 'sub11', label: 'Sub-11', min: 10, max: 11 },
  { faixa: 'sub13', label: 'Sub-13', min: 12, max: 13 },
  { faixa: 'sub15', label: 'Sub-15', min: 14, max: 15 },
  { faixa: 'sub17', label: 'Sub-17', min: 16, max: 17 },
  { faixa: 'sub20', label: 'Sub-20', min: 18, max: 20 },
  { faixa: 'acima20', label: 'Acima de 20', min: 21, max: null },
] as const;
export type ReportAgeBand = (typeof reportAgeBands)[number]['faixa'];

/**
 * The birth dates of a band on `today`: born after `after` (exclusive) and on or before
 * `onOrBefore` (inclusive), either open. Same rule as ageOn: a birthday counts on its day.
 */
export function bandBirthDates(band: (typeof reportAgeBands)[number], today: string) {
  return {
    after: band.max === null ? null : addYears(today, -(band.max + 1)),
    onOrBefore: band.min === 0 ? null : addYears(today, -band.min),
  };
}

// ---- requests ----

const blankAsMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

export const REPORT_DATES_TOGETHER = 'Informe a data inicial e a data final';

/**
 * The page's period, the same on every report route and the export: `periodo` (this month when
 * absent, as the Financeiro tab opens), or `inicio` and `fim` together, which win over it.
 */
export const reportQuerySchema = z
  .object({
    periodo: blankAsMissing(z.enum(reportPeriods, { error: 'Período inválido' }).default('mes')),
    inicio: blankAsMissing(isoDate('Data inicial inválida').optional()),
    fim: blankAsMissing(isoDate('Data final inválida').optional()),
  })
  .refine((v) => !v.inicio === !v.fim, { path: ['fim'], message: REPORT_DATES_TOGETHER })
  .refine(periodInOrder.check, periodInOrder.params);
export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The dates a report query covers; null for "todos". */
export function reportRange(query: ReportQuery, today: string): DateRange | null {
  return query.inicio && query.fim ? { inicio: query.inicio, fim: query.fim } : reportPeriodRange(query.periodo, today);
}

/** "Este mês (01/11/2026 a 30/11/2026)", "01/03/2026 a 15/03/2026" for chosen dates, "Todo o período". */
export function reportPeriodText(query: ReportQuery, range: DateRange | null): string {
  if (!range) return reportPeriodLabels.todos;
  const dates = `${dateBR(range.inicio)} a ${dateBR(range.fim)}`;
  return query.inicio ? dates : `${reportPeriodLabels[query.periodo]} (${dates})`;
}

// ---- answers ----

const count = z.number().int();

/** GET /api/reports/summary: the four KPI cards. */
export const reportSummarySchema = z.object({
  periodo: dateRangeSchema.nullable(),
  atletas: z.object({ total: count, ativos: count }),
  turmas: z.object({ total: count, ativas: count }),
  matriculas: z.object({ total: count, ativas: count }),
  financeiro: ledgerTotalsSchema,
});
export type ReportSummary = z.output<typeof reportSummarySchema>;

/** GET /api/reports/athletes. */
export const athletesReportSchema = z.object({
  total: count,
  faixasEtarias: z.array(z.object({ faixa: z.literal(reportAgeBands.map((band) => band.faixa)), label: z.string(), total: count })),
  sexo: z.array(z.object({ sexo: z.enum(sexes), total: count })),
});
export type AthletesReport = z.output<typeof athletesReportSchema>;

/**
 * GET /api/reports/teams, per modality: the teams registered in the period, and the enrolments made
 * in the period that are active today, in a team of that modality registered whenever (the same
 * figure as the KPI card's, so the two add up).
 */
export const teamsReportSchema = z.object({
  modalidades: z.array(z.object({ modalidade: z.string(), turmas: count, matriculasAtivas: count })),
});
export type TeamsReport = z.output<typeof teamsReportSchema>;

/** GET /api/reports/enrollments. */
export const enrollmentsReportSchema = z.object({
  total: count,
  status: z.array(z.object({ status: z.enum(enrollmentStatuses), total: count })),
});
export type EnrollmentsReport = z.output<typeof enrollmentsReportSchema>;

const named = z.object({ id: recordId, nome: z.string() });

export const reportInstalmentSchema = z.object({
  id: recordId,
  numeroMensalidade: count,
  valor: moneyText,
  valorPago: moneyText.nullable(),
  dataVencimento: calendarDate,
  dataPagamento: calendarDate.nullable(),
  situacao: z.enum(paymentStatuses),
  athlete: z.object({ id: recordId, nomeCompleto: z.string() }),
  team: named,
  enrollmentId: recordId,
});
export type ReportInstalment = z.output<typeof reportInstalmentSchema>;

/**
 * GET /api/reports/finance. pagamentos: instalments (not cancelled) due in the period: esperado
 * their value, recebido what was paid for the paid ones, descontos what the paid ones were
 * discounted (their value less what was paid), pendente the value of the open ones. So
 * esperado = recebido + descontos + pendente, to the cent.
 */
export const financeReportSchema = z.object({
  periodo: dateRangeSchema.nullable(),
  pagamentos: z.object({ esperado: moneyText, recebido: moneyText, descontos: moneyText, pendente: moneyText, pagas: count, total: count }),
  resumo: ledgerTotalsSchema,
  /** Spec 2 §9: at most 10, newest due date first. */
  parcelas: z.array(reportInstalmentSchema),
});
export type FinanceReport = z.output<typeof financeReportSchema>;

export const REPORT_INSTALMENTS = 10;

/** relatorio_2026-11-22.csv ("named by the current date", spec 2 §9). */
export const reportCsvFileName = (today: string) => `relatorio_${today}.csv`;
