import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, todayIn } from './dates';
import {
  feeName,
  instalmentDueDate,
  instalmentSituation,
  isOverdue,
  planInstalments,
  planRenewal,
  planTermMonths,
  RENEWAL_WINDOW_DAYS,
} from './instalments';

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
    expect(planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: 150.3, desconto: 0.1 })[0]!.valor).toBe('150.20');
  });

  it('treats a missing discount as zero', () => {
    expect(planInstalments({ ...base, tipoPlano: 'mensal', desconto: null })[0]!.valor).toBe('180.00');
    expect(planInstalments({ tipoPlano: 'mensal', dataVencimento: '2026-03-10', valorMensalidade: '180' })[0]!.valor).toBe(
      '180.00',
    );
  });

  it('never charges below zero when the discount exceeds the fee', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: '150.00', desconto: '200.00' });
    expect(plan[0]!.valor).toBe('0.00');
    expect(planInstalments({ ...base, tipoPlano: 'mensal', valorMensalidade: '150.00', desconto: '150.00' })[0]!.valor).toBe(
      '0.00',
    );
  });

  it('numbers a renewal from startNumber', () => {
    const plan = planInstalments({ ...base, tipoPlano: 'semestral', dataVencimento: '2026-09-10', startNumber: 13 });
    expect(plan.map((p) => p.numeroMensalidade)).toEqual([13, 14, 15, 16, 17, 18]);
    expect(plan[0]!.dataVencimento).toBe('2026-09-10');
  });

  it('refuses an invalid date, plan or start number', () => {
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', dataVencimento: '2026-02-30' })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', dataVencimento: '10/03/2026' })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'bienal' as never })).toThrow();
    expect(() => planInstalments({ ...base, tipoPlano: 'mensal', startNumber: 0 })).toThrow();
  });
});

describe('planRenewal', () => {
  const enrollment = { dataVencimento: '2026-01-31', valorMensalidade: '200.00', desconto: '25.00' } as const;
  const numbers = (plan: ReturnType<typeof planRenewal>) => plan.map((p) => p.numeroMensalidade);

  it.each([
    ['mensal', 1],
    ['trimestral', 3],
    ['semestral', 6],
    ['anual', 12],
  ] as const)('an enrolment with no instalment gets its first %s term (%i) when it starts far from the horizon', (tipoPlano, count) => {
    const plan = planRenewal({ ...enrollment, tipoPlano, last: null, horizon: '2025-12-01' });
    expect(numbers(plan)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(plan.map((p) => p.dataVencimento)).toEqual(planInstalments({ ...enrollment, tipoPlano }).map((p) => p.dataVencimento));
    expect(plan.every((p) => p.valor === '175.00')).toBe(true);
  });

  it.each([
    ['mensal', 1],
    ['trimestral', 3],
    ['semestral', 6],
    ['anual', 12],
  ] as const)('the next %s term is numbered on from the last instalment', (tipoPlano, count) => {
    const first = planInstalments({ ...enrollment, tipoPlano });
    const last = first.at(-1)!;
    const plan = planRenewal({ ...enrollment, tipoPlano, last, horizon: last.dataVencimento });
    expect(numbers(plan)).toEqual(Array.from({ length: count }, (_, i) => count + i + 1));
    expect(plan[0]!.dataVencimento).toBe(addMonthsClamped(enrollment.dataVencimento, count));
  });

  it('renews nothing while the last instalment is due after the horizon', () => {
    const last = { numeroMensalidade: 3, dataVencimento: '2026-04-30' };
    expect(planRenewal({ ...enrollment, tipoPlano: 'trimestral', last, horizon: '2026-04-29' })).toEqual([]);
    expect(planRenewal({ ...enrollment, tipoPlano: 'trimestral', last, horizon: '2026-04-30' })).toHaveLength(3);
  });

  it.each(['29', '30', '31'])('a first due day of %s never drifts, however many renewals it took', (day) => {
    const dataVencimento = `2027-01-${day}`;
    const horizon = '2029-12-31';
    const inOneCall = planRenewal({ ...enrollment, dataVencimento, tipoPlano: 'trimestral', last: null, horizon });
    let oneAtATime: ReturnType<typeof planRenewal> = [];
    for (let h = dataVencimento; h <= horizon; h = addDays(h, 10)) {
      const last = oneAtATime[oneAtATime.length - 1] ?? null;
      oneAtATime = [...oneAtATime, ...planRenewal({ ...enrollment, dataVencimento, tipoPlano: 'trimestral', last, horizon: h })];
    }
    oneAtATime = [...oneAtATime, ...planRenewal({ ...enrollment, dataVencimento, tipoPlano: 'trimestral', last: oneAtATime.at(-1)!, horizon })];
    expect(oneAtATime).toEqual(inOneCall);
    for (const p of inOneCall) {
      const [y = NaN, m = NaN] = p.dataVencimento.split('-').map(Number);
      const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
      expect(p.dataVencimento, `parcela ${p.numeroMensalidade}`).toBe(`${p.dataVencimento.slice(0, 8)}${String(Math.min(Number(day), lastDay)).padStart(2, '0')}`);
    }
  });

  it('counts each date from the first due date, not from the clamped previous one', () => {
    // 31 Jan → 28 Feb: a renewal counted from 28 Feb would fall on the 28th for good.
    const last = { numeroMensalidade: 2, dataVencimento: '2026-02-28' };
    const plan = planRenewal({ ...enrollment, tipoPlano: 'mensal', last, horizon: '2026-05-15' });
    expect(plan.map((p) => p.dataVencimento)).toEqual(['2026-03-31', '2026-04-30', '2026-05-31']);
    expect(numbers(plan)).toEqual([3, 4, 5]);
  });

  it('lands on 29 February in a leap year and on the 28th otherwise', () => {
    const plan = planRenewal({ ...enrollment, dataVencimento: '2027-11-29', tipoPlano: 'mensal', last: null, horizon: '2029-03-01' });
    const februaries = plan.filter((p) => p.dataVencimento.slice(5, 7) === '02').map((p) => p.dataVencimento);
    expect(februaries).toEqual(['2028-02-29', '2029-02-28']);
    expect(plan.find((p) => p.dataVencimento.startsWith('2028-03'))?.dataVencimento).toBe('2028-03-29');
  });

  it('catches up, term after term, until the last instalment is past the horizon', () => {
    const plan = planRenewal({ ...enrollment, dataVencimento: '2024-03-10', tipoPlano: 'semestral', last: null, horizon: '2026-03-10' });
    expect(plan).toHaveLength(30);
    expect(plan[plan.length - 1]).toEqual({ numeroMensalidade: 30, dataVencimento: '2026-08-10', valor: '175.00' });
    expect(plan[plan.length - 7]!.dataVencimento <= '2026-03-10').toBe(true);
  });

  it('is idempotent: planning again from its own last instalment adds nothing', () => {
    const horizon = addDays('2026-03-10', RENEWAL_WINDOW_DAYS);
    const plan = planRenewal({ ...enrollment, tipoPlano: 'anual', last: null, horizon });
    expect(planRenewal({ ...enrollment, tipoPlano: 'anual', last: plan.at(-1)!, horizon })).toEqual([]);
  });

  it('charges the fee minus the discount, never below zero', () => {
    const plan = planRenewal({ ...enrollment, desconto: '250.00', tipoPlano: 'mensal', last: null, horizon: '2026-01-01' });
    expect(plan).toEqual([{ numeroMensalidade: 1, dataVencimento: '2026-01-31', valor: '0.00' }]);
  });

  it('instalmentDueDate counts from the first due date', () => {
    expect(instalmentDueDate('2026-01-31', 1)).toBe('2026-01-31');
    expect(instalmentDueDate('2026-01-31', 2)).toBe('2026-02-28');
    expect(instalmentDueDate('2026-01-31', 14)).toBe('2027-02-28');
    expect(instalmentDueDate('2026-01-31', 15)).toBe('2027-03-31');
  });
});

describe('overdue (docs/architecture.md "Overdue")', () => {
  const open = { status: 'pendente', dataVencimento: '2026-03-09' } as const;

  it('is an open instalment due before today, whatever its stored status', () => {
    expect(isOverdue(open, '2026-03-10')).toBe(true);
    expect(isOverdue(open, '2026-03-09')).toBe(false);
    expect(isOverdue({ ...open, status: 'atrasado' }, '2026-03-10')).toBe(true);
    expect(isOverdue({ ...open, status: 'atrasado' }, '2026-03-01')).toBe(false);
    expect(isOverdue({ ...open, status: 'pago' }, '2026-03-10')).toBe(false);
    expect(isOverdue({ ...open, status: 'cancelado' }, '2026-03-10')).toBe(false);
  });

  it('gives the situation shown', () => {
    expect(instalmentSituation(open, '2026-03-10')).toBe('atrasado');
    expect(instalmentSituation(open, '2026-03-09')).toBe('pendente');
    expect(instalmentSituation({ ...open, status: 'atrasado' }, '2026-03-09')).toBe('pendente');
    expect(instalmentSituation({ ...open, status: 'pago' }, '2026-03-10')).toBe('pago');
    expect(instalmentSituation({ ...open, status: 'cancelado' }, '2026-03-10')).toBe('cancelado');
  });

  it('uses the school\'s date: at 02:30 UTC on 10 March it is still 9 March in São Paulo', () => {
    const now = new Date('2026-03-10T02:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-03-10');
    expect(todayIn('America/Sao_Paulo', now)).toBe('2026-03-09');
    expect(isOverdue(open, todayIn('UTC', now))).toBe(true);
    expect(isOverdue(open, todayIn('America/Sao_Paulo', now))).toBe(false);
    // Three hours later it is 10 March in São Paulo too.
    expect(isOverdue(open, todayIn('America/Sao_Paulo', new Date('2026-03-10T03:00:00Z')))).toBe(true);
  });
});

describe('feeName', () => {
  it('names a fee by the month it falls due in, as families count them', () => {
    expect(feeName('2026-11-10')).toBe('Mensalidade de novembro/2026');
    expect(feeName('2027-03-31')).toBe('Mensalidade de março/2027');
  });
});
