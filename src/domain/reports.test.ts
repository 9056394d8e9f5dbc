import { describe, expect, test } from 'vitest';
import { ageOn } from './age';
import { addDays } from './dates';
import { bandBirthDates, reportAgeBands, reportPeriodRange, reportPeriodText, reportQuerySchema, reportRange, splitByWholeMonths } from './reports';

describe('reportPeriodRange', () => {
  test.each([
    ['todos', '2026-11-22', null],
    ['mes', '2026-11-22', { inicio: '2026-11-01', fim: '2026-11-30' }],
    ['trimestre', '2026-11-22', { inicio: '2026-10-01', fim: '2026-12-31' }],
    ['trimestre', '2028-02-29', { inicio: '2028-01-01', fim: '2028-03-31' }],
    ['trimestre', '2026-06-30', { inicio: '2026-04-01', fim: '2026-06-30' }],
    ['ano', '2026-11-22', { inicio: '2026-01-01', fim: '2026-12-31' }],
  ] as const)('%s on %s', (periodo, today, range) => {
    expect(reportPeriodRange(periodo, today)).toEqual(range);
  });
});

describe('the one period of the page', () => {
  test.each([
    [{}, { inicio: '2026-11-01', fim: '2026-11-30' }, 'Este mês (01/11/2026 a 30/11/2026)'],
    [{ periodo: 'todos' }, null, 'Todo o período'],
    [{ periodo: 'ano' }, { inicio: '2026-01-01', fim: '2026-12-31' }, 'Este ano (01/01/2026 a 31/12/2026)'],
    [{ periodo: 'todos', inicio: '2026-03-01', fim: '2026-03-15' }, { inicio: '2026-03-01', fim: '2026-03-15' }, '01/03/2026 a 15/03/2026'],
  ])('%j', (input, range, text) => {
    const query = reportQuerySchema.parse(input);
    expect(reportRange(query, '2026-11-22')).toEqual(range);
    expect(reportPeriodText(query, range)).toBe(text);
  });

  test('dates come in pairs', () => {
    expect(reportQuerySchema.safeParse({ inicio: '2026-03-01' }).success).toBe(false);
    expect(reportQuerySchema.safeParse({ periodo: 'ano', fim: '2026-03-01' }).success).toBe(false);
  });
});

describe('splitByWholeMonths', () => {
  test.each([
    [{ inicio: '2026-01-01', fim: '2026-12-31' }, { inicio: '2026-01-01', fim: '2026-12-31' }, []],
    [
      { inicio: '2026-01-15', fim: '2026-03-10' },
      { inicio: '2026-02-01', fim: '2026-02-28' },
      [
        { inicio: '2026-01-15', fim: '2026-01-31' },
        { inicio: '2026-03-01', fim: '2026-03-10' },
      ],
    ],
    [{ inicio: '2026-01-31', fim: '2026-02-01' }, null, [{ inicio: '2026-01-31', fim: '2026-02-01' }]],
    [{ inicio: '2028-02-01', fim: '2028-02-29' }, { inicio: '2028-02-01', fim: '2028-02-29' }, []],
    [{ inicio: '2026-03-01', fim: '2026-03-30' }, null, [{ inicio: '2026-03-01', fim: '2026-03-30' }]],
  ])('%j', (range, months, days) => {
    expect(splitByWholeMonths(range)).toEqual({ months, days });
  });
});

test('each age from 0 to 40 falls in exactly the band of spec 2 §9 that holds it', () => {
  const today = '2026-11-22';
  for (let offset = 0; offset < 40 * 365; offset += 17) {
    const birth = addDays(today, -offset);
    const age = ageOn(birth, today);
    const holding = reportAgeBands.filter((band) => {
      const { after, onOrBefore } = bandBirthDates(band, today);
      return (after === null || birth > after) && (onOrBefore === null || birth <= onOrBefore);
    });
    expect(holding.map((b) => b.faixa), `${birth} (${age} anos)`).toEqual(
      reportAgeBands.filter((b) => age >= b.min && (b.max === null || age <= b.max)).map((b) => b.faixa),
    );
  }
});
