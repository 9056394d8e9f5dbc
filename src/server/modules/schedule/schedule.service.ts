import { and, asc, eq, gte, lt, lte, ne, type SQL } from 'drizzle-orm';
import { addDays, addMonthsClamped } from '@domain/dates';
import {
  canBeApplied,
  FUTURE_APPLY,
  scheduleStatusUnchanged,
  weekStart,
  type ScheduleData,
  type ScheduleStatus,
} from '@domain/schedule';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { cronogramaTreinos, planosTreino, teams } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { TEAM_INACTIVE, TEAM_NOT_FOUND } from '@domain/messages';

export const NOT_FOUND = 'Cronograma não encontrado';
export const DUPLICATE = 'Este plano de treino já está no cronograma desta turma nesta data';
export const PLAN_NOT_FOUND = 'Plano de treino não encontrado';
export const PLAN_INACTIVE = 'Plano de treino inativo';

export interface ScheduleFilters {
  turma?: number;
  mes?: string;
  semana?: string;
  status?: ScheduleStatus;
}

/**
 * Every cronograma answer: the entry with its team's and plan's names (spec 2 §3.1), in one join.
 * The row's timestamps stay out: no screen shows them, and a network's week is ~400 entries.
 */
const withNames = (db: Executor) =>
  db
    .select({
      id: cronogramaTreinos.id,
      turmaId: cronogramaTreinos.turmaId,
      planoTreinoId: cronogramaTreinos.planoTreinoId,
      data: cronogramaTreinos.data,
      statusExecucao: cronogramaTreinos.statusExecucao,
      observacoes: cronogramaTreinos.observacoes,
      turmaNome: teams.nome,
      turmaHorario: teams.horario,
      planoTitulo: planosTreino.titulo,
      planoTempoTotalEstimado: planosTreino.tempoTotalEstimado,
    })
    .from(cronogramaTreinos)
    .innerJoin(teams, eq(teams.id, cronogramaTreinos.turmaId))
    .innerJoin(planosTreino, eq(planosTreino.id, cronogramaTreinos.planoTreinoId));

/** Entries by date, then the team's time and name: the order of the week view's day cards. */
export async function listSchedule(db: Executor, filters: ScheduleFilters) {
  const where: SQL[] = [];
  if (filters.turma) where.push(eq(cronogramaTreinos.turmaId, filters.turma));
  if (filters.status) where.push(eq(cronogramaTreinos.statusExecucao, filters.status));
  if (filters.mes) {
    const first = `${filters.mes}-01`;
    where.push(gte(cronogramaTreinos.data, first), lt(cronogramaTreinos.data, addMonthsClamped(first, 1)));
  }
  if (filters.semana) {
    const monday = weekStart(filters.semana);
    where.push(gte(cronogramaTreinos.data, monday), lte(cronogramaTreinos.data, addDays(monday, 6)));
  }
  return withNames(db)
    .where(and(...where))
    .orderBy(asc(cronogramaTreinos.data), asc(teams.horario), asc(ptBR(teams.nome)), asc(cronogramaTreinos.id));
}

export async function getScheduleEntry(db: Executor, id: number) {
  const [entry] = await withNames(db).where(eq(cronogramaTreinos.id, id));
  if (!entry) throw notFound(NOT_FOUND);
  return entry;
}

async function lockEntry(tx: Tx, id: number) {
  const [entry] = await tx.select().from(cronogramaTreinos).where(eq(cronogramaTreinos.id, id)).for('update');
  if (!entry) throw notFound(NOT_FOUND);
  return entry;
}

/**
 * The team and plan must exist, and be active when newly chosen (an entry keeps the team or plan it
 * already had after they are inactivated). The team's row lock makes writes to one team's schedule
 * wait for each other, so the duplicate check below cannot race; it does not block enrolments'
 * foreign-key checks.
 */
async function checkChoices(tx: Tx, data: ScheduleData, current?: { turmaId: number; planoTreinoId: number }) {
  const [team] = await tx.select({ status: teams.status }).from(teams).where(eq(teams.id, data.turmaId)).for('no key update');
  if (!team) throw badRequest(TEAM_NOT_FOUND, { turmaId: TEAM_NOT_FOUND });
  if (team.status !== 'ativo' && data.turmaId !== current?.turmaId) throw badRequest(TEAM_INACTIVE, { turmaId: TEAM_INACTIVE });

  const [plan] = await tx.select({ status: planosTreino.status }).from(planosTreino).where(eq(planosTreino.id, data.planoTreinoId)).for('share');
  if (!plan) throw badRequest(PLAN_NOT_FOUND, { planoTreinoId: PLAN_NOT_FOUND });
  if (plan.status !== 'ativo' && data.planoTreinoId !== current?.planoTreinoId) {
    throw badRequest(PLAN_INACTIVE, { planoTreinoId: PLAN_INACTIVE });
  }
}

async function checkDuplicate(tx: Tx, data: ScheduleData, exceptId?: number) {
  const same = [
    eq(cronogramaTreinos.turmaId, data.turmaId),
    eq(cronogramaTreinos.planoTreinoId, data.planoTreinoId),
    eq(cronogramaTreinos.data, data.data),
  ];
  if (exceptId) same.push(ne(cronogramaTreinos.id, exceptId));
  const [found] = await tx
    .select({ id: cronogramaTreinos.id })
    .from(cronogramaTreinos)
    .where(and(...same))
    .limit(1);
  if (found) throw conflict(DUPLICATE);
}

/** The form's refusal is on its status field; the status call has no form. */
function checkApplied(data: Pick<ScheduleData, 'data' | 'statusExecucao'>, today: string, field?: string) {
  if (data.statusExecucao === 'aplicado' && !canBeApplied(data.data, today)) {
    throw unprocessable(FUTURE_APPLY, field ? { [field]: FUTURE_APPLY } : undefined);
  }
}

async function insertEntry(tx: Tx, data: ScheduleData, today: string) {
  checkApplied(data, today, 'statusExecucao');
  await checkChoices(tx, data);
  await checkDuplicate(tx, data);
  const { id } = firstRow(await tx.insert(cronogramaTreinos).values(data).returning({ id: cronogramaTreinos.id }), 'insert cronograma_treinos');
  return getScheduleEntry(tx, id);
}

/**
 * The edit form may set any status (spec 2 §4); aplicado, new or kept, only on a date not after
 * today, so moving an applied entry into the future is refused too.
 */
async function writeEntry(tx: Tx, id: number, data: ScheduleData, today: string) {
  const entry = await lockEntry(tx, id);
  checkApplied(data, today, 'statusExecucao');
  await checkChoices(tx, data, entry);
  await checkDuplicate(tx, data, id);
  await tx.update(cronogramaTreinos).set(data).where(eq(cronogramaTreinos.id, id));
  return getScheduleEntry(tx, id);
}

/** 'Aplicar' and the other status changes; the row lock gives one of two simultaneous calls a 409. */
async function changeStatus(tx: Tx, id: number, status: ScheduleStatus, today: string) {
  const entry = await lockEntry(tx, id);
  if (entry.statusExecucao === status) throw conflict(scheduleStatusUnchanged(status));
  checkApplied({ data: entry.data, statusExecucao: status }, today);
  await tx.update(cronogramaTreinos).set({ statusExecucao: status }).where(eq(cronogramaTreinos.id, id));
  return { before: entry.statusExecucao, entry: await getScheduleEntry(tx, id) };
}

async function removeEntry(tx: Tx, id: number) {
  const entry = await lockEntry(tx, id);
  await tx.delete(cronogramaTreinos).where(eq(cronogramaTreinos.id, id));
  return entry;
}

const entity = 'cronograma_treinos';

export const createScheduleEntry = (db: Db, actor: Actor, data: ScheduleData, today: string) =>
  db.transaction(async (tx) => {
    const entry = await insertEntry(tx, data, today);
    await audit(tx, actor, { action: 'create', entity, entityId: entry.id, changes: data });
    return entry;
  });

export const updateScheduleEntry = (db: Db, actor: Actor, id: number, data: ScheduleData, today: string) =>
  db.transaction(async (tx) => {
    const entry = await writeEntry(tx, id, data, today);
    await audit(tx, actor, { action: 'update', entity, entityId: entry.id, changes: data });
    return entry;
  });

export const setScheduleStatus = (db: Db, actor: Actor, id: number, status: ScheduleStatus, today: string) =>
  db.transaction(async (tx) => {
    const { before, entry } = await changeStatus(tx, id, status, today);
    await audit(tx, actor, { action: 'status', entity, entityId: entry.id, changes: { de: before, para: entry.statusExecucao } });
    return entry;
  });

export const deleteScheduleEntry = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    const removed = await removeEntry(tx, id);
    const { turmaId, planoTreinoId, data, statusExecucao } = removed;
    await audit(tx, actor, { action: 'delete', entity, entityId: removed.id, changes: { turmaId, planoTreinoId, data, statusExecucao } });
  });
