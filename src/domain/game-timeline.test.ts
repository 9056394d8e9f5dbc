import { describe, expect, test } from 'vitest';
import { gameModalityOf } from './competitions';
import { gameTimeline, substitutionFields, timelineProblemMessage, type TimelineEntry, type TimelineEvent } from './game-timeline';
import { managedTeamCategoryOf } from './rosters';

const entry = (athleteId: number, nomeCompleto: string, overrides: Partial<TimelineEntry> = {}): TimelineEntry => ({
  athleteId,
  titular: true,
  entradaMinuto: 0,
  saidaMinuto: null,
  athlete: { nomeCompleto },
  ...overrides,
});
const lineup = [entry(1, 'Pedro'), entry(2, 'Lucas'), entry(3, 'Rafael', { titular: false })];
let nextId = 0;
const event = (tipoEvento: TimelineEvent['tipoEvento'], minuto: number, athleteId: number | null, assistenteId: number | null = null): TimelineEvent => ({
  id: ++nextId,
  tipoEvento,
  minuto,
  athleteId,
  assistenteId,
});

describe('gameTimeline', () => {
  test('a reserve brought on is on the pitch from that minute; who left is off after it', () => {
    const { times, problem } = gameTimeline(lineup, [event('substituicao', 60, 1, 3), event('gol', 60, 3), event('gol', 60, 1)]);
    expect(problem).toBeNull();
    expect(times.get(3)).toEqual({ entrada: 60, saida: null, saiu: null });
    expect(times.get(1)).toEqual({ entrada: 0, saida: 60, saiu: 'substituicao' });
    expect(times.get(2)).toEqual({ entrada: 0, saida: null, saiu: null });
  });

  test('a reserve never brought on did not play; one with an entry minute typed in the lineup did', () => {
    expect(gameTimeline(lineup, []).times.get(3)).toEqual({ entrada: null, saida: null, saiu: null });
    const typed = [entry(3, 'Rafael', { titular: false, entradaMinuto: 46, saidaMinuto: 80 })];
    expect(gameTimeline(typed, []).times.get(3)).toEqual({ entrada: 46, saida: 80, saiu: 'escalacao' });
    expect(gameTimeline(typed, [event('gol', 85, 3)]).problem?.message).toBe('Rafael não estava em campo aos 85 minutos (saiu aos 80).');
  });

  test('the first event out of place is the problem, whatever order they were recorded in', () => {
    const goal = event('gol', 30, 3);
    const { problem } = gameTimeline(lineup, [event('substituicao', 60, 1, 3), goal]);
    expect(problem).toMatchObject({ event: goal, field: 'athleteId', message: 'Rafael não estava em campo aos 30 minutos (só entrou aos 60).' });
    expect(timelineProblemMessage(problem!, goal.id)).toBe(problem!.message);
    expect(timelineProblemMessage(problem!)).toBe('Gol aos 30 minutos: Rafael não estava em campo aos 30 minutos (só entrou aos 60). Altere ou exclua esse evento primeiro.');
  });

  test('a red card takes the athlete off, and nobody leaves twice', () => {
    expect(gameTimeline(lineup, [event('cartao_vermelho', 50, 2), event('cartao_amarelo', 70, 2)]).problem?.message).toBe(
      'Lucas não estava em campo aos 70 minutos (foi expulso aos 50).',
    );
    expect(gameTimeline(lineup, [event('substituicao', 60, 1, 3), event('substituicao', 60, 1, 2)]).problem?.message).toBe(
      'Pedro não estava em campo aos 60 minutos (saiu aos 60).',
    );
  });
});

test('substitutionFields: what each substitution sets in the lineup', () => {
  expect(substitutionFields([event('gol', 10, 1), event('substituicao', 60, 1, 3), event('substituicao', 70, 2, null)])).toEqual(
    new Map([
      [1, { saida: { saidaMinuto: 60, substituido: true, substitutoId: 3 } }],
      [3, { entrada: { entradaMinuto: 60 } }],
    ]),
  );
});

test.each([
  ['Futebol', 'futebol'],
  ['Futsal', 'futsal'],
  ['Vôlei', 'volei'],
  ['Handball', 'handebol'],
  ['Natação', null],
])('gameModalityOf(%s) → %s', (modalidade, expected) => {
  expect(gameModalityOf(modalidade)).toBe(expected);
});

test.each([
  ['Sub-11', 'sub-11'],
  ['sub 9', 'sub-9'],
  ['Adulto', 'adulto'],
  ['Sub-8', null],
  ['Master', null],
])('managedTeamCategoryOf(%s) → %s', (label, expected) => {
  expect(managedTeamCategoryOf(label)).toBe(expected);
});
