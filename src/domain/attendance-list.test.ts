import { describe, expect, test } from 'vitest';
import { attendanceListFileName, attendanceListQuerySchema, beneficiarySummary, recentMonths, summaryBandLabel, summaryBands } from './attendance-list';

describe('lista de presença', () => {
  test('the months the dialog offers', () => {
    const months = recentMonths('2026-01-31');
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months).toHaveLength(24);
  });

  test('each band named with its ages, from the school bands', () => {
    expect(summaryBands.map(summaryBandLabel)).toEqual([
      'Sub-7 (até 7 anos)',
      'Sub-9 (8 e 9 anos)',
      'Sub-11 (10 e 11 anos)',
      'Sub-13 (12 e 13 anos)',
      'Sub-15 (14 e 15 anos)',
      'Sub-17 (16 e 17 anos)',
      'Sub-20 (18 a 20 anos)',
      'Adulto (21 anos ou mais)',
    ]);
  });

  test('the summary keeps the bands that have someone, youngest first, with the totals by sex', () => {
    const people = [
      { faixa: 'sub-13', sexo: 'F' },
      { faixa: 'sub-9', sexo: 'M' },
      { faixa: 'sub-13', sexo: 'M' },
      { faixa: 'sub-13', sexo: 'F' },
    ] as const;
    expect(beneficiarySummary(people)).toEqual({
      rows: [
        { faixa: 'sub-9', M: 1, F: 0, total: 1 },
        { faixa: 'sub-13', M: 1, F: 2, total: 3 },
      ],
      total: { M: 2, F: 2, total: 4 },
    });
  });

  test('the file name is ASCII, whatever the team is called', () => {
    expect(attendanceListFileName('Vôlei Sub-13 Manhã', '2026-11', 'xlsx')).toBe('lista-de-presenca_volei-sub-13-manha_2026-11.xlsx');
    expect(attendanceListFileName('***', '2026-11', 'pdf')).toBe('lista-de-presenca_turma_2026-11.pdf');
  });

  test('the query: a month from 2000 on, PDF unless told otherwise', () => {
    expect(attendanceListQuerySchema.parse({ mes: '2026-11' })).toEqual({ mes: '2026-11', formato: 'pdf' });
    for (const mes of ['2026-00', '2026-13', '26-11', '1999-12', '2026-11-01']) expect(attendanceListQuerySchema.safeParse({ mes }).success, mes).toBe(false);
  });
});
