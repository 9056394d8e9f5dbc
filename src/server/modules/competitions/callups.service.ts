import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import {
  CALLUP_ATHLETE_NOT_FOUND,
  CALLUP_CLOSED,
  CALLUP_GAME_CANCELLED,
  CALLUP_GAME_OVER,
  CALLUP_NOT_FOUND,
  type CallupAnswerData,
} from '@domain/callups';
import type { SessionUser } from '@domain/auth';
import { zonedInstant, zonedParts } from '@domain/dates';
import { audit, auditedChange, changedFields, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { athletes, externalTeams, gameCallups, games, teams, users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { photoUrl } from '../../db/athlete-sql';
import { optionalName } from '../families/guardians.service';
import { familyAthletes } from '../../auth/scopes';
import { lockGame } from './games.service';

/** A game that is over, or will not happen, takes no new call-ups. */
const CLOSED_STATUSES = ['finalizado', 'cancelado'] as const;

/** The game's call-ups by athlete name, with who answered, and the count of each answer. */
export async function listGameCallups(db: Executor, gameId: number) {
  const rows = await db
    .select({
      id: gameCallups.id,
      gameId: gameCallups.gameId,
      athleteId: gameCallups.athleteId,
      nomeCompleto: athletes.nomeCompleto,
      hasPhoto: sql<boolean>`${athletes.foto} is not null`,
      updatedAt: athletes.updatedAt,
      resposta: gameCallups.resposta,
      observacao: gameCallups.observacao,
      respondidoEm: gameCallups.respondidoEm,
      respondidoPor: optionalName(users),
      convocadoEm: gameCallups.createdAt,
    })
    .from(gameCallups)
    .innerJoin(athletes, eq(athletes.id, gameCallups.athleteId))
    .leftJoin(users, eq(users.id, gameCallups.respondidoPorUserId))
    .where(eq(gameCallups.gameId, gameId))
    .orderBy(asc(ptBR(athletes.nomeCompleto)), asc(gameCallups.id));
  const items = rows.map(({ hasPhoto, updatedAt, ...row }) => ({ ...row, fotoUrl: photoUrl(row.athleteId, hasPhoto, updatedAt) }));
  return {
    resumo: {
      vai: items.filter((c) => c.resposta === 'vai').length,
      naoVai: items.filter((c) => c.resposta === 'nao_vai').length,
      semResposta: items.filter((c) => c.resposta === null).length,
    },
    items,
  };
}

/**
 * Calls the athletes up for the game: each must be an active athlete. One already called up keeps
 * its call-up and answer. Answers the ids of the call-ups made now, with their athletes.
 */
async function insertCallups(tx: Tx, gameId: number, athleteIds: number[], userId: number) {
  const game = await lockGame(tx, gameId);
  if ((CLOSED_STATUSES as readonly string[]).includes(game.status)) throw conflict(CALLUP_GAME_OVER);
  const found = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(inArray(athletes.id, athleteIds), eq(athletes.status, 'ATIVO')))
    .for('share');
  if (found.length !== athleteIds.length) throw badRequest(CALLUP_ATHLETE_NOT_FOUND, { athleteIds: CALLUP_ATHLETE_NOT_FOUND });
  return tx
    .insert(gameCallups)
    .values(athleteIds.map((athleteId) => ({ gameId, athleteId, convocadoPorUserId: userId })))
    .onConflictDoNothing({ target: [gameCallups.gameId, gameCallups.athleteId] })
    .returning({ id: gameCallups.id, athleteId: gameCallups.athleteId });
}

/** Removes a call-up of the game, its answer with it; answers the athlete's id. */
async function deleteCallup(tx: Tx, gameId: number, callupId: number) {
  await lockGame(tx, gameId);
  const [removed] = await tx
    .delete(gameCallups)
    .where(and(eq(gameCallups.id, callupId), eq(gameCallups.gameId, gameId)))
    .returning({ athleteId: gameCallups.athleteId, resposta: gameCallups.resposta });
  if (!removed) throw notFound(CALLUP_NOT_FOUND);
  return removed;
}

const familyColumns = {
  id: gameCallups.id,
  athleteId: gameCallups.athleteId,
  atleta: athletes.nomeCompleto,
  jogo: {
    id: games.id,
    dataHora: games.dataHora,
    local: games.local,
    endereco: games.endereco,
    status: games.status,
    turma: teams.nome,
    adversario: externalTeams.nome,
    fora: games.homeTeamExternal,
  },
  resposta: gameCallups.resposta,
  observacao: gameCallups.observacao,
  respondidoEm: gameCallups.respondidoEm,
};

/** Call-ups with their athlete and game; each caller puts the family scope in its where clause. */
const familyCallups = (db: Executor) =>
  db
    .select(familyColumns)
    .from(gameCallups)
    .innerJoin(athletes, eq(athletes.id, gameCallups.athleteId))
    .innerJoin(games, eq(games.id, gameCallups.gameId))
    .leftJoin(teams, eq(teams.id, games.homeTeamId))
    .leftJoin(externalTeams, eq(externalTeams.id, games.awayTeamId))
    .$dynamic();

/** The game has not started (by the clock or by its status) and was not cancelled. */
const answerable = (game: { dataHora: Date; status: string }, now: Date) =>
  game.dataHora > now && (game.status === 'agendado' || game.status === 'adiado');

/** The row as the family sees it: the game's day and time on the school's clock, and whether it may still answer. */
function asFamilyCallup<T extends { jogo: { dataHora: Date; status: string } }>(row: T, now: Date, timeZone: string) {
  const { status, ...jogo } = row.jogo;
  const parts = zonedParts(jogo.dataHora, timeZone);
  return {
    ...row,
    jogo: { ...jogo, data: `${parts.year}-${parts.month}-${parts.day}`, horario: `${parts.hour}:${parts.minute}`, cancelado: status === 'cancelado' },
    podeResponder: answerable(row.jogo, now),
  };
}

/**
 * The call-ups of the family's children for games of today onwards (in the school's time zone),
 * finished games left out, by the game's time then the child's name.
 */
export async function listFamilyCallups(db: Executor, user: SessionUser, today: string, timeZone: string, now: Date) {
  const rows = await familyCallups(db)
    .where(and(familyAthletes(user), gte(games.dataHora, zonedInstant(today, '00:00', timeZone)), ne(games.status, 'finalizado')))
    .orderBy(asc(games.dataHora), asc(ptBR(athletes.nomeCompleto)), asc(gameCallups.id));
  return rows.map((row) => asFamilyCallup(row, now, timeZone));
}

/**
 * The family answers one of its children's call-ups. Another family's call-up is a 404, as if it
 * did not exist; a game that started (or ended) or was cancelled, a 409. The game row is locked
 * first, so a change of its time or status and the answer never interleave.
 */
async function writeAnswer(tx: Tx, user: SessionUser, callupId: number, answer: CallupAnswerData, now: Date, timeZone: string) {
  const [mine] = await familyCallups(tx).where(and(eq(gameCallups.id, callupId), familyAthletes(user)));
  if (!mine) throw notFound(CALLUP_NOT_FOUND);
  const game = await lockGame(tx, mine.jogo.id);
  if (game.status === 'cancelado') throw conflict(CALLUP_GAME_CANCELLED);
  if (!answerable(game, now)) throw conflict(CALLUP_CLOSED);
  const [updated] = await tx
    .update(gameCallups)
    .set({ resposta: answer.resposta, observacao: answer.observacao, respondidoEm: now, respondidoPorUserId: user.id })
    .where(eq(gameCallups.id, callupId))
    .returning({ resposta: gameCallups.resposta, observacao: gameCallups.observacao, respondidoEm: gameCallups.respondidoEm });
  // Removed by staff between the read and the lock.
  if (!updated) throw notFound(CALLUP_NOT_FOUND);
  return {
    before: { resposta: mine.resposta, observacao: mine.observacao },
    callup: asFamilyCallup({ ...mine, ...updated, jogo: { ...mine.jogo, dataHora: game.dataHora, status: game.status } }, now, timeZone),
  };
}

const entity = 'game_callups';

/** Audited with one entry per call-up made now; answers the game's whole call-up. */
export const callUp = (db: Db, actor: Actor, user: SessionUser, gameId: number, athleteIds: number[]) =>
  db.transaction(async (tx) => {
    const added = await insertCallups(tx, gameId, athleteIds, user.id);
    for (const { id, athleteId } of added) {
      await audit(tx, actor, { action: 'create', entity, entityId: id, changes: { gameId, athleteId } });
    }
    return listGameCallups(tx, gameId);
  });

export const removeCallup = (db: Db, actor: Actor, gameId: number, callupId: number) =>
  auditedChange(db, actor, (tx) => deleteCallup(tx, gameId, callupId), (removed) => ({ action: 'delete', entity, entityId: callupId, changes: { gameId, ...removed } }));

/** Audited with the game, the athlete and what of the answer changed. */
export async function answerCallup(db: Db, actor: Actor, user: SessionUser, callupId: number, answer: CallupAnswerData, now: Date, timeZone: string) {
  const { callup } = await auditedChange(
    db,
    actor,
    (tx) => writeAnswer(tx, user, callupId, answer, now, timeZone),
    ({ before, callup }) => ({
      action: 'answer',
      entity,
      entityId: callup.id,
      changes: { gameId: callup.jogo.id, athleteId: callup.athleteId, ...changedFields(before, { resposta: callup.resposta, observacao: callup.observacao }) },
    }),
  );
  return callup;
}
