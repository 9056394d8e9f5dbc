import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { gameSideLabels, schoolSide, scoreFollowsGoals, type GameEvent, type GameEventData } from '@domain/competitions';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, gameEvents, gameLineups, games } from '../../db/schema/index';
import { badRequest, notFound } from '../../http/errors';
import { checkTimeline, followSubstitutions, substitutionsOf } from './game-timeline.service';
import { goalCount, lockGame } from './games.service';

export const EVENT_NOT_FOUND = 'Evento não encontrado';
export const NOT_IN_LINEUP = 'O atleta não está na escalação deste jogo';

const assistants = alias(athletes, 'assistants');

const withAthletes = (db: Executor) =>
  db
    .select({
      id: gameEvents.id,
      gameId: gameEvents.gameId,
      tipoEvento: gameEvents.tipoEvento,
      minuto: gameEvents.minuto,
      timeEvento: gameEvents.timeEvento,
      athleteId: gameEvents.athleteId,
      assistenteId: gameEvents.assistenteId,
      descricao: gameEvents.descricao,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      assistente: { id: assistants.id, nomeCompleto: assistants.nomeCompleto },
    })
    .from(gameEvents)
    .leftJoin(athletes, eq(athletes.id, gameEvents.athleteId))
    .leftJoin(assistants, eq(assistants.id, gameEvents.assistenteId));

type EventRow = Awaited<ReturnType<typeof withAthletes>>[number];
/** Events are always written with a side; the column allows none only for rows from elsewhere. */
const toEvent = (row: EventRow): GameEvent => ({ ...row, timeEvento: row.timeEvento ?? 'casa' });

/** The game's events in the order they happened. */
export async function listEvents(db: Executor, gameId: number): Promise<GameEvent[]> {
  const rows = await withAthletes(db)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(asc(gameEvents.minuto), asc(gameEvents.id));
  return rows.map(toEvent);
}

async function getEvent(db: Executor, gameId: number, id: number) {
  const [row] = await withAthletes(db).where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.id, id)));
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toEvent(row);
}

const invalid = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * The athletes an event names are the school's, from this game's lineup, so the event is on the
 * school's side (an own goal is recorded as the opponent's goal, without an athlete).
 */
async function checkEvent(tx: Tx, game: typeof games.$inferSelect, data: GameEventData) {
  const named = [data.athleteId, data.assistenteId].filter((id): id is number => id !== null);
  if (named.length === 0) return;
  const side = schoolSide(game);
  if (data.timeEvento !== side) {
    throw invalid('timeEvento', `Os atletas da escola jogam como ${gameSideLabels[side].toLowerCase()} neste jogo`);
  }
  const inLineup = await tx
    .select({ athleteId: gameLineups.athleteId })
    .from(gameLineups)
    .where(and(eq(gameLineups.gameId, game.id), inArray(gameLineups.athleteId, named)));
  const found = new Set(inLineup.map((row) => row.athleteId));
  if (data.athleteId !== null && !found.has(data.athleteId)) throw invalid('athleteId', NOT_IN_LINEUP);
  if (data.assistenteId !== null && !found.has(data.assistenteId)) throw invalid('assistenteId', NOT_IN_LINEUP);
}

/**
 * Runs a change to a game's events (which answers the id of the event it wrote, if any), then
 * brings what follows from them up to date: the lineup's substitution fields, the score, when it
 * agreed with the goals before the change (scoreFollowsGoals), and the counted statistics of the
 * lineup (goals, assists, cards). A change that leaves any event naming an athlete off the pitch
 * at its minute is refused (422), and the transaction undoes it.
 */
async function changeEvents(tx: Tx, gameId: number, change: (game: typeof games.$inferSelect) => Promise<number | undefined>) {
  const game = await lockGame(tx, gameId);
  const before = await goalCount(tx, gameId);
  const substitutions = await substitutionsOf(tx, gameId);
  const written = await change(game);
  await followSubstitutions(tx, gameId, substitutions);
  await checkTimeline(tx, gameId, written);
  const after = await goalCount(tx, gameId);
  if (scoreFollowsGoals(game, before) && (before.casa !== after.casa || before.visitante !== after.visitante)) {
    await tx.update(games).set({ placarCasa: after.casa, placarVisitante: after.visitante }).where(eq(games.id, gameId));
  }
  await countStats(tx, gameId);
  return written;
}

/** The counted columns of game_player_stats for every athlete of the lineup, in one statement. */
async function countStats(tx: Tx, gameId: number) {
  await tx.execute(sql`
    insert into game_player_stats (game_id, athlete_id, gols, assistencias, cartoes_amarelos, cartoes_vermelhos)
    select l.game_id, l.athlete_id,
      count(e.id) filter (where e.tipo_evento = 'gol' and e.athlete_id = l.athlete_id),
      count(e.id) filter (where e.tipo_evento = 'gol' and e.assistente_id = l.athlete_id),
      count(e.id) filter (where e.tipo_evento = 'cartao_amarelo' and e.athlete_id = l.athlete_id),
      count(e.id) filter (where e.tipo_evento = 'cartao_vermelho' and e.athlete_id = l.athlete_id)
    from game_lineups l
    left join game_events e on e.game_id = l.game_id and l.athlete_id in (e.athlete_id, e.assistente_id)
    where l.game_id = ${gameId}
    group by l.game_id, l.athlete_id
    on conflict (game_id, athlete_id) do update set
      gols = excluded.gols,
      assistencias = excluded.assistencias,
      cartoes_amarelos = excluded.cartoes_amarelos,
      cartoes_vermelhos = excluded.cartoes_vermelhos,
      updated_at = now()
  `);
}

async function insertEvent(tx: Tx, gameId: number, data: GameEventData) {
  const id = await changeEvents(tx, gameId, async (game) => {
    await checkEvent(tx, game, data);
    return firstRow(await tx.insert(gameEvents).values({ ...data, gameId }).returning({ id: gameEvents.id }), 'insert game_events').id;
  });
  return getEvent(tx, gameId, id!);
}

async function findEvent(tx: Tx, gameId: number, id: number) {
  const [event] = await tx
    .select({ id: gameEvents.id })
    .from(gameEvents)
    .where(and(eq(gameEvents.gameId, gameId), eq(gameEvents.id, id)));
  if (!event) throw notFound(EVENT_NOT_FOUND);
}

async function writeEvent(tx: Tx, gameId: number, id: number, data: GameEventData) {
  await changeEvents(tx, gameId, async (game) => {
    await findEvent(tx, gameId, id);
    await checkEvent(tx, game, data);
    await tx.update(gameEvents).set(data).where(eq(gameEvents.id, id));
    return id;
  });
  return getEvent(tx, gameId, id);
}

async function removeEvent(tx: Tx, gameId: number, id: number) {
  await changeEvents(tx, gameId, async () => {
    await findEvent(tx, gameId, id);
    await tx.delete(gameEvents).where(eq(gameEvents.id, id));
    return undefined;
  });
}

const entity = 'game_events';

export const addEvent = (db: Db, actor: Actor, gameId: number, data: GameEventData) =>
  auditedChange(db, actor, (tx) => insertEvent(tx, gameId, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: { gameId, ...data } }));

export const updateEvent = (db: Db, actor: Actor, gameId: number, id: number, data: GameEventData) =>
  auditedChange(db, actor, (tx) => writeEvent(tx, gameId, id, data), (event) => ({ action: 'update', entity, entityId: event.id, changes: data }));

export const deleteEvent = (db: Db, actor: Actor, gameId: number, id: number) =>
  auditedChange(db, actor, (tx) => removeEvent(tx, gameId, id), { action: 'delete', entity, entityId: id, changes: { gameId } });
