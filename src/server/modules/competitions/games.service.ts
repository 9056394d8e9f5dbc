import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gameModalityOf,
  externalTeamModalityMismatch,
  scoreFollowsGoals,
  teamWithoutGames,
  type CompetitionModality,
  type GameData,
  gameListQuerySchema,
  type GoalCount,
} from '@domain/competitions';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { championships, externalTeams, gameEvents, games, teams } from '../../db/schema/index';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors';
import { anyContains } from './search';
import { CHAMPIONSHIP_NOT_FOUND, EXTERNAL_TEAM_NOT_FOUND, TEAM_NOT_FOUND } from '@domain/messages';

export const GAME_NOT_FOUND = 'Jogo não encontrado';

/** A game with its championship, the school's team and the opponent: what every games call answers. */
const withRelations = (db: Executor) =>
  db
    .select({
      ...getTableColumns(games),
      championship: { id: championships.id, nome: championships.nome },
      turma: { id: teams.id, nome: teams.nome, categoria: teams.categoria, modalidade: teams.modalidade },
      adversario: {
        id: externalTeams.id,
        nome: externalTeams.nome,
        categoria: externalTeams.categoria,
        // Written only through externalTeamInputSchema, so one of competitionModalities.
        modalidade: sql<CompetitionModality>`${externalTeams.modalidade}`,
      },
    })
    .from(games)
    .leftJoin(championships, eq(championships.id, games.championshipId))
    .leftJoin(teams, eq(teams.id, games.homeTeamId))
    .leftJoin(externalTeams, eq(externalTeams.id, games.awayTeamId));

/** Spec 2 §2.15: search by location or nature; the teams' and the championship's names also match. */
export async function listGames(db: Executor, query: z.output<typeof gameListQuerySchema>) {
  const filters: (SQL | undefined)[] = [];
  if (query.busca) {
    filters.push(anyContains(query.busca, [games.local, games.natureza, teams.nome, externalTeams.nome, championships.nome]));
  }
  if (query.status) filters.push(eq(games.status, query.status));
  if (query.championshipId) filters.push(eq(games.championshipId, query.championshipId));
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    withRelations(db)
      .where(where)
      .orderBy(desc(games.dataHora), desc(games.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(games)
      .leftJoin(championships, eq(championships.id, games.championshipId))
      .leftJoin(teams, eq(teams.id, games.homeTeamId))
      .leftJoin(externalTeams, eq(externalTeams.id, games.awayTeamId))
      .where(where),
  ]);
  return { items: rows, total: firstRow(counted, 'count games').total, page: query.page, pageSize: query.pageSize };
}

/** Goals recorded on each side. */
export async function goalCount(db: Executor, gameId: number): Promise<GoalCount> {
  const rows = await db
    .select({
      casa: sql<number>`count(*) filter (where ${gameEvents.timeEvento} = 'casa')::int`,
      visitante: sql<number>`count(*) filter (where ${gameEvents.timeEvento} = 'visitante')::int`,
    })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.tipoEvento, 'gol')));
  return firstRow(rows, 'count goals');
}

export async function getGame(db: Executor, id: number) {
  const [[row], gols] = await Promise.all([withRelations(db).where(eq(games.id, id)), goalCount(db, id)]);
  if (!row) throw notFound(GAME_NOT_FOUND);
  return { ...row, gols, placarSegueGols: scoreFollowsGoals(row, gols) };
}

/** The sheet's reads answer 404 for a game that does not exist rather than an empty list. */
export async function assertGameExists(db: Executor, id: number) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
  if (!game) throw notFound(GAME_NOT_FOUND);
}

/** The game row, locked until the transaction ends: every change to a game or its sheet takes it first. */
export async function lockGame(tx: Tx, id: number) {
  const [game] = await tx.select().from(games).where(eq(games.id, id)).for('update');
  if (!game) throw notFound(GAME_NOT_FOUND);
  return game;
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });
const refused = (field: string, message: string) => unprocessable(message, { [field]: message });

/**
 * The teams and championship a game links to must exist (share-locked so they stay while the
 * transaction runs); an inactive opponent may stay on a game but not be newly chosen.
 */
async function checkLinks(tx: Tx, data: GameData, current?: typeof games.$inferSelect) {
  const [team] = await tx
    .select({ nome: teams.nome, modalidade: teams.modalidade })
    .from(teams)
    .where(eq(teams.id, data.homeTeamId))
    .for('share');
  if (!team) throw invalid('homeTeamId', TEAM_NOT_FOUND);
  const [externalTeam] = await tx
    .select({ ativo: externalTeams.ativo, modalidade: externalTeams.modalidade })
    .from(externalTeams)
    .where(eq(externalTeams.id, data.awayTeamId))
    .for('share');
  if (!externalTeam) throw invalid('awayTeamId', EXTERNAL_TEAM_NOT_FOUND);
  if (!externalTeam.ativo && current?.awayTeamId !== data.awayTeamId) throw invalid('awayTeamId', 'Equipe adversária inativa');
  const modality = gameModalityOf(team.modalidade);
  if (modality === null) throw refused('homeTeamId', teamWithoutGames(team.nome, team.modalidade));
  // Written only through externalTeamInputSchema, so one of competitionModalities.
  const externalTeamModality = externalTeam.modalidade as CompetitionModality;
  if (externalTeamModality !== modality) throw refused('awayTeamId', externalTeamModalityMismatch(externalTeamModality, modality));
  if (data.championshipId !== null) {
    const [championship] = await tx
      .select({ id: championships.id })
      .from(championships)
      .where(eq(championships.id, data.championshipId))
      .for('share');
    if (!championship) throw invalid('championshipId', CHAMPIONSHIP_NOT_FOUND);
  }
}

/** awayTeamInternal mirrors homeTeamExternal: when the school plays away, the opponent is at home. */
const toRow = ({ dataHora: when, ...data }: GameData) => ({ ...data, dataHora: new Date(when), awayTeamInternal: data.homeTeamExternal });

async function insertGame(tx: Tx, data: GameData) {
  await checkLinks(tx, data);
  const { id } = firstRow(await tx.insert(games).values(toRow(data)).returning({ id: games.id }), 'insert games');
  return getGame(tx, id);
}

export const SIDE_CHANGE_WITH_EVENTS =
  'Não é possível trocar o mando de campo de um jogo com eventos registrados: o lado de cada evento deixaria de valer. Exclua os eventos primeiro.';

async function writeGame(tx: Tx, id: number, data: GameData) {
  const current = await lockGame(tx, id);
  await checkLinks(tx, data, current);
  if (current.homeTeamExternal !== data.homeTeamExternal) {
    const { events } = firstRow(await tx.select({ events: count() }).from(gameEvents).where(eq(gameEvents.gameId, id)), 'count game_events');
    if (events > 0) throw conflict(SIDE_CHANGE_WITH_EVENTS);
  }
  await tx.update(games).set(toRow(data)).where(eq(games.id, id));
  return getGame(tx, id);
}

/** Its lineup, events and statistics go with it (foreign keys on delete cascade). */
async function removeGame(tx: Tx, id: number) {
  await lockGame(tx, id);
  await tx.delete(games).where(eq(games.id, id));
}

const entity = 'games';

export const createGame = (db: Db, actor: Actor, data: GameData) =>
  auditedChange(db, actor, (tx) => insertGame(tx, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: data }));

export const updateGame = (db: Db, actor: Actor, id: number, data: GameData) =>
  auditedChange(db, actor, (tx) => writeGame(tx, id, data), (updated) => ({ action: 'update', entity, entityId: updated.id, changes: data }));

export const deleteGame = (db: Db, actor: Actor, id: number) =>
  auditedChange(db, actor, (tx) => removeGame(tx, id), { action: 'delete', entity, entityId: id });
