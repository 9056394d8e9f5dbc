import { and, asc, count, desc, eq, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import { addYears } from '@domain/dates';
import type {
  Enrollment,
  EnrollmentData,
  EnrollmentDeactivation,
  EnrollmentEdit,
  EnrollmentList,
  enrollmentListQuerySchema,
  EnrollmentReactivation,
  PaymentValueChange,
  TeamChange,
} from '@domain/enrollments';
import { instalmentValue } from '@domain/instalments';
import { toCents } from '@domain/money';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments, paymentValueHistory, teamChangeHistory, teams, units } from '../../db/schema/index';
import { containsPattern, ptBR, searchText } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { athleteSearchCondition } from '../../db/athlete-sql';
import { athleteScope } from '../../auth/scopes';
import { openInstalment } from '../../db/instalment-sql';
import { enrollmentTermsColumns } from '../../db/enrollment-columns';
import { renewDue } from './renewal';
import { ATHLETE_INACTIVE, ATHLETE_NOT_FOUND, ENROLLMENT_NOT_FOUND, TEAM_INACTIVE, TEAM_NOT_FOUND } from '@domain/messages';

export const ENROLLMENT_INACTIVE = 'Esta matrícula está inativa. Reative-a antes de editar.';
export const DUPLICATE_ENROLLMENT = 'Este atleta já possui uma matrícula ativa nesta turma';
export const ALREADY_INACTIVE = 'Esta matrícula já está inativa';
export const ALREADY_ACTIVE = 'Esta matrícula já está ativa';
export const ATHLETE_INACTIVE_REFUSAL = 'Não é possível reativar a matrícula: o atleta está inativo. Reative o atleta primeiro.';
export const inactiveTeamRefusal = (nome: string) =>
  `Não é possível reativar a matrícula: a turma ${nome} está inativa. Reative a turma ou troque a matrícula de turma.`;
export const FIRST_DUE_TOO_FAR = 'Data de vencimento deve estar a no máximo um ano de hoje';
/** A first due date this far from today is taken for a typo (2006 for 2026): it would plan years of instalments. */
const MAX_FIRST_DUE_YEARS = 1;

/** An enrolment with its athlete, team and unit: what every enrolments call answers. */
const withRelations = (db: Executor) =>
  db
    .select({
      ...enrollmentTermsColumns,
      athleteId: enrollments.athleteId,
      teamId: enrollments.teamId,
      dataInativacao: enrollments.dataInativacao,
      createdAt: enrollments.createdAt,
      updatedAt: enrollments.updatedAt,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto, cpf: athletes.cpf },
      team: { id: teams.id, nome: teams.nome },
      unit: { id: units.id, nome: units.nome },
    })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId));

type EnrollmentRow = Awaited<ReturnType<typeof withRelations>>[number];
const toEnrollment = ({ team, unit, createdAt, updatedAt, ...row }: EnrollmentRow): Enrollment => ({
  ...row,
  createdAt: createdAt.toISOString(),
  updatedAt: updatedAt.toISOString(),
  team: { ...team, unit },
});

/** Athlete name, CPF or guardian (as on /atletas), or team name, ignoring accents and case. */
const enrollmentSearchCondition = (term: string) =>
  or(athleteSearchCondition(term), sql`${searchText(teams.nome)} like ${searchText(containsPattern(term))}`)!;

/**
 * How many enrolments match `where`. athlete_id and team_id are required foreign keys, so joining
 * athletes or teams never changes the count: they are joined only when a filter reads them (the
 * joins took 20 of the 23 ms the list cost on 20,000 enrolments).
 */
export function countEnrollments(db: Executor, where: SQL | undefined, reads: { athletes: boolean; teams: boolean }) {
  let query = db.select({ total: count() }).from(enrollments).$dynamic();
  if (reads.athletes) query = query.innerJoin(athletes, eq(athletes.id, enrollments.athleteId));
  if (reads.teams) query = query.innerJoin(teams, eq(teams.id, enrollments.teamId));
  return query.where(where);
}

export async function listEnrollments(
  db: Executor,
  user: SessionUser,
  query: z.output<typeof enrollmentListQuerySchema>,
): Promise<EnrollmentList> {
  const scope = athleteScope(user);
  const filters: (SQL | undefined)[] = [scope];
  if (query.busca) filters.push(enrollmentSearchCondition(query.busca));
  // Spec 1 §4: anything not ativa counts as inactive.
  if (query.status) filters.push(query.status === 'ativa' ? eq(enrollments.status, 'ativa') : ne(enrollments.status, 'ativa'));
  if (query.teamId) filters.push(eq(enrollments.teamId, query.teamId));
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    withRelations(db)
      .where(where)
      .orderBy(asc(ptBR(athletes.nomeCompleto)), asc(enrollments.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    countEnrollments(db, where, { athletes: Boolean(scope || query.busca), teams: Boolean(query.busca) }),
  ]);
  return { items: rows.map(toEnrollment), total: firstRow(counted, 'count enrollments').total, page: query.page, pageSize: query.pageSize };
}

export async function getEnrollment(db: Executor, user: SessionUser, id: number): Promise<Enrollment> {
  const [row] = await withRelations(db).where(and(eq(enrollments.id, id), athleteScope(user)));
  if (!row) throw notFound(ENROLLMENT_NOT_FOUND);
  return toEnrollment(row);
}

/**
 * The team an enrolment moves to must exist and be active. The share lock holds off the team's
 * inactivation until this transaction ends.
 */
async function checkTeam(tx: Tx, teamId: number) {
  const [team] = await tx.select({ status: teams.status }).from(teams).where(eq(teams.id, teamId)).for('share');
  if (!team) throw badRequest(TEAM_NOT_FOUND, { teamId: TEAM_NOT_FOUND });
  if (team.status !== 'ativo') throw badRequest(TEAM_INACTIVE, { teamId: TEAM_INACTIVE });
}

/**
 * A new active enrolment, enrolled today, with its first term of instalments and any renewal
 * already due (docs/architecture.md "Instalments"), in the caller's transaction. The athlete's row
 * lock serialises this with the athlete's inactivation (which cancels active enrolments) and with a
 * second enrolment in the same team.
 */
async function insertEnrollment(tx: Tx, user: SessionUser, data: EnrollmentData, today: string) {
  if (data.dataVencimento < addYears(today, -MAX_FIRST_DUE_YEARS) || data.dataVencimento > addYears(today, MAX_FIRST_DUE_YEARS)) {
    throw badRequest(FIRST_DUE_TOO_FAR, { dataVencimento: FIRST_DUE_TOO_FAR });
  }
  const [athlete] = await tx
    .select({ status: athletes.status })
    .from(athletes)
    .where(and(eq(athletes.id, data.athleteId), athleteScope(user)))
    .for('no key update');
  if (!athlete) throw badRequest(ATHLETE_NOT_FOUND, { athleteId: ATHLETE_NOT_FOUND });
  if (athlete.status !== 'ATIVO') throw badRequest(ATHLETE_INACTIVE, { athleteId: ATHLETE_INACTIVE });
  await checkTeam(tx, data.teamId);
  const { existing } = firstRow(
    await tx
      .select({ existing: count() })
      .from(enrollments)
      .where(and(eq(enrollments.athleteId, data.athleteId), eq(enrollments.teamId, data.teamId), eq(enrollments.status, 'ativa'))),
    'count enrollments',
  );
  if (existing > 0) throw conflict(DUPLICATE_ENROLLMENT);

  const { id } = firstRow(
    await tx
      .insert(enrollments)
      .values({ ...data, status: 'ativa', dataMatricula: today })
      .returning({ id: enrollments.id }),
    'insert enrollments',
  );
  const instalmentCount = (await renewDue(tx, today, { enrollmentId: id })).get(id) ?? 0;
  return { enrollment: await getEnrollment(tx, user, id), instalments: instalmentCount };
}

/** Locks the enrolment for a change; the lock lets a payment's ledger row still reference it. */
async function lockEnrollment(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx
    .select({ enrollment: enrollments })
    .from(enrollments)
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(and(eq(enrollments.id, id), athleteScope(user)))
    .for('no key update', { of: enrollments });
  if (!row) throw notFound(ENROLLMENT_NOT_FOUND);
  return row.enrollment;
}

/** Instalments the enrolment still owes and that are not yet due: what a change of the fee reaches. */
const openFromToday = (id: number, today: string) =>
  and(eq(instalments.enrollmentId, id), openInstalment, gte(instalments.dataVencimento, today));

/**
 * Spec 1 §5 "Enrolment edit" on an active enrolment (spec 1 §4): records a team change, and a
 * change of the fee or of the discount (either changes what the family pays), in their histories,
 * and re-values the instalments not yet paid and not yet due (paid and overdue ones keep the value
 * they were charged).
 */
async function writeEnrollment(tx: Tx, user: SessionUser, id: number, data: EnrollmentEdit, today: string) {
  const current = await lockEnrollment(tx, user, id);
  if (current.status !== 'ativa') throw conflict(ENROLLMENT_INACTIVE);
  if (data.teamId !== current.teamId) {
    await checkTeam(tx, data.teamId);
    await tx.insert(teamChangeHistory).values({ enrollmentId: id, oldTeamId: current.teamId, newTeamId: data.teamId });
  }
  if (toCents(data.valorMensalidade) !== toCents(current.valorMensalidade) || toCents(data.desconto) !== toCents(current.desconto)) {
    await tx.insert(paymentValueHistory).values({
      enrollmentId: id,
      oldValue: current.valorMensalidade,
      newValue: data.valorMensalidade,
      oldDiscount: current.desconto,
      newDiscount: data.desconto,
    });
  }
  await tx.update(enrollments).set(data).where(eq(enrollments.id, id));
  const valor = instalmentValue(data.valorMensalidade, data.desconto);
  const revalued =
    valor === instalmentValue(current.valorMensalidade, current.desconto)
      ? []
      : await tx.update(instalments).set({ valor }).where(openFromToday(id, today)).returning({ id: instalments.id });
  return { enrollment: await getEnrollment(tx, user, id), revaluedPayments: revalued.length };
}

/**
 * Inactivates an active enrolment and, as the athlete's inactivation does, cancels its open
 * instalments not yet due; overdue ones stay owed (docs/architecture.md "Inactivating").
 */
async function inactivate(tx: Tx, user: SessionUser, id: number, today: string): Promise<EnrollmentDeactivation> {
  const current = await lockEnrollment(tx, user, id);
  if (current.status !== 'ativa') throw conflict(ALREADY_INACTIVE);
  await tx.update(enrollments).set({ status: 'inativa', dataInativacao: today }).where(eq(enrollments.id, id));
  const cancelled = await tx
    .update(instalments)
    .set({ status: 'cancelado' })
    .where(openFromToday(id, today))
    .returning({ id: instalments.id });
  return { enrollment: await getEnrollment(tx, user, id), inactivatedPayments: cancelled.length };
}

/**
 * Reactivates an enrolment (inativa, or cancelada by the athlete's inactivation): reopens its
 * cancelled instalments not yet due and renews it, storing as cancelled the instalments of the
 * months it was inactive, so they are not charged. Its athlete and team must be active.
 */
async function reactivate(tx: Tx, user: SessionUser, id: number, today: string): Promise<EnrollmentReactivation> {
  const current = await lockEnrollment(tx, user, id);
  if (current.status === 'ativa') throw conflict(ALREADY_ACTIVE);
  const athlete = firstRow(
    await tx.select({ status: athletes.status }).from(athletes).where(eq(athletes.id, current.athleteId)).for('share'),
    'athlete of the enrollment',
  );
  if (athlete.status !== 'ATIVO') throw conflict(ATHLETE_INACTIVE_REFUSAL);
  const team = firstRow(
    await tx.select({ nome: teams.nome, status: teams.status }).from(teams).where(eq(teams.id, current.teamId)).for('share'),
    'team of the enrollment',
  );
  if (team.status !== 'ativo') throw conflict(inactiveTeamRefusal(team.nome));
  await tx.update(enrollments).set({ status: 'ativa', dataInativacao: null }).where(eq(enrollments.id, id));
  const reopened = await tx
    .update(instalments)
    .set({ status: 'pendente' })
    .where(and(eq(instalments.enrollmentId, id), eq(instalments.status, 'cancelado'), gte(instalments.dataVencimento, today)))
    .returning({ id: instalments.id });
  await renewDue(tx, today, { enrollmentId: id, chargeFrom: today });
  return { enrollment: await getEnrollment(tx, user, id), reactivatedPayments: reopened.length };
}

const oldTeam = alias(teams, 'old_team');
const newTeam = alias(teams, 'new_team');

export async function listTeamChanges(db: Executor, user: SessionUser, id: number): Promise<TeamChange[]> {
  await getEnrollment(db, user, id);
  const rows = await db
    .select({
      id: teamChangeHistory.id,
      changeDate: teamChangeHistory.changeDate,
      oldTeamId: teamChangeHistory.oldTeamId,
      newTeamId: teamChangeHistory.newTeamId,
      oldTeam: { id: oldTeam.id, nome: oldTeam.nome },
      newTeam: { id: newTeam.id, nome: newTeam.nome },
    })
    .from(teamChangeHistory)
    .leftJoin(oldTeam, eq(oldTeam.id, teamChangeHistory.oldTeamId))
    .leftJoin(newTeam, eq(newTeam.id, teamChangeHistory.newTeamId))
    .where(eq(teamChangeHistory.enrollmentId, id))
    .orderBy(desc(teamChangeHistory.changeDate), desc(teamChangeHistory.id));
  return rows.map((row) => ({ ...row, changeDate: row.changeDate.toISOString() }));
}

export async function listPaymentChanges(db: Executor, user: SessionUser, id: number): Promise<PaymentValueChange[]> {
  await getEnrollment(db, user, id);
  const rows = await db
    .select({
      id: paymentValueHistory.id,
      changeDate: paymentValueHistory.changeDate,
      oldValue: paymentValueHistory.oldValue,
      newValue: paymentValueHistory.newValue,
      oldDiscount: paymentValueHistory.oldDiscount,
      newDiscount: paymentValueHistory.newDiscount,
    })
    .from(paymentValueHistory)
    .where(eq(paymentValueHistory.enrollmentId, id))
    .orderBy(desc(paymentValueHistory.changeDate), desc(paymentValueHistory.id));
  return rows.map((row) => ({ ...row, changeDate: row.changeDate.toISOString() }));
}

export const createEnrollment = (db: Db, actor: Actor, user: SessionUser, data: EnrollmentData, today: string) =>
  db.transaction(async (tx) => {
    const created = await insertEnrollment(tx, user, data, today);
    await audit(tx, actor, {
      action: 'create',
      entity: 'enrollments',
      entityId: created.enrollment.id,
      changes: { ...data, parcelasCriadas: created.instalments },
    });
    return created.enrollment;
  });

export const updateEnrollment = (db: Db, actor: Actor, user: SessionUser, id: number, data: EnrollmentEdit, today: string) =>
  db.transaction(async (tx) => {
    const updated = await writeEnrollment(tx, user, id, data, today);
    await audit(tx, actor, {
      action: 'update',
      entity: 'enrollments',
      entityId: updated.enrollment.id,
      changes: { ...data, parcelasReajustadas: updated.revaluedPayments },
    });
    return updated.enrollment;
  });

export const deactivateEnrollment = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  db.transaction(async (tx) => {
    const result = await inactivate(tx, user, id, today);
    await audit(tx, actor, {
      action: 'deactivate',
      entity: 'enrollments',
      entityId: result.enrollment.id,
      changes: { inactivatedPayments: result.inactivatedPayments },
    });
    return result;
  });

export const reactivateEnrollment = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  db.transaction(async (tx) => {
    const result = await reactivate(tx, user, id, today);
    await audit(tx, actor, {
      action: 'reactivate',
      entity: 'enrollments',
      entityId: result.enrollment.id,
      changes: { reactivatedPayments: result.reactivatedPayments },
    });
    return result;
  });
