import { gameEventTypeLabels, type GameEventType } from './competitions';

/** What the timeline reads of a lineup entry. */
export interface TimelineEntry {
  athleteId: number;
  titular: boolean;
  entradaMinuto: number;
  saidaMinuto: number | null;
  athlete: { nomeCompleto: string };
}

/** What the timeline reads of an event. */
export interface TimelineEvent {
  id: number;
  tipoEvento: GameEventType;
  minuto: number;
  athleteId: number | null;
  assistenteId: number | null;
}

/** How an athlete left the pitch: a substitution, a red card, or the exit minute typed in the lineup. */
export type PitchExit = 'substituicao' | 'expulsao' | 'escalacao';

/** When an athlete of the lineup was on the pitch; `entrada` null: never came on. */
export interface PitchTime {
  entrada: number | null;
  saida: number | null;
  saiu: PitchExit | null;
}

/** The first event that names an athlete who was not where it says (on the pitch, or on the bench to come on). */
export interface TimelineProblem {
  event: TimelineEvent;
  field: 'athleteId' | 'assistenteId';
  message: string;
}

export interface GameTimeline {
  times: Map<number, PitchTime>;
  problem: TimelineProblem | null;
}

export const pitchMessages = {
  notOnPitch: (nome: string, minuto: number, why: string) => `${nome} não estava em campo aos ${minuto} minutos (${why}).`,
  notOnBench: (nome: string, minuto: number, why: string) => `${nome} não estava no banco de reservas aos ${minuto} minutos (${why}).`,
  /** The lineup fields a recorded substitution set change only with it. */
  entradaFromSubstitution: (nome: string, minuto: number) =>
    `A entrada de ${nome} aos ${minuto} minutos vem da substituição registrada nos eventos: para mudá-la, edite a substituição.`,
  saidaFromSubstitution: (nome: string, minuto: number) =>
    `A saída de ${nome} aos ${minuto} minutos vem da substituição registrada nos eventos: para mudá-la, edite a substituição.`,
  substitutoFromSubstitution: (nome: string, substituto: string) =>
    `${nome} saiu para ${substituto} numa substituição registrada nos eventos: para mudá-la, edite a substituição.`,
};

/** Substitutions first within a minute: whoever came on at 60 may score at 60, and whoever left at 60 may too. */
const happenedBefore = (a: TimelineEvent, b: TimelineEvent) =>
  a.minuto - b.minuto || Number(a.tipoEvento !== 'substituicao') - Number(b.tipoEvento !== 'substituicao') || a.id - b.id;

/**
 * Who was on the pitch when, from the lineup and the events. Starters are on from their entry
 * minute; a reserve comes on in a substitution (or at the entry minute typed in the lineup, when no
 * substitution brings them on). A substitution or a red card takes an athlete off; the lineup's exit
 * minute counts for whoever no substitution takes off. Every goal (scorer and assist) and card must
 * name athletes on the pitch at its minute, and a substitution takes off someone on the pitch and
 * brings on someone from the bench.
 */
export function gameTimeline(lineup: readonly TimelineEntry[], events: readonly TimelineEvent[]): GameTimeline {
  const substitutions = events.filter((e) => e.tipoEvento === 'substituicao');
  const broughtOn = new Set(substitutions.map((e) => e.assistenteId));
  const takenOff = new Set(substitutions.map((e) => e.athleteId));
  const entries = new Map(lineup.map((entry) => [entry.athleteId, entry]));
  const times = new Map<number, PitchTime>(
    lineup.map((entry) => {
      const typedEntry = entry.titular || (!broughtOn.has(entry.athleteId) && entry.entradaMinuto > 0);
      const typedExit = !takenOff.has(entry.athleteId) && entry.saidaMinuto !== null;
      return [
        entry.athleteId,
        { entrada: typedEntry ? entry.entradaMinuto : null, saida: typedExit ? entry.saidaMinuto : null, saiu: typedExit ? 'escalacao' : null },
      ];
    }),
  );
  const ordered = [...events].sort(happenedBefore);
  /** The minute a later substitution brings each reserve on, for saying why they were not on yet. */
  const comesOnAt = new Map<number, number>();
  for (const e of ordered) if (e.tipoEvento === 'substituicao' && e.assistenteId !== null && !comesOnAt.has(e.assistenteId)) comesOnAt.set(e.assistenteId, e.minuto);

  const nameOf = (athleteId: number) => entries.get(athleteId)!.athlete.nomeCompleto;
  function absence(athleteId: number, minute: number, leaving: boolean): string | null {
    const time = times.get(athleteId)!;
    if (time.entrada === null) {
      const later = comesOnAt.get(athleteId);
      return later !== undefined && later > minute ? `só entrou aos ${later}` : 'estava no banco de reservas';
    }
    if (time.entrada > minute) return `só entrou aos ${time.entrada}`;
    // Leaving twice at one minute is refused; playing on in the minute one left is not.
    const gone = time.saida !== null && (time.saida < minute || (leaving && time.saiu !== 'escalacao'));
    if (gone) return time.saiu === 'expulsao' ? `foi expulso aos ${time.saida}` : `saiu aos ${time.saida}`;
    return null;
  }
  function notOnBench(athleteId: number): string | null {
    const time = times.get(athleteId)!;
    if (entries.get(athleteId)!.titular) return 'começou o jogo como titular';
    return time.entrada === null ? null : `já tinha entrado aos ${time.entrada}`;
  }

  let problem: TimelineProblem | null = null;
  const report = (event: TimelineEvent, field: TimelineProblem['field'], message: string) => {
    problem ??= { event, field, message };
  };
  const known = (athleteId: number | null): athleteId is number => athleteId !== null && entries.has(athleteId);

  for (const event of ordered) {
    const { minuto, athleteId, assistenteId, tipoEvento } = event;
    const leaving = tipoEvento === 'substituicao';
    if (known(athleteId)) {
      const why = absence(athleteId, minuto, leaving);
      if (why) report(event, 'athleteId', pitchMessages.notOnPitch(nameOf(athleteId), minuto, why));
    }
    if (known(assistenteId)) {
      const why = leaving ? notOnBench(assistenteId) : absence(assistenteId, minuto, false);
      const message = leaving ? pitchMessages.notOnBench : pitchMessages.notOnPitch;
      if (why) report(event, 'assistenteId', message(nameOf(assistenteId), minuto, why));
    }
    if (leaving && known(athleteId)) Object.assign(times.get(athleteId)!, { saida: minuto, saiu: 'substituicao' });
    if (leaving && known(assistenteId)) times.get(assistenteId)!.entrada = minuto;
    if (tipoEvento === 'cartao_vermelho' && known(athleteId)) {
      const time = times.get(athleteId)!;
      if (time.saida === null || time.saida > minuto) Object.assign(time, { saida: minuto, saiu: 'expulsao' });
    }
  }
  return { times, problem };
}

/**
 * The problem's message as the caller of a change reads it: as is when it is about the event they
 * wrote, else naming the event that the change would leave wrong.
 */
export function timelineProblemMessage(problem: TimelineProblem, writtenEventId?: number): string {
  if (problem.event.id === writtenEventId) return problem.message;
  return `${gameEventTypeLabels[problem.event.tipoEvento]} aos ${problem.event.minuto} minutos: ${problem.message} Altere ou exclua esse evento primeiro.`;
}

/** The lineup fields a recorded substitution sets: who left (minute, substituted, for whom) and who came on (minute). */
export interface SubstitutionFields {
  entrada?: { entradaMinuto: number };
  saida?: { saidaMinuto: number; substituido: true; substitutoId: number };
}

/** Per athlete, what the game's substitutions (naming both athletes) say in the lineup; the first one counts. */
export function substitutionFields(events: readonly TimelineEvent[]): Map<number, SubstitutionFields> {
  const fields = new Map<number, SubstitutionFields>();
  const of = (athleteId: number) => fields.get(athleteId) ?? fields.set(athleteId, {}).get(athleteId)!;
  for (const event of [...events].sort(happenedBefore)) {
    if (event.tipoEvento !== 'substituicao' || event.athleteId === null || event.assistenteId === null) continue;
    const off = of(event.athleteId);
    off.saida ??= { saidaMinuto: event.minuto, substituido: true, substitutoId: event.assistenteId };
    const on = of(event.assistenteId);
    on.entrada ??= { entradaMinuto: event.minuto };
  }
  return fields;
}
