import { and, asc, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import type {
  AthleteEnrollment,
  EnrollmentPayments,
  EnrollmentPaymentsList,
  enrollmentPaymentsQuerySchema,
  Instalment,
} from '@domain/enrollments';
import { instalmentSituation } from '@domain/instalments';
import { overdueAmount, type LateFeePolicy } from '@domain/late-fees';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments, teams, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { notFound } from '../../http/errors';
import { enrollmentTermsColumns } from '../../db/enrollment-columns';
import { athleteNameMatches, photoUrl } from '../../db/athlete-sql';
import { athleteScope } from '../../auth/scopes';
import { countEnrollments } from '../enrollments/enrollments.service';
import { unitHasPix } from '../../db/pix-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { instalmentCounts, openInstalment, overdueInstalment } from '../../db/instalment-sql';
import { ATHLETE_NOT_FOUND, ENROLLMENT_NOT_FOUND } from '@domain/messages';

/**
 * The financial views of enrolments (spec 1 §2.7, §2.8, §2.14): instalment counts and totals are
 * computed in SQL, overdue decided by the date (instalment-sql.ts).
 */

/** The enrolments of one athlete (within the caller's scope) with their instalment counts, in one query. */
export async function listAthleteEnrollments(db: Executor, user: SessionUser, athleteId: number, today: string): Promise<AthleteEnrollment[]> {
  const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(and(eq(athletes.id, athleteId), athleteScope(user)));
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  const rows = await db
    .select({
      ...enrollmentTermsColumns,
      team: { id: teams.id, nome: teams.nome, modalidade: teams.modalidade, categoria: teams.categoria },
      unit: { id: units.id, nome: units.nome },
      ...instalmentCounts(today),
    })
    .from(enrollments)
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .leftJoin(instalments, eq(instalments.enrollmentId, enrollments.id))
    .where(eq(enrollments.athleteId, athleteId))
    .groupBy(enrollments.id, teams.id, units.id)
    .orderBy(desc(enrollments.dataMatricula), asc(enrollments.id));
  return rows.map(({ unit, pagas, vencidas, pendentes, team, ...row }) => ({
    ...row,
    team: { ...team, unit },
    resumo: { pagas, vencidas, pendentes },
  }));
}

export type EnrollmentPaymentsFilters = Pick<z.output<typeof enrollmentPaymentsQuerySchema>, 'unitId' | 'busca' | 'situacao' | 'somenteVencidas'>;

/**
 * The filters of Gestão Financeira (its list and its export) over enrollments joined with athletes
 * and teams, within the caller's scope; the scope is also answered on its own, as the list's count
 * joins athletes only when one applies. The situation filters are EXISTS tests, which stop at the
 * first matching instalment.
 */
export function enrollmentPaymentsWhere(user: SessionUser, query: EnrollmentPaymentsFilters, today: string) {
  const hasInstalment = (condition: SQL) =>
    sql`exists (select 1 from ${instalments} where ${instalments.enrollmentId} = ${enrollments.id} and ${condition})`;
  const scope = athleteScope(user);
  const filters: (SQL | undefined)[] = [scope];
  if (query.unitId) filters.push(eq(teams.unitId, query.unitId));
  if (query.busca) filters.push(athleteNameMatches(query.busca));
  if (query.situacao === 'em_dia') filters.push(not(hasInstalment(overdueInstalment(today))));
  if (query.situacao === 'em_aberto') filters.push(hasInstalment(openInstalment));
  if (query.situacao === 'vencida' || query.somenteVencidas) filters.push(hasInstalment(overdueInstalment(today)));
  return { where: and(...filters), scope };
}

/**
 * Gestão Financeira: one page of enrolments with their athlete, team, unit and instalment counts
 * in one query, and the total in a second. The counts come from a lateral aggregate evaluated only
 * for the rows of the page.
 */
export async function listEnrollmentPayments(
  db: Executor,
  user: SessionUser,
  query: z.output<typeof enrollmentPaymentsQuerySchema>,
  today: string,
): Promise<EnrollmentPaymentsList> {
  const counts = instalmentCounts(today);
  const resumo = db
    .select({ pagas: counts.pagas.as('pagas'), vencidas: counts.vencidas.as('vencidas'), pendentes: counts.pendentes.as('pendentes') })
    .from(instalments)
    .where(eq(instalments.enrollmentId, enrollments.id))
    .as('resumo');
  const { where, scope } = enrollmentPaymentsWhere(user, query, today);
  const overdueOnly =
    (query.somenteVencidas || query.situacao === 'vencida') && (!query.situacao || query.situacao === 'vencida') && !scope && !query.unitId && !query.busca;

  const name = ptBR(athletes.nomeCompleto);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: enrollments.id,
        tipoPlano: enrollments.tipoPlano,
        valorMensalidade: enrollments.valorMensalidade,
        status: enrollments.status,
        athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto, hasPhoto: sql<boolean>`${athletes.foto} is not null`, updatedAt: athletes.updatedAt },
        team: { id: teams.id, nome: teams.nome },
        unit: { id: units.id, nome: units.nome },
        pagas: resumo.pagas,
        vencidas: resumo.vencidas,
        pendentes: resumo.pendentes,
      })
      .from(enrollments)
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .innerJoin(units, eq(units.id, teams.unitId))
      .innerJoinLateral(resumo, sql`true`)
      .where(where)
      .orderBy(query.ordem === 'desc' ? desc(name) : asc(name), asc(enrollments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    overdueOnly
      ? // Every instalment belongs to one enrolment, so the overdue ones' distinct enrolments are the
        // count, read from the overdue range of an index without visiting the 20,000 enrolments.
        // (count(distinct) made the planner walk the other open-instalments index, in enrolment order.)
        db
          .select({ total: count() })
          .from(db.selectDistinct({ id: instalments.enrollmentId }).from(instalments).where(overdueInstalment(today)).as('overdue'))
      : countEnrollments(db, where, { athletes: Boolean(scope || query.busca), teams: Boolean(query.unitId) }),
  ]);

  return {
    items: rows.map(({ athlete: { hasPhoto, updatedAt, ...athlete }, pagas, vencidas, pendentes, ...row }) => ({
      ...row,
      athlete: { ...athlete, fotoUrl: photoUrl(athlete.id, hasPhoto, updatedAt) },
      resumo: { pagas, vencidas, pendentes },
    })),
    total: firstRow(counted, 'count enrollments').total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type InstalmentRow = typeof instalments.$inferSelect;

/** An instalment as answered: dates of time as ISO text, its situation today and, overdue, what it costs today under `policy`. */
export const toInstalment = (row: InstalmentRow, today: string, policy: LateFeePolicy | null): Instalment => ({
  ...row,
  situacao: instalmentSituation(row, today),
  atraso: overdueAmount(row, today, policy),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const moneyTotal = (condition: SQL, amount: SQL) => ({
  valor: sql<string>`coalesce(sum(${amount}) filter (where ${condition}), 0)::numeric(12, 2)::text`,
  quantidade: sql<number>`count(*) filter (where ${condition})::int`,
});

/** One enrolment's instalments and its three summary cards (spec 1 §2.8), the sums done in SQL. */
export async function getEnrollmentPayments(db: Executor, user: SessionUser, id: number, today: string): Promise<EnrollmentPayments> {
  const [enrollment] = await db
    .select({
      ...enrollmentTermsColumns,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      team: { id: teams.id, nome: teams.nome },
      unit: { id: units.id, nome: units.nome },
      pix: unitHasPix(units.id),
      multaJuros: unitLateFees(units.id),
    })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .where(and(eq(enrollments.id, id), athleteScope(user)));
  if (!enrollment) throw notFound(ENROLLMENT_NOT_FOUND);

  const paid = sql`${instalments.status} = 'pago'`;
  const notCancelled = sql`${instalments.status} <> 'cancelado'`;
  // What an instalment counts for: what was paid once paid, its value while open.
  const amount = sql`case when ${paid} then ${instalments.valorPago} else ${instalments.valor} end`;
  const ofEnrollment = eq(instalments.enrollmentId, id);
  const [rows, totalRows] = await Promise.all([
    db.select().from(instalments).where(ofEnrollment).orderBy(asc(instalments.numeroMensalidade)),
    db
      .select({ emAberto: moneyTotal(openInstalment, amount), pago: moneyTotal(paid, amount), geral: moneyTotal(notCancelled, amount) })
      .from(instalments)
      .where(ofEnrollment),
  ]);

  const { team, unit, ...rest } = enrollment;
  return {
    ...rest,
    team: { ...team, unit },
    monthlyPayments: rows.map((row) => toInstalment(row, today, rest.multaJuros)),
    totals: firstRow(totalRows, 'instalment totals'),
  };
}
