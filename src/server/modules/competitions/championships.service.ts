import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ChampionshipData, championshipListQuerySchema } from '@domain/competitions';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { championships, games } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { anyContains } from './search';
import { CHAMPIONSHIP_NOT_FOUND } from '@domain/messages';

export const championshipWithGames = (jogos: number) =>
  `Não é possível excluir o campeonato: ele tem ${jogos} ${jogos === 1 ? 'jogo' : 'jogos'}. Exclua os jogos ou tire-os do campeonato primeiro.`;

/** A championship with the number of its games: what every championships call answers. */
const withGameCount = (db: Executor) =>
  db
    .select({
      ...getTableColumns(championships),
      // Qualified by hand: drizzle leaves columns of a one-table select unqualified, which the subquery would misread.
      jogos: sql<number>`(select count(*)::int from ${games} where ${games}.championship_id = ${championships}.id)`,
    })
    .from(championships);

/** Spec 2 §2.16: search by name, modality or season. */
export async function listChampionships(db: Executor, query: z.output<typeof championshipListQuerySchema>) {
  const filters: (SQL | undefined)[] = [];
  if (query.busca) filters.push(anyContains(query.busca, [championships.nome, championships.modalidade, championships.temporada]));
  if (query.status) filters.push(eq(championships.status, query.status));
  const where = and(...filters);
  const [rows, counted] = await Promise.all([
    withGameCount(db)
      .where(where)
      .orderBy(desc(championships.dataInicio), asc(ptBR(championships.nome)), asc(championships.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(championships).where(where),
  ]);
  return { items: rows, total: firstRow(counted, 'count championships').total, page: query.page, pageSize: query.pageSize };
}

/** Every championship, newest first: the game form's select and the games filter. */
export function listChampionshipOptions(db: Executor) {
  return db
    .select({ id: championships.id, nome: championships.nome, temporada: championships.temporada, status: championships.status })
    .from(championships)
    .orderBy(desc(championships.dataInicio), asc(ptBR(championships.nome)), asc(championships.id));
}

export async function getChampionship(db: Executor, id: number) {
  const [row] = await withGameCount(db).where(eq(championships.id, id));
  if (!row) throw notFound(CHAMPIONSHIP_NOT_FOUND);
  return row;
}

async function insertChampionship(tx: Tx, data: ChampionshipData) {
  const { id } = firstRow(await tx.insert(championships).values(data).returning({ id: championships.id }), 'insert championships');
  return getChampionship(tx, id);
}

async function lockChampionship(tx: Tx, id: number) {
  const [row] = await tx.select({ id: championships.id }).from(championships).where(eq(championships.id, id)).for('update');
  if (!row) throw notFound(CHAMPIONSHIP_NOT_FOUND);
}

async function writeChampionship(tx: Tx, id: number, data: ChampionshipData) {
  await lockChampionship(tx, id);
  await tx.update(championships).set(data).where(eq(championships.id, id));
  return getChampionship(tx, id);
}

/**
 * Deleting a championship would leave its games loose (the foreign key clears their link), so it
 * is refused while it has games. The row lock holds off a game being added meanwhile (games.service.ts
 * takes a share lock on the championship it links to).
 */
async function removeChampionship(tx: Tx, id: number) {
  await lockChampionship(tx, id);
  const { jogos } = firstRow(await tx.select({ jogos: count() }).from(games).where(eq(games.championshipId, id)), 'count games');
  if (jogos > 0) throw conflict(championshipWithGames(jogos));
  await tx.delete(championships).where(eq(championships.id, id));
}

const entity = 'championships';

export const createChampionship = (db: Db, actor: Actor, data: ChampionshipData) =>
  auditedChange(db, actor, (tx) => insertChampionship(tx, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: data }));

export const updateChampionship = (db: Db, actor: Actor, id: number, data: ChampionshipData) =>
  auditedChange(db, actor, (tx) => writeChampionship(tx, id, data), (updated) => ({ action: 'update', entity, entityId: updated.id, changes: data }));

export const deleteChampionship = (db: Db, actor: Actor, id: number) =>
  auditedChange(db, actor, (tx) => removeChampionship(tx, id), { action: 'delete', entity, entityId: id });
