import { describe, expect, it } from 'vitest';
import { addMonthsClamped, fromCents, planInstalments, planTermMonths, toCents } from './instalments';

const base = { dataVencimento: '2026-03-10', valorMensalidade: '180.00', desconto: '0.00' };
const dates = (plan: ReturnType<typeof planInstalments>) => plan.map((p) => p.dataVencimento);

describe('planInstalments', () => {
  it.each([
    ['mensal', 1],
    ['trimestral', 3],
    ['semestral', 6],
    ['anual', 12],
  ] as const)('a %s term has %i instalments', (tipoPlano, count) => {
    const plan = planInstalments({ ...base, tipoPlano });
    expect(plan).toHaveLength(count);
    expect(planTermMonths[tipoPlano]).toBe(count);
    expect(plan.map((p) => p.numeroMensalidade)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });

  it('puts the first instalment on dataVencimento and each next on the same day of the following month', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'anual' });
    expect(dates(plan)).toEqual([
      '2026-03-10',
      '2026-04-10',
      '2026-05-10',
      '2026-06-10',
      '2026-07-10',
      '2026-08-10',
      '2026-09-10',
      '2026-10-10',
      '2026-11-10',
      '2026-12-10',
      '2027-01-10',
      '2027-02-10',
    ]);
  });

  it('clamps the 31st to the end of February in a non-leap year and returns to the 31st', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'trimestral', dataVencimento: '2027-01-31' });
    expect(dates(plan)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('clamps to 29 February in a leap year', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'trimestral', dataVencimento: '2028-01-31' });
    expect(dates(plan)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(dates(planInstalments({ ...base, tipoPlano: 'mensal', dataVencimento: '2028-02-29' }))).toEqual(['2028-02-29']);
  });

  it('follows the century rule for leap years (2100 is not one, 2000 is)', () => {
    expect(addMonthsClamped('2100-01-30', 1)).toBe('2100-02-28');
    expect(addMonthsClamped('2000-01-30', 1)).toBe('2000-02-29');
  });

  it('clamps the 31st in months of 30 days and never drifts', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'anual', dataVencimento: '2026-01-31' });
    expect(dates(plan)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
  });

  it('keeps the 30th after February (no drift to the 28th)', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'trimestral', dataVencimento: '2026-01-30' });
    expect(dates(plan)).toEqual(['2026-01-30', '2026-02-28', '2026-03-30']);
  });

  it('crosses the year boundary', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'trimestral', dataVencimento: '2026-11-15' });
    expect(dates(plan)).toEqual(['2026-11-15', '2026-12-15', '2027-01-15']);
  });

  it('charges valorMensalidade minus desconto, in cents', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'trimestral', valorMensalidade: '199.90', desconto: '20.00' });
    expect(plan.map((p) => p.valor)).toEqual(['179.90', '179.90', '179.90']);
    // 0.1 + 0.2 style float errors cannot happen: 150.30 − 0.10 is exactly 150.20.
    expect(planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: 150.3, desconto: 0.1 })[0].valor).toBe('150.20');
  });

  it('treats a missing discount as zero', () => {
    expect(planInstalments({ ...base, tipoPlano: 'mensal', desconto: null })[0].valor).toBe('180.00');
    expect(planInstalments({ tipoPlano: 'mensal', dataVencimento: '2026-03-10', valorMensalidade: '180' })[0].valor).toBe(
      '180.00',
    );
  });

  it('never charges below zero when the discount exceeds the fee', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: '150.00', desconto: '200.00' });
    expect(plan[0].valor).toBe('0.00');
    expect(planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: '150.00', desconto: '150.00' })[0].valor).toBe(
      '0.00',
    );
  });

  it('numbers a renewal from startNumber', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'semestral', dataVencimento: '2026-09-10', startNumber: 13 });
    expect(plan.map((p) => p.numeroMensalidade)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(plan[0].dataVencimento).toBe('2026-09-10');
  });

  it('refuses an invalid date, plan or start number', () => {
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', dataVencimento: '2026-02-30' })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', dataVencimento: '10/03/2026' })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'bienal' as never })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', startNumber: 0 })).toThrow();
  });
});

describe('money in cents', () => {
  it('parses decimal strings and numbers', () => {
    expect(toCents('150.00')).toBe(15000);
    expect(toCents('150.5')).toBe(15050);
    expect(toCents('7')).toBe(700);
    expect(toCents(249.99)).toBe(24999);
    expect(toCents('-10.00')).toBe(-1000);
  });

  it('refuses what is not an amount', () => {
    expect(() => toCents('abc')).toThrow();
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents(0.1 + 0.2)).toThrow();
    expect(() => toCents(Number.NaN)).toThrow();
  });

  it('formats cents with two places', () => {
    expect(fromCents(15000)).toBe('150.00');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-1050)).toBe('-10.50');
  });
});
