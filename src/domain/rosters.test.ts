import { describe, expect, test } from 'vitest';
import { ageOn } from './age';
import { ageBandBirthRange, ageBandOf, canonicalPosition, managedTeamCategories, managedTeamInputSchema, rosterAddSchema } from './rosters';

describe('age bands of the add dialog filter', () => {
  test.each([
    [0, 'sub-7'],
    [7, 'sub-7'],
    [8, 'sub-9'],
    [9, 'sub-9'],
    [10, 'sub-11'],
    [17, 'sub-17'],
    [18, 'sub-20'],
    [20, 'sub-20'],
    [21, 'adulto'],
    [60, 'adulto'],
  ])('%i years → %s', (age, band) => {
    expect(ageBandOf(age)).toBe(band);
  });

  test('each band birth range holds exactly the birth dates whose age falls in the band', () => {
    const today = '2025-06-15';
    for (const category of managedTeamCategories) {
      const { after, onOrBefore } = ageBandBirthRange(category, today);
      for (let year = 1960; year <= 2025; year++) {
        for (const day of ['01-01', '06-15', '06-16', '12-31']) {
          const birth = `${year}-${day}`;
          if (birth > today) continue;
          const inRange = (after === null || birth > after) && (onOrBefore === null || birth <= onOrBefore);
          expect(inRange, `${category} ${birth}`).toBe(ageBandOf(ageOn(birth, today)) === category);
        }
      }
    }
  });
});

describe('positions', () => {
  test.each([
    ['goleiro', 'goleiro'],
    [' Goleiro ', 'goleiro'],
    ['Lateral direito', 'lateral-direito'],
    ['MEIO-CAMPO', 'meio-campo'],
    ['ponta esquerda', 'ponta-esquerda'],
    ['Líbero', 'Líbero'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(canonicalPosition(typed)).toBe(stored);
  });

  test('the add request stores a blank position and date as null', () => {
    expect(rosterAddSchema.parse({ athleteId: '3', posicaoPreferencial: 'Atacante', dataEntrada: '', observacoes: ' ' })).toEqual({
      athleteId: 3,
      posicaoPreferencial: 'atacante',
      dataEntrada: null,
      observacoes: null,
    });
  });
});

describe('new team', () => {
  const base = { nome: 'Sub-11', categoria: 'sub-11', modalidade: 'futebol', unitId: '1' };
  test.each([
    [undefined, 25],
    ['', 25],
    [null, 25],
    ['1', 1],
    [50, 50],
  ])('numeroMaximoAtletas %j → %i', (numeroMaximoAtletas, expected) => {
    expect(managedTeamInputSchema.parse({ ...base, numeroMaximoAtletas }).numeroMaximoAtletas).toBe(expected);
  });

  test.each([[0], [51], ['1.5'], ['dez'], [true]])('numeroMaximoAtletas %j is refused', (numeroMaximoAtletas) => {
    const result = managedTeamInputSchema.safeParse({ ...base, numeroMaximoAtletas });
    expect(result.error?.issues[0]).toMatchObject({ path: ['numeroMaximoAtletas'], message: 'O número máximo de atletas deve estar entre 1 e 50' });
  });
});
