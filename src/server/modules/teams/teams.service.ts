import { and, asc, count, eq, getTableColumns } from 'drizzle-orm';
import type { ActiveStatus } from '@domain/fields';
import { parseWeekdays } from '@domain/organization';
import type { TeamData } from '@domain/teams';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { enrollments, teams, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { TEAM_NOT_FOUND, UNIT_INACTIVE, UNIT_NOT_FOUND } from '@domain/messages';

export const activeEnrollmentsRefusal = (active: number) =>
  `Não é possível inativar a turma: ela possui ${active} ${active === 1 ? 'matrícula ativa' : 'matrículas ativas'}. Encerre as matrículas ou transfira-as para outra turma primeiro.`;
export const inactiveUnitRefusal = (nome: string) =>
  `Não é possível reativar a turma: a unidade ${nome} está inativa. Reative a unidade primeiro.`;
export const enrolledTeamRefusal = (enrolled: number) =>
  `Não é possível excluir a turma: ela possui ${enrolled} ${enrolled === 1 ? 'matrícula' : 'matrículas'}. Inative a turma em vez de excluí-la.`;

/** A team with its unit's name and diasSemana read from its stored JSON text: what every teams call answers. */
const withUnit = (db: Executor) =>
  db
    .select({ ...getTableColumns(teams), unit: { id: units.id, nome: units.nome } })
    .from(teams)
    .innerJoin(units, eq(units.id, teams.unitId));

type TeamRow = Awaited<ReturnType<typeof withUnit>>[number];
const toTeam = (row: TeamRow) => ({ ...row, diasSemana: parseWeekdays(row.diasSemana) });

export async function listTeams(db: Executor) {
  const rows = await withUnit(db).orderBy(asc(ptBR(teams.nome)), asc(teams.id));
  return rows.map(toTeam);
}

export async function getTeam(db: Executor, id: number) {
  const [row] = await withUnit(db).where(eq(teams.id, id));
  if (!row) throw notFound(TEAM_NOT_FOUND);
  return toTeam(row);
}

/**
 * The chosen unit must exist, and be active for an active team: a unit with active teams is never
 * inactive (units.service.ts). The share lock holds off the unit's inactivation until this
 * transaction ends.
 */
async function checkUnit(tx: Tx, unitId: number, teamStatus: ActiveStatus) {
  const [unit] = await tx.select({ status: units.status }).from(units).where(eq(units.id, unitId)).for('share');
  if (!unit) throw badRequest(UNIT_NOT_FOUND, { unitId: UNIT_NOT_FOUND });
  if (teamStatus === 'ativo' && unit.status !== 'ativo') throw badRequest(UNIT_INACTIVE, { unitId: UNIT_INACTIVE });
}

const toRow = (data: TeamData) => ({ ...data, diasSemana: JSON.stringify(data.diasSemana) });

async function insertTeam(tx: Tx, data: TeamData) {
  await checkUnit(tx, data.unitId, 'ativo');
  const { id } = firstRow(await tx.insert(teams).values(toRow(data)).returning({ id: teams.id }), 'insert teams');
  return getTeam(tx, id);
}

async function lockTeam(tx: Tx, id: number) {
  const [team] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

async function writeTeam(tx: Tx, id: number, data: TeamData) {
  const team = await lockTeam(tx, id);
  await checkUnit(tx, data.unitId, team.status);
  await tx.update(teams).set(toRow(data)).where(eq(teams.id, id));
  return getTeam(tx, id);
}

/**
 * A team with active enrolments cannot be inactivated: they would go on billing in a team nobody can
 * pick any more. They are ended or moved to another team first; the row lock holds off a new one
 * meanwhile. A team of an inactive unit cannot be reactivated (the unit rule's other side).
 */
async function changeTeamStatus(tx: Tx, id: number, status: ActiveStatus) {
  const team = await lockTeam(tx, id);
  if (status === 'inativo') {
    const { active } = firstRow(
      await tx
        .select({ active: count() })
        .from(enrollments)
        .where(and(eq(enrollments.teamId, id), eq(enrollments.status, 'ativa'))),
      'count enrollments',
    );
    if (active > 0) throw conflict(activeEnrollmentsRefusal(active));
  } else {
    const unit = firstRow(
      await tx
        .select({ nome: units.nome, status: units.status })
        .from(units)
        .where(eq(units.id, team.unitId))
        .for('share'),
      'unit of the team',
    );
    if (unit.status !== 'ativo') throw conflict(inactiveUnitRefusal(unit.nome));
  }
  await tx.update(teams).set({ status }).where(eq(teams.id, id));
  return getTeam(tx, id);
}

/**
 * A team with enrolments (of any status) keeps their history and instalments, so it is never
 * deleted, only inactivated. The row lock keeps a new enrolment from arriving meanwhile.
 */
async function removeTeam(tx: Tx, id: number) {
  await lockTeam(tx, id);
  const { enrolled } = firstRow(await tx.select({ enrolled: count() }).from(enrollments).where(eq(enrollments.teamId, id)), 'count enrollments');
  if (enrolled > 0) throw conflict(enrolledTeamRefusal(enrolled));
  await tx.delete(teams).where(eq(teams.id, id));
}

export const createTeam = (db: Db, actor: Actor, data: TeamData) =>
  db.transaction(async (tx) => {
    const team = await insertTeam(tx, data);
    await audit(tx, actor, { action: 'create', entity: 'teams', entityId: team.id, changes: data });
    return team;
  });

export const updateTeam = (db: Db, actor: Actor, id: number, data: TeamData) =>
  db.transaction(async (tx) => {
    const team = await writeTeam(tx, id, data);
    await audit(tx, actor, { action: 'update', entity: 'teams', entityId: team.id, changes: data });
    return team;
  });

/** Audited as 'deactivate' or 'reactivate'. */
export const setTeamStatus = (db: Db, actor: Actor, id: number, status: ActiveStatus) =>
  db.transaction(async (tx) => {
    const team = await changeTeamStatus(tx, id, status);
    await audit(tx, actor, { action: status === 'inativo' ? 'deactivate' : 'reactivate', entity: 'teams', entityId: team.id, changes: { status } });
    return team;
  });

export const deleteTeam = (db: Db, actor: Actor, id: number) =>
  db.transaction(async (tx) => {
    await removeTeam(tx, id);
    await audit(tx, actor, { action: 'delete', entity: 'teams', entityId: id });
  });
