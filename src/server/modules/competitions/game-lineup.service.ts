import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LineupData, LineupEdit, LineupEntry } from '@domain/competitions';
import { pitchMessages } from '@domain/game-timeline';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, gameEvents, gameLineups, gamePlayerStats } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, isUniqueViolation, notFound, unprocessable } from '../../http/errors';
import { checkTimeline, substitutionsOf } from './game-timeline.service';
import { lockGame } from './games.service';
import { ATHLETE_INACTIVE, ATHLETE_NOT_FOUND } from '@domain/messages';

export const LINEUP_ENTRY_NOT_FOUND = 'Atleta não encontrado na escalação deste jogo';
export const ALREADY_IN_LINEUP = 'Este atleta já está na escalação deste jogo';
export const LINEUP_WITH_EVENTS = 'Este atleta tem eventos registrados neste jogo. Exclua os eventos antes de tirá-lo da escalação.';
export const shirtTaken = (numero: number) => `A camisa ${numero} já está com outro atleta neste jogo`;

const substitutes = alias(athletes, 'substitutes');

/** Lineup entries with their athletes' names, starters first, then by shirt number and name. */
const withAthletes = (db: Executor) =>
  db
    .select({
      id: gameLineups.id,
      gameId: gameLineups.gameId,
      athleteId: gameLineups.athleteId,
      posicao: gameLineups.posicao,
      titular: gameLineups.titular,
      numeroUniforme: gameLineups.numeroUniforme,
      entradaMinuto: gameLineups.entradaMinuto,
      saidaMinuto: gameLineups.saidaMinuto,
      substituido: gameLineups.substituido,
      substitutoId: gameLineups.substitutoId,
      observacoes: gameLineups.observacoes,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      substituto: { id: substitutes.id, nomeCompleto: substitutes.nomeCompleto },
    })
    .from(gameLineups)
    .innerJoin(athletes, eq(athletes.id, gameLineups.athleteId))
    .leftJoin(substitutes, eq(substitutes.id, gameLineups.substitutoId));

export const lineupOrder = [
  desc(gameLineups.titular),
  sql`${gameLineups.numeroUniforme} asc nulls last`,
  asc(ptBR(athletes.nomeCompleto)),
  asc(gameLineups.id),
];

export async function listLineup(db: Executor, gameId: number): Promise<LineupEntry[]> {
  return withAthletes(db)
    .where(eq(gameLineups.gameId, gameId))
    .orderBy(...lineupOrder);
}

async function getEntry(db: Executor, gameId: number, id: number): Promise<LineupEntry> {
  const [row] = await withAthletes(db).where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.id, id)));
  if (!row) throw notFound(LINEUP_ENTRY_NOT_FOUND);
  return row;
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * Rules shared by adding and editing (the game row is locked, so lineup changes of one game run one
 * at a time): a shirt number belongs to one athlete, and a substitute is another athlete of this lineup.
 */
async function checkEntry(tx: Tx, gameId: number, athleteId: number, data: LineupEdit) {
  if (data.numeroUniforme !== null) {
    const [taken] = await tx
      .select({ id: gameLineups.id })
      .from(gameLineups)
      .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.numeroUniforme, data.numeroUniforme), ne(gameLineups.athleteId, athleteId)))
      .limit(1);
    if (taken) throw conflict(shirtTaken(data.numeroUniforme));
  }
  if (data.substitutoId !== null) {
    if (data.substitutoId === athleteId) throw invalid('substitutoId', 'Um atleta não pode substituir a si mesmo');
    const [substitute] = await tx
      .select({ id: gameLineups.id })
      .from(gameLineups)
      .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, data.substitutoId)));
    if (!substitute) throw invalid('substitutoId', 'O substituto deve estar na escalação deste jogo');
  }
}

async function insertEntry(tx: Tx, gameId: number, data: LineupData) {
  await lockGame(tx, gameId);
  const [athlete] = await tx.select({ status: athletes.status }).from(athletes).where(eq(athletes.id, data.athleteId));
  if (!athlete) throw invalid('athleteId', ATHLETE_NOT_FOUND);
  if (athlete.status !== 'ATIVO') throw invalid('athleteId', ATHLETE_INACTIVE);
  const [present] = await tx
    .select({ id: gameLineups.id })
    .from(gameLineups)
    .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, data.athleteId)));
  if (present) throw conflict(ALREADY_IN_LINEUP);
  await checkEntry(tx, gameId, data.athleteId, data);
  try {
    const { id } = firstRow(await tx.insert(gameLineups).values({ ...data, gameId }).returning({ id: gameLineups.id }), 'insert game_lineups');
    return getEntry(tx, gameId, id);
  } catch (error) {
    if (isUniqueViolation(error, 'game_lineups_game_id_athlete_id_unique')) throw conflict(ALREADY_IN_LINEUP);
    throw error;
  }
}

async function findEntry(tx: Tx, gameId: number, id: number) {
  const [entry] = await tx
    .select({ athleteId: gameLineups.athleteId })
    .from(gameLineups)
    .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.id, id)));
  if (!entry) throw notFound(LINEUP_ENTRY_NOT_FOUND);
  return entry;
}

const nameOf = async (tx: Tx, athleteId: number) =>
  firstRow(await tx.select({ nome: athletes.nomeCompleto }).from(athletes).where(eq(athletes.id, athleteId)), 'athlete name').nome;

/** What a recorded substitution set in this athlete's entry changes only with the substitution (422). */
async function checkSubstitutionFields(tx: Tx, gameId: number, athleteId: number, data: LineupEdit) {
  const fields = (await substitutionsOf(tx, gameId)).get(athleteId);
  if (!fields) return;
  const refuse = (field: string, message: string) => unprocessable(message, { [field]: message });
  if (fields.entrada && data.entradaMinuto !== fields.entrada.entradaMinuto) {
    throw refuse('entradaMinuto', pitchMessages.entradaFromSubstitution(await nameOf(tx, athleteId), fields.entrada.entradaMinuto));
  }
  if (fields.saida && data.saidaMinuto !== fields.saida.saidaMinuto) {
    throw refuse('saidaMinuto', pitchMessages.saidaFromSubstitution(await nameOf(tx, athleteId), fields.saida.saidaMinuto));
  }
  if (fields.saida && (!data.substituido || data.substitutoId !== fields.saida.substitutoId)) {
    const message = pitchMessages.substitutoFromSubstitution(await nameOf(tx, athleteId), await nameOf(tx, fields.saida.substitutoId));
    throw refuse('substitutoId', message);
  }
}

/** An edit that leaves an event naming this athlete off the pitch at its minute is refused (422). */
async function writeEntry(tx: Tx, gameId: number, id: number, data: LineupEdit) {
  await lockGame(tx, gameId);
  const { athleteId } = await findEntry(tx, gameId, id);
  await checkEntry(tx, gameId, athleteId, data);
  await checkSubstitutionFields(tx, gameId, athleteId, data);
  await tx.update(gameLineups).set(data).where(eq(gameLineups.id, id));
  await checkTimeline(tx, gameId);
  return getEntry(tx, gameId, id);
}

/**
 * An athlete with events in the game stays (the events name them); otherwise they leave the lineup
 * with their statistics, and whoever they came on for no longer names them as substitute.
 */
async function removeEntry(tx: Tx, gameId: number, id: number) {
  await lockGame(tx, gameId);
  const { athleteId } = await findEntry(tx, gameId, id);
  const [event] = await tx
    .select({ id: gameEvents.id })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), or(eq(gameEvents.athleteId, athleteId), eq(gameEvents.assistenteId, athleteId))))
    .limit(1);
  if (event) throw conflict(LINEUP_WITH_EVENTS);
  await tx
    .update(gameLineups)
    .set({ substitutoId: null })
    .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.substitutoId, athleteId)));
  await tx.delete(gamePlayerStats).where(and(eq(gamePlayerStats.gameId, gameId), eq(gamePlayerStats.athleteId, athleteId)));
  await tx.delete(gameLineups).where(eq(gameLineups.id, id));
  return athleteId;
}

const entity = 'game_lineups';

export const addToLineup = (db: Db, actor: Actor, gameId: number, data: LineupData) =>
  auditedChange(db, actor, (tx) => insertEntry(tx, gameId, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: { gameId, ...data } }));

export const updateLineupEntry = (db: Db, actor: Actor, gameId: number, id: number, data: LineupEdit) =>
  auditedChange(db, actor, (tx) => writeEntry(tx, gameId, id, data), (entry) => ({ action: 'update', entity, entityId: entry.id, changes: data }));

export const removeFromLineup = (db: Db, actor: Actor, gameId: number, id: number) =>
  auditedChange(db, actor, (tx) => removeEntry(tx, gameId, id), (athleteId) => ({ action: 'delete', entity, entityId: id, changes: { gameId, athleteId } }));
