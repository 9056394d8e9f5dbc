import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { AthleteEnrollment } from '../../../domain/enrollments';
import type { Executor } from '../../db/client';
import { athletes, enrollments, monthlyPayments, teams, units } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { athleteScope } from '../athletes/athletes.service';

/** The enrolments of one athlete (within the caller's scope) with their instalment counts, in one query. */
export async function listAthleteEnrollments(db: Executor, user: SessionUser, athleteId: number, today: string): Promise<AthleteEnrollment[]> {
  const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(and(eq(athletes.id, athleteId), athleteScope(user)));
  if (!athlete) throw notFound('Atleta não encontrado');
  const open = sql`${monthlyPayments.status} not in ('pago', 'cancelado')`;
  const rows = await db
    .select({
      id: enrollments.id,
      tipoMatricula: enrollments.tipoMatricula,
      tipoPlano: enrollments.tipoPlano,
      valorMensalidade: enrollments.valorMensalidade,
      desconto: enrollments.desconto,
      status: enrollments.status,
      dataMatricula: enrollments.dataMatricula,
      dataVencimento: enrollments.dataVencimento,
      team: { id: teams.id, nome: teams.nome, modalidade: teams.modalidade, categoria: teams.categoria },
      unit: { id: units.id, nome: units.nome },
      pagas: sql<number>`count(${monthlyPayments.id}) filter (where ${monthlyPayments.status} = 'pago')::int`,
      vencidas: sql<number>`count(${monthlyPayments.id}) filter (where ${open} and ${monthlyPayments.dataVencimento} < ${today})::int`,
      pendentes: sql<number>`count(${monthlyPayments.id}) filter (where ${open} and ${monthlyPayments.dataVencimento} >= ${today})::int`,
    })
    .from(enrollments)
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .leftJoin(monthlyPayments, eq(monthlyPayments.enrollmentId, enrollments.id))
    .where(eq(enrollments.athleteId, athleteId))
    .groupBy(enrollments.id, teams.id, units.id)
    .orderBy(desc(enrollments.dataMatricula), asc(enrollments.id));
  return rows.map(({ unit, pagas, vencidas, pendentes, team, ...row }) => ({
    ...row,
    team: { ...team, unit },
    resumo: { pagas, vencidas, pendentes },
  }));
}
