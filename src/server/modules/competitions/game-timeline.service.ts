import { and, eq } from 'drizzle-orm';
import { gameTimeline, pitchMessages, substitutionFields, timelineProblemMessage, type SubstitutionFields, type TimelineEvent } from '@domain/game-timeline';
import type { Tx } from '../../db/client';
import { athletes, gameEvents, gameLineups } from '../../db/schema/index';
import { unprocessable } from '../../http/errors';

/** Examples of the 422s below, for the routes' documentation. */
export const TIMELINE_REFUSALS = [
  pitchMessages.notOnPitch('Rafael Costa', 30, 'só entrou aos 60'),
  pitchMessages.notOnBench('Lucas Martins', 60, 'começou o jogo como titular'),
];
export const SUBSTITUTION_FIELD_REFUSALS = [
  pitchMessages.entradaFromSubstitution('Rafael Costa', 60),
  pitchMessages.saidaFromSubstitution('Pedro Henrique Alves', 60),
  pitchMessages.substitutoFromSubstitution('Pedro Henrique Alves', 'Rafael Costa'),
];

async function loadEvents(tx: Tx, gameId: number): Promise<TimelineEvent[]> {
  return tx
    .select({
      id: gameEvents.id,
      tipoEvento: gameEvents.tipoEvento,
      minuto: gameEvents.minuto,
      athleteId: gameEvents.athleteId,
      assistenteId: gameEvents.assistenteId,
    })
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId));
}

/** What the game's recorded substitutions set in its lineup, per athlete. */
export async function substitutionsOf(tx: Tx, gameId: number) {
  return substitutionFields(await loadEvents(tx, gameId));
}

/**
 * Brings the lineup up to date with the substitutions after a change to the events: whoever left
 * has the minute, the flag and who came on; whoever came on has the minute. A substitution gone or
 * changed gives back the defaults (no exit, not substituted, entry at 0) it had set.
 */
export async function followSubstitutions(tx: Tx, gameId: number, before: Map<number, SubstitutionFields>) {
  const after = await substitutionsOf(tx, gameId);
  for (const athleteId of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(athleteId);
    const now = after.get(athleteId);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    const set = {
      ...(was?.entrada && !now?.entrada ? { entradaMinuto: 0 } : {}),
      ...(was?.saida && !now?.saida ? { saidaMinuto: null, substituido: false, substitutoId: null } : {}),
      ...now?.entrada,
      ...now?.saida,
    };
    if (Object.keys(set).length === 0) continue;
    await tx
      .update(gameLineups)
      .set(set)
      .where(and(eq(gameLineups.gameId, gameId), eq(gameLineups.athleteId, athleteId)));
  }
}

/**
 * Refuses (422) a sheet where an event names an athlete who was not on the pitch at its minute, or
 * a substitution someone not on the bench. The message is the event's own when `writtenEventId` is
 * the event at fault (with its field); otherwise it names the event the change would leave wrong.
 */
export async function checkTimeline(tx: Tx, gameId: number, writtenEventId?: number) {
  const lineup = await tx
    .select({
      athleteId: gameLineups.athleteId,
      titular: gameLineups.titular,
      entradaMinuto: gameLineups.entradaMinuto,
      saidaMinuto: gameLineups.saidaMinuto,
      athlete: { nomeCompleto: athletes.nomeCompleto },
    })
    .from(gameLineups)
    .innerJoin(athletes, eq(athletes.id, gameLineups.athleteId))
    .where(eq(gameLineups.gameId, gameId));
  const { problem } = gameTimeline(lineup, await loadEvents(tx, gameId));
  if (!problem) return;
  const message = timelineProblemMessage(problem, writtenEventId);
  throw unprocessable(message, problem.event.id === writtenEventId ? { [problem.field]: message } : undefined);
}
