import { and, asc, between, count, desc, eq, gt, gte, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays, zonedInstant } from '@domain/dates';
import { enrollmentStatuses } from '@domain/enrollments';
import { sexes, type Sex } from '@domain/athletes';
import { instalmentSituation } from '@domain/instalments';
import {
  bandBirthDates,
  REPORT_INSTALMENTS,
  reportAgeBands,
  type AthletesReport,
  type DateRange,
  type EnrollmentsReport,
  type FinanceReport,
  type ReportAgeBand,
  type ReportSummary,
  type TeamsReport,
} from '@domain/reports';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments, teams } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { instalmentTotals } from './instalment-totals';
import { periodTotals } from './ledger-totals';

/**
 * Relatórios (spec 2 §2.13): every figure is counted or summed in SQL, one statement per group of
 * figures. Every route takes the same period (null: everything) and counts what happened in it:
 * athletes and teams registered (createdAt, in the school's time zone), enrolments made
 * (dataMatricula), instalments due and ledger rows dated in it; statuses are today's. So a figure
 * shown in two places (the active enrolments, the balance) is the same number in both.
 */

export interface ReportContext {
  /** The school's date, yyyy-MM-dd. */
  today: string;
  timeZone: string;
}

/** Rows created from the first instant of `inicio` to before the first instant after `fim`, on the school's clock. */
function createdIn(column: typeof athletes.createdAt | typeof teams.createdAt, range: DateRange | null, timeZone: string) {
  if (!range) return undefined;
  return and(gte(column, zonedInstant(range.inicio, '00:00', timeZone)), lt(column, zonedInstant(addDays(range.fim, 1), '00:00', timeZone)));
}

const enrolledIn = (range: DateRange | null) => (range ? between(enrollments.dataMatricula, range.inicio, range.fim) : undefined);

const countWhere = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition ?? sql`true`}))::int`;

/** The four KPI cards: three counts in one statement, the balance from the monthly totals. */
export async function reportSummary(db: Executor, range: DateRange | null, { timeZone }: ReportContext): Promise<ReportSummary> {
  const athleteCounts = db
    .select({ total: count().as('atletas_total'), ativos: countWhere(eq(athletes.status, 'ATIVO')).as('atletas_ativos') })
    .from(athletes)
    .where(createdIn(athletes.createdAt, range, timeZone))
    .as('a');
  const teamCounts = db
    .select({ total: count().as('turmas_total'), ativas: countWhere(eq(teams.status, 'ativo')).as('turmas_ativas') })
    .from(teams)
    .where(createdIn(teams.createdAt, range, timeZone))
    .as('t');
  const enrollmentCounts = db
    .select({ total: count().as('matriculas_total'), ativas: countWhere(eq(enrollments.status, 'ativa')).as('matriculas_ativas') })
    .from(enrollments)
    .where(enrolledIn(range))
    .as('e');
  const [countRows, financeiro] = await Promise.all([
    db
      .select({
        atletas: { total: athleteCounts.total, ativos: athleteCounts.ativos },
        turmas: { total: teamCounts.total, ativas: teamCounts.ativas },
        matriculas: { total: enrollmentCounts.total, ativas: enrollmentCounts.ativas },
      })
      .from(athleteCounts)
      .crossJoin(teamCounts)
      .crossJoin(enrollmentCounts),
    periodTotals(db, range),
  ]);
  return { periodo: range, ...firstRow(countRows, 'report summary counts'), financeiro };
}

/** Atletas tab: the age bands of spec 2 §9 (age today) and the two sexes, in one pass over the athletes. */
export async function athletesReport(db: Executor, range: DateRange | null, { today, timeZone }: ReportContext): Promise<AthletesReport> {
  const bands = Object.fromEntries(
    reportAgeBands.map((band) => {
      const { after, onOrBefore } = bandBirthDates(band, today);
      return [band.faixa, countWhere(and(after ? gt(athletes.dataNascimento, after) : undefined, onOrBefore ? lte(athletes.dataNascimento, onOrBefore) : undefined))];
    }),
  );
  const bySex = Object.fromEntries(sexes.map((sexo) => [`sexo${sexo}`, countWhere(eq(athletes.sexo, sexo))]));
  const rows = await db
    .select({ total: count(), ...bands, ...bySex })
    .from(athletes)
    .where(createdIn(athletes.createdAt, range, timeZone));
  const counts = firstRow(rows, 'athletes report counts') as unknown as Record<'total' | ReportAgeBand | `sexo${Sex}`, number>;
  return {
    total: counts.total,
    faixasEtarias: reportAgeBands.map(({ faixa, label }) => ({ faixa, label, total: counts[faixa] })),
    sexo: sexes.map((sexo) => ({ sexo, total: counts[`sexo${sexo}`] })),
  };
}

/**
 * Turmas tab, per modality: the teams registered in the period, and the enrolments made in the
 * period and active today whatever the team's registration date, which is the KPI card's
 * "Matrículas Ativas" split by modality. Enrolments are counted per team first, then added up.
 */
export async function teamsReport(db: Executor, range: DateRange | null, { timeZone }: ReportContext): Promise<TeamsReport> {
  const active = db
    .select({ teamId: enrollments.teamId, ativas: count().as('ativas') })
    .from(enrollments)
    .where(and(eq(enrollments.status, 'ativa'), enrolledIn(range)))
    .groupBy(enrollments.teamId)
    .as('active');
  const registered = createdIn(teams.createdAt, range, timeZone);
  const turmas = countWhere(registered);
  const matriculasAtivas = sql<number>`coalesce(sum(${active.ativas}), 0)::int`;
  const modalidades = await db
    .select({ modalidade: teams.modalidade, turmas, matriculasAtivas })
    .from(teams)
    .leftJoin(active, eq(active.teamId, teams.id))
    .where(registered && or(registered, isNotNull(active.teamId)))
    .groupBy(teams.modalidade)
    .orderBy(desc(turmas), desc(matriculasAtivas), asc(ptBR(teams.modalidade)));
  return { modalidades };
}

/** Matrículas tab: how many enrolments of the period are in each status (every status listed, zeros too). */
export async function enrollmentsReport(db: Executor, range: DateRange | null): Promise<EnrollmentsReport> {
  const rows = await db
    .select({ status: enrollments.status, total: count() })
    .from(enrollments)
    .where(enrolledIn(range))
    .groupBy(enrollments.status);
  const byStatus = new Map(rows.map((r) => [r.status, r.total]));
  return {
    total: rows.reduce((sum, r) => sum + r.total, 0),
    status: enrollmentStatuses.map((status) => ({ status, total: byStatus.get(status) ?? 0 })),
  };
}

/**
 * Financeiro tab: the instalments due in the period (cancelled ones left out) summed from the daily
 * totals the triggers of migration 0007 keep, the ledger's general summary, and the 10 instalments
 * due last in the period.
 */
export async function financeReport(db: Executor, range: DateRange | null, { today }: ReportContext): Promise<FinanceReport> {
  const due = range ? between(instalments.dataVencimento, range.inicio, range.fim) : undefined;
  const notCancelled = ne(instalments.status, 'cancelado');
  const [pagamentos, resumo, rows] = await Promise.all([
    instalmentTotals(db, range),
    periodTotals(db, range),
    db
      .select({
        id: instalments.id,
        numeroMensalidade: instalments.numeroMensalidade,
        valor: instalments.valor,
        valorPago: instalments.valorPago,
        dataVencimento: instalments.dataVencimento,
        dataPagamento: instalments.dataPagamento,
        status: instalments.status,
        enrollmentId: instalments.enrollmentId,
        athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
        team: { id: teams.id, nome: teams.nome },
      })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .where(and(due, notCancelled))
      .orderBy(desc(instalments.dataVencimento), desc(instalments.id))
      .limit(REPORT_INSTALMENTS),
  ]);
  return {
    periodo: range,
    pagamentos,
    resumo,
    parcelas: rows.map(({ status, ...row }) => ({ ...row, situacao: instalmentSituation({ status, dataVencimento: row.dataVencimento }, today) })),
  };
}
