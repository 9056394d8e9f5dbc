import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { ageOn } from '@domain/age';
import {
  ageBandBirthRange,
  ageBandOf,
  AVAILABLE_ATHLETES_LIMIT,
  availableAthletesQuerySchema,
  type ManagedTeamCategory,
  type ManagedTeamData,
  type ManagedTeamModality,
  rosterHistoryNotes,
  rosterHistoryQuerySchema,
  type RosterAdd,
  type RosterUpdate,
} from '@domain/rosters';
import type { z } from 'zod';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, managedTeams, teamAthleteHistory, teamAthletes, units, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { bornWithin, photoUrl, pickableAthletes } from '../../db/athlete-sql';
import { ATHLETE_NOT_FOUND, UNIT_INACTIVE, UNIT_NOT_FOUND } from '@domain/messages';

export const TEAM_NOT_FOUND = 'Equipe não encontrada';
export const LINK_NOT_FOUND = 'Atleta não encontrado na equipe';
export const ALREADY_IN_TEAM = 'Este atleta já faz parte da equipe.';
export const ALREADY_ACTIVE = 'O atleta já está ativo na equipe.';
export const ALREADY_INACTIVE = 'O atleta já está inativo na equipe.';
export const INACTIVE_ATHLETE = 'O atleta está inativo no cadastro da escola. Reative o cadastro do atleta primeiro.';
export const fullTeam = (max: number) =>
  `A equipe já atingiu o limite de ${max} ${max === 1 ? 'atleta ativo' : 'atletas ativos'}. Inative ou remova um atleta antes de adicionar outro.`;

const activeCount = sql<number>`(select count(*)::int from ${teamAthletes} where ${teamAthletes.teamId} = ${managedTeams.id} and ${teamAthletes.ativo})`;

/** A team with its unit's name and how many athletes are active in it: what every team call answers. */
const teamsWithUnit = (db: Executor) =>
  db
    .select({ ...getTableColumns(managedTeams), unit: { id: units.id, nome: units.nome }, atletasAtivos: activeCount })
    .from(managedTeams)
    .leftJoin(units, eq(units.id, managedTeams.unitId));

type TeamRow = Awaited<ReturnType<typeof teamsWithUnit>>[number];
/** categoria and modalidade are written only through managedTeamInputSchema, so they are values of its lists. */
const toManagedTeam = (row: TeamRow) => ({
  ...row,
  categoria: row.categoria as ManagedTeamCategory,
  modalidade: row.modalidade as ManagedTeamModality,
});

export async function listManagedTeams(db: Executor) {
  const rows = await teamsWithUnit(db).orderBy(asc(ptBR(managedTeams.nome)), asc(managedTeams.id));
  return rows.map(toManagedTeam);
}

export async function getManagedTeam(db: Executor, id: number) {
  const [team] = await teamsWithUnit(db).where(eq(managedTeams.id, id));
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return toManagedTeam(team);
}

/** The unit must exist and be active; the share lock holds off its inactivation until the team is stored. */
async function insertManagedTeam(tx: Tx, data: ManagedTeamData) {
  const [unit] = await tx.select({ status: units.status }).from(units).where(eq(units.id, data.unitId)).for('share');
  if (!unit) throw badRequest(UNIT_NOT_FOUND, { unitId: UNIT_NOT_FOUND });
  if (unit.status !== 'ativo') throw badRequest(UNIT_INACTIVE, { unitId: UNIT_INACTIVE });
  const { id } = firstRow(await tx.insert(managedTeams).values(data).returning({ id: managedTeams.id }), 'insert managed_teams');
  return getManagedTeam(tx, id);
}

/**
 * Every roster write locks its team's row first: adds and reactivations then count the active
 * athletes one at a time, so two concurrent adds cannot both take the last place.
 */
async function lockTeam(tx: Tx, id: number) {
  const [team] = await tx.select().from(managedTeams).where(eq(managedTeams.id, id)).for('update');
  if (!team) throw notFound(TEAM_NOT_FOUND);
  return team;
}

async function ensureTeam(db: Executor, id: number) {
  const [team] = await db.select({ id: managedTeams.id }).from(managedTeams).where(eq(managedTeams.id, id));
  if (!team) throw notFound(TEAM_NOT_FOUND);
}

/** The roster and its history go with the team (foreign keys on delete cascade). */
async function removeManagedTeam(tx: Tx, id: number) {
  await lockTeam(tx, id);
  await tx.delete(managedTeams).where(eq(managedTeams.id, id));
}

// ---- the roster ----

const rosterColumns = {
  ...getTableColumns(teamAthletes),
  athleteNome: athletes.nomeCompleto,
  athleteTelefone: athletes.telefone,
  athleteEmail: athletes.email,
  athleteHasPhoto: sql<boolean>`${athletes.foto} is not null`,
  athleteUpdatedAt: athletes.updatedAt,
};

const rosterRows = (db: Executor, where: SQL | undefined) =>
  db.select(rosterColumns).from(teamAthletes).innerJoin(athletes, eq(athletes.id, teamAthletes.athleteId)).where(where);

type RosterRow = Awaited<ReturnType<typeof rosterRows>>[number];

function presentLink(row: RosterRow) {
  const { athleteNome, athleteTelefone, athleteEmail, athleteHasPhoto, athleteUpdatedAt, capitao: _c, numeroUniforme: _n, ...link } = row;
  return {
    ...link,
    athlete: {
      id: row.athleteId,
      nomeCompleto: athleteNome,
      fotoUrl: photoUrl(row.athleteId, athleteHasPhoto, athleteUpdatedAt),
      telefone: athleteTelefone,
      email: athleteEmail,
    },
  };
}

const linkWhere = (teamId: number, athleteId: number) => and(eq(teamAthletes.teamId, teamId), eq(teamAthletes.athleteId, athleteId));

async function getLink(db: Executor, teamId: number, athleteId: number) {
  const [row] = await rosterRows(db, linkWhere(teamId, athleteId));
  if (!row) throw notFound(LINK_NOT_FOUND);
  return presentLink(row);
}

async function lockLink(tx: Tx, teamId: number, athleteId: number) {
  const [link] = await tx.select().from(teamAthletes).where(linkWhere(teamId, athleteId)).for('update');
  if (!link) throw notFound(LINK_NOT_FOUND);
  return link;
}

/** Active athletes first, then by name. */
export async function listRoster(db: Executor, teamId: number) {
  await ensureTeam(db, teamId);
  const rows = await rosterRows(db, eq(teamAthletes.teamId, teamId)).orderBy(
    desc(teamAthletes.ativo),
    asc(ptBR(athletes.nomeCompleto)),
    asc(teamAthletes.id),
  );
  return rows.map(presentLink);
}

async function countActive(tx: Tx, teamId: number) {
  const rows = await tx
    .select({ total: count() })
    .from(teamAthletes)
    .where(and(eq(teamAthletes.teamId, teamId), eq(teamAthletes.ativo, true)));
  return firstRow(rows, 'count team_athletes').total;
}

/** An athlete inactive in the school's register cannot play: added or reactivated only once reactivated there. */
async function checkAthleteActive(tx: Tx, athleteId: number) {
  const [athlete] = await tx.select({ status: athletes.status }).from(athletes).where(eq(athletes.id, athleteId)).for('share');
  if (!athlete) throw badRequest(ATHLETE_NOT_FOUND, { athleteId: ATHLETE_NOT_FOUND });
  if (athlete.status !== 'ATIVO') throw conflict(INACTIVE_ATHLETE);
}

type HistoryEntry = Omit<typeof teamAthleteHistory.$inferInsert, 'teamId' | 'athleteId' | 'usuarioResponsavel'>;

/** The history names who made the change: the acting user. */
const writeHistory = (tx: Tx, teamId: number, athleteId: number, actor: Actor, entry: HistoryEntry) =>
  tx.insert(teamAthleteHistory).values({ teamId, athleteId, usuarioResponsavel: actor.userId, ...entry });

async function insertLink(tx: Tx, teamId: number, data: RosterAdd, actor: Actor, today: string) {
  const team = await lockTeam(tx, teamId);
  await checkAthleteActive(tx, data.athleteId);
  const [existing] = await tx.select({ id: teamAthletes.id }).from(teamAthletes).where(linkWhere(teamId, data.athleteId));
  if (existing) throw conflict(ALREADY_IN_TEAM);
  if ((await countActive(tx, teamId)) >= team.numeroMaximoAtletas) throw conflict(fullTeam(team.numeroMaximoAtletas));
  try {
    await tx.insert(teamAthletes).values({
      teamId,
      athleteId: data.athleteId,
      posicaoPreferencial: data.posicaoPreferencial,
      dataEntrada: data.dataEntrada ?? today,
      observacoes: data.observacoes,
    });
  } catch (error) {
    if (isUniqueViolation(error, 'team_athletes_team_id_athlete_id_unique')) throw conflict(ALREADY_IN_TEAM);
    throw error;
  }
  await writeHistory(tx, teamId, data.athleteId, actor, {
    acao: 'adicionado',
    posicaoNova: data.posicaoPreferencial,
    observacoes: data.observacoes,
  });
  return getLink(tx, teamId, data.athleteId);
}

/** Writes one 'alterado' entry naming what changed; an edit that changes nothing leaves no trace. */
async function writeLink(tx: Tx, teamId: number, athleteId: number, data: RosterUpdate, actor: Actor) {
  await lockTeam(tx, teamId);
  const link = await lockLink(tx, teamId, athleteId);
  const positionChanged = link.posicaoPreferencial !== data.posicaoPreferencial;
  const notes = [
    link.dataEntrada !== data.dataEntrada ? rosterHistoryNotes.entryDateChanged(link.dataEntrada, data.dataEntrada) : null,
    link.observacoes !== data.observacoes ? rosterHistoryNotes.notesChanged : null,
  ].filter((note): note is string => note !== null);
  if (positionChanged || notes.length > 0) {
    await tx.update(teamAthletes).set(data).where(eq(teamAthletes.id, link.id));
    await writeHistory(tx, teamId, athleteId, actor, {
      acao: 'alterado',
      posicaoAnterior: positionChanged ? link.posicaoPreferencial : null,
      posicaoNova: positionChanged ? data.posicaoPreferencial : null,
      observacoes: notes.join('; ') || null,
    });
  }
  return getLink(tx, teamId, athleteId);
}

/** Inactivating sets the exit date to today; reactivating clears it and needs a free place in the team. */
async function writeLinkActive(tx: Tx, teamId: number, athleteId: number, ativo: boolean, actor: Actor, today: string) {
  const team = await lockTeam(tx, teamId);
  const link = await lockLink(tx, teamId, athleteId);
  if (link.ativo === ativo) throw conflict(ativo ? ALREADY_ACTIVE : ALREADY_INACTIVE);
  if (ativo) {
    await checkAthleteActive(tx, athleteId);
    if ((await countActive(tx, teamId)) >= team.numeroMaximoAtletas) throw conflict(fullTeam(team.numeroMaximoAtletas));
  }
  await tx
    .update(teamAthletes)
    .set({ ativo, dataSaida: ativo ? null : today })
    .where(eq(teamAthletes.id, link.id));
  await writeHistory(tx, teamId, athleteId, actor, {
    acao: 'alterado',
    observacoes: ativo ? rosterHistoryNotes.reactivated : rosterHistoryNotes.deactivated,
  });
  return getLink(tx, teamId, athleteId);
}

async function removeLink(tx: Tx, teamId: number, athleteId: number, actor: Actor) {
  await lockTeam(tx, teamId);
  const link = await lockLink(tx, teamId, athleteId);
  await tx.delete(teamAthletes).where(eq(teamAthletes.id, link.id));
  await writeHistory(tx, teamId, athleteId, actor, { acao: 'removido', posicaoAnterior: link.posicaoPreferencial });
}

// ---- reads for the detail page ----

/** Newest first, one page at a time, with the athlete's and the responsible user's names. */
export async function listRosterHistory(db: Executor, teamId: number, query: z.output<typeof rosterHistoryQuerySchema>) {
  await ensureTeam(db, teamId);
  const where = eq(teamAthleteHistory.teamId, teamId);
  const [items, counted] = await Promise.all([
    db
      .select({
        id: teamAthleteHistory.id,
        acao: teamAthleteHistory.acao,
        dataAcao: teamAthleteHistory.dataAcao,
        posicaoAnterior: teamAthleteHistory.posicaoAnterior,
        posicaoNova: teamAthleteHistory.posicaoNova,
        observacoes: teamAthleteHistory.observacoes,
        athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
        usuario: { id: users.id, nome: users.nome },
      })
      .from(teamAthleteHistory)
      .innerJoin(athletes, eq(athletes.id, teamAthleteHistory.athleteId))
      .leftJoin(users, eq(users.id, teamAthleteHistory.usuarioResponsavel))
      .where(where)
      .orderBy(desc(teamAthleteHistory.dataAcao), desc(teamAthleteHistory.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(teamAthleteHistory).where(where),
  ]);
  return { items, total: firstRow(counted, 'count team_athlete_history').total, page: query.page, pageSize: query.pageSize };
}

/**
 * The add dialog's list: active athletes not yet in the team, by name, at most
 * AVAILABLE_ATHLETES_LIMIT of them, filtered by name and by the age band of a category.
 */
export async function listAvailableAthletes(db: Executor, teamId: number, query: z.output<typeof availableAthletesQuerySchema>, today: string) {
  await ensureTeam(db, teamId);
  const filters = pickableAthletes(
    sql`(select 1 from ${teamAthletes} where ${and(eq(teamAthletes.teamId, teamId), eq(teamAthletes.athleteId, athletes.id))})`,
    query.busca,
  );
  if (query.categoria) filters.push(bornWithin(ageBandBirthRange(query.categoria, today)));
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: athletes.id,
        nomeCompleto: athletes.nomeCompleto,
        dataNascimento: athletes.dataNascimento,
        sexo: athletes.sexo,
        hasPhoto: sql<boolean>`${athletes.foto} is not null`,
        updatedAt: athletes.updatedAt,
      })
      .from(athletes)
      .where(where)
      .orderBy(asc(ptBR(athletes.nomeCompleto)), asc(athletes.id))
      .limit(AVAILABLE_ATHLETES_LIMIT),
    db.select({ total: count() }).from(athletes).where(where),
  ]);
  return {
    items: rows.map(({ dataNascimento, hasPhoto, updatedAt, ...row }) => ({
      ...row,
      categoria: ageBandOf(ageOn(dataNascimento, today)),
      fotoUrl: photoUrl(row.id, hasPhoto, updatedAt),
    })),
    total: firstRow(counted, 'count athletes').total,
  };
}

const entity = 'managed_teams';

export const createManagedTeam = (db: Db, actor: Actor, data: ManagedTeamData) =>
  auditedChange(db, actor, (tx) => insertManagedTeam(tx, data), (team) => ({ action: 'create', entity, entityId: team.id, changes: data }));

export const deleteManagedTeam = (db: Db, actor: Actor, id: number) =>
  auditedChange(db, actor, (tx) => removeManagedTeam(tx, id), { action: 'delete', entity, entityId: id });

/**
 * The roster changes below are audited on the team; the history rows name the acting user, and
 * `today` (the school's date) is the entry or exit date a change sets.
 */
export const addToRoster = (db: Db, actor: Actor, teamId: number, data: RosterAdd, today: string) =>
  auditedChange(db, actor, (tx) => insertLink(tx, teamId, data, actor, today), { action: 'add-athlete', entity, entityId: teamId, changes: data });

export const updateRosterAthlete = (db: Db, actor: Actor, teamId: number, athleteId: number, data: RosterUpdate) =>
  auditedChange(db, actor, (tx) => writeLink(tx, teamId, athleteId, data, actor), {
    action: 'update-athlete',
    entity,
    entityId: teamId,
    changes: { athleteId, ...data },
  });

export const setRosterAthleteActive = (db: Db, actor: Actor, teamId: number, athleteId: number, ativo: boolean, today: string) =>
  auditedChange(db, actor, (tx) => writeLinkActive(tx, teamId, athleteId, ativo, actor, today), {
    action: 'toggle-athlete',
    entity,
    entityId: teamId,
    changes: { athleteId, ativo },
  });

export const removeFromRoster = (db: Db, actor: Actor, teamId: number, athleteId: number) =>
  auditedChange(db, actor, (tx) => removeLink(tx, teamId, athleteId, actor), { action: 'remove-athlete', entity, entityId: teamId, changes: { athleteId } });
