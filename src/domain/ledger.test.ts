import { describe, expect, test } from 'vitest';
import { financialRecordInputSchema, monthOf, NONE } from './ledger';
import { REQUIRED_FIELDS } from './messages';

describe('monthOf', () => {
  test.each([
    ['2026-11-22', '2026-11-01', '2026-11-30'],
    ['2028-02-10', '2028-02-01', '2028-02-29'],
    ['2027-02-01', '2027-02-01', '2027-02-28'],
    ['2026-12-31', '2026-12-01', '2026-12-31'],
  ])('%s → %s to %s', (today, inicio, fim) => {
    expect(monthOf(today)).toEqual({ inicio, fim });
  });
});

describe('financialRecordInputSchema', () => {
  const valid = { tipo: 'despesa', categoria: 'Aluguel', valor: '10,5', data: '2026-03-05' };

  test('a select\'s "none" and empty fields are null; the amount is a decimal string', () => {
    expect(financialRecordInputSchema.parse({ ...valid, subcategoria: NONE, unitId: NONE, descricao: ' ' })).toEqual({
      ...valid,
      valor: '10.50',
      subcategoria: null,
      unitId: null,
      descricao: null,
    });
    expect(financialRecordInputSchema.parse({ ...valid, unitId: '7' }).unitId).toBe(7);
  });

  test('each required field missing gives the spec message', () => {
    for (const field of ['tipo', 'categoria', 'valor', 'data'] as const) {
      const result = financialRecordInputSchema.safeParse({ ...valid, [field]: '' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message: REQUIRED_FIELDS });
    }
  });
});
