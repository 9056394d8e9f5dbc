import { describe, expect, it } from 'vitest';
import { isBusinessDay, nextBusinessDay } from './business-days';
import { amountDue, describeLateFees, lastDayWithoutFees, lateFeeSettingsInputSchema } from './late-fees';

const policy = { multaPercentual: '2.00', jurosMensalPercentual: '1.00' };

describe('amount due with multa and juros', () => {
  it('adds nothing up to the due date, and nothing without a policy', () => {
    // 10/03/2026 is a Tuesday.
    expect(amountDue('180.00', '2026-03-10', '2026-03-10', policy)).toMatchObject({ total: '180.00', acrescimo: '0.00', diasAtraso: 0 });
    expect(amountDue('180.00', '2026-03-10', '2026-02-01', policy).total).toBe('180.00');
    expect(amountDue('180.00', '2026-03-10', '2026-06-10', null)).toMatchObject({ total: '180.00', multa: '0.00', juros: '0.00' });
  });

  it('charges the multa once and the juros pro rata die by calendar days late', () => {
    expect(amountDue('180.00', '2026-03-10', '2026-03-11', policy)).toEqual({
      valor: '180.00',
      multa: '3.60',
      juros: '0.06',
      acrescimo: '3.66',
      total: '183.66',
      diasAtraso: 1,
    });
    // 30 days late: a whole month of juros, the multa still once.
    expect(amountDue('180.00', '2026-03-10', '2026-04-09', policy)).toMatchObject({ multa: '3.60', juros: '1.80', total: '185.40', diasAtraso: 30 });
    // Across a year end and a leap February.
    expect(amountDue('150.00', '2027-12-20', '2028-03-01', policy)).toMatchObject({ diasAtraso: 72, multa: '3.00', juros: '3.60', total: '156.60' });
  });

  it('rounds each part to the cent, half up', () => {
    // 2% of 99.99 = 1.9998 → 2.00; 1% a month of 99.99 for 7 days = 0.23331 → 0.23.
    expect(amountDue('99.99', '2026-03-10', '2026-03-17', policy)).toMatchObject({ multa: '2.00', juros: '0.23', total: '102.22' });
    // 2% of 0.25 = 0.005 → 0.01 (half up).
    expect(amountDue('0.25', '2026-03-10', '2026-03-11', { multaPercentual: '2.00', jurosMensalPercentual: '0.00' }).multa).toBe('0.01');
  });

  it('lets a due date on a weekend be paid on the next business day without fees, the juros counted from then', () => {
    // 14/03/2026 is a Saturday: Monday 16/03 is still in time.
    expect(lastDayWithoutFees('2026-03-14')).toBe('2026-03-16');
    expect(amountDue('180.00', '2026-03-14', '2026-03-16', policy).total).toBe('180.00');
    expect(amountDue('180.00', '2026-03-14', '2026-03-17', policy)).toMatchObject({ diasAtraso: 1, total: '183.66' });
  });

  it('treats national bank holidays as weekends', () => {
    // Christmas 2026 is a Friday: the Monday after is in time. Good Friday 2026 is 03/04, Carnival 16–17/02.
    expect(lastDayWithoutFees('2026-12-25')).toBe('2026-12-28');
    expect(isBusinessDay('2026-04-03')).toBe(false);
    expect(nextBusinessDay('2026-02-14')).toBe('2026-02-18');
    expect(isBusinessDay('2026-06-04')).toBe(false); // Corpus Christi
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra, national since 2024
    expect(isBusinessDay('2023-11-20')).toBe(true);
    expect(isBusinessDay('2026-03-10')).toBe(true);
  });
});

describe('the school policy', () => {
  it('accepts 2% + 1% a.m., a comma, and zero', () => {
    expect(lateFeeSettingsInputSchema.parse({ multaPercentual: '2,00', jurosMensalPercentual: 0.5 })).toEqual({
      multaPercentual: '2.00',
      jurosMensalPercentual: '0.50',
    });
    expect(lateFeeSettingsInputSchema.parse({ multaPercentual: 0, jurosMensalPercentual: '0' })).toEqual({ multaPercentual: '0.00', jurosMensalPercentual: '0.00' });
  });

  it('refuses more than the law allows, with the reason', () => {
    const refused = lateFeeSettingsInputSchema.safeParse({ multaPercentual: '10', jurosMensalPercentual: '2' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'A multa não pode passar de 2% (Código de Defesa do Consumidor, art. 52)',
      'Os juros não podem passar de 1% ao mês',
    ]);
  });

  it('says the policy in words', () => {
    expect(describeLateFees(policy)).toBe('2% de multa + 1% ao mês de juros');
    expect(describeLateFees({ multaPercentual: '1.50', jurosMensalPercentual: '0.33' })).toBe('1,50% de multa + 0,33% ao mês de juros');
  });
});
