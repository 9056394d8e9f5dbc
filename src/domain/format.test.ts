import { describe, expect, it, test } from 'vitest';
import { capitalized, dateBR, dateTimeBR, dayMonthBR, decimalBR, formatDate, formatDateTime, formatMoney, monthLabel, monthName, moneyBR, typedMoney } from './format';

describe('formatDate and formatDateTime', () => {
  it('write a calendar date as dd/MM/yyyy, the same day in any time zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
  });

  it('write a local date and time as dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 2, 9, 5))).toBe('02/01/2026 09:05');
    expect(formatDateTime('2026-01-02T09:05')).toBe('02/01/2026 09:05');
    expect(formatDateTime('2026-01-02 21:40')).toBe('02/01/2026 21:40');
    expect(formatDate(new Date(2026, 10, 23, 23, 59).getTime())).toBe('23/11/2026');
  });

  it('write an instant in the browser’s time zone', () => {
    const instant = '2026-06-15T12:30:00.000Z';
    const local = new Date(instant);
    const expected = `${String(local.getDate()).padStart(2, '0')}/06/2026 ${String(local.getHours()).padStart(2, '0')}:30`;
    expect(formatDateTime(instant)).toBe(expected);
  });

  it('say when the date is missing or unreadable', () => {
    for (const missing of [null, undefined, '']) {
      expect(formatDate(missing)).toBe('Sem data');
      expect(formatDateTime(missing)).toBe('Sem data');
    }
    expect(formatDate('amanhã')).toBe('Data inválida');
    expect(formatDateTime(Number.NaN)).toBe('Data inválida');
  });
});

describe('formatMoney', () => {
  const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

  it('writes reais as pt-BR does, from decimal strings and numbers', () => {
    expect(formatMoney('150.00')).toBe('R$\u00a0150,00');
    expect(formatMoney('1234.5')).toBe('R$\u00a01.234,50');
    expect(formatMoney(-12)).toBe('-R$\u00a012,00');
    expect(formatMoney(1_000_000_000)).toBe('R$\u00a01.000.000.000,00');
    expect(formatMoney(null)).toBe('R$\u00a00,00');
    expect(formatMoney('não é valor')).toBe('R$\u00a00,00');
  });

  it('gives what Intl.NumberFormat gives, rounding included', () => {
    const ties = [0.005, 0.125, 1.005, 1.015, 2.675, 10.555, 99.995, 1234.565, -0.125, -2.675, 0.3 - 0.1, 0.1 + 0.2];
    const samples = [...ties, 0, 1, 999.99, 1000, 123456789.12, 1e12 + 0.5];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647);
    for (let i = 0; i < 5000; i++) {
      const value = Math.round((random() - 0.3) * 10 ** (1 + Math.floor(random() * 8)) * 1000) / 1000;
      samples.push(value);
    }
    for (const value of samples) {
      if (Math.abs(value) < 0.005) continue;
      expect(formatMoney(value), String(value)).toBe(intl.format(value));
      expect(formatMoney(String(value)), String(value)).toBe(intl.format(value));
    }
  });

  it('never writes a negative zero', () => {
    expect(formatMoney(-0)).toBe('R$\u00a00,00');
    expect(formatMoney(-0.004)).toBe('R$\u00a00,00');
  });
});

describe('decimalBR and moneyBR', () => {
  test.each([
    ['0.00', '0,00'],
    ['0.1', '0,10'],
    ['12.30', '12,30'],
    ['1234.56', '1.234,56'],
    ['-99998765.49', '-99.998.765,49'],
    ['1000000', '1.000.000,00'],
  ])('%s → %s', (value, text) => {
    expect(decimalBR(value)).toBe(text);
    expect(moneyBR(value)).toBe(`R$ ${text}`);
  });

  test('typedMoney writes an amount as a field shows it to be edited', () => {
    expect(typedMoney('150.00')).toBe('150,00');
    expect(typedMoney('1234.5')).toBe('1234,5');
  });
});

describe('dates in what the server writes', () => {
  test('dateBR and dayMonthBR', () => {
    expect(dateBR('2026-03-05')).toBe('05/03/2026');
    expect(dayMonthBR('2026-03-05')).toBe('05/03');
  });

  test('dateTimeBR writes the instant on the given clock, as Intl does in pt-BR', () => {
    const intl = (timeZone: string) => new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
    for (const instant of ['2026-03-05T03:04:00Z', '2026-12-31T23:59:59Z', '2025-01-01T00:00:00Z']) {
      for (const timeZone of ['America/Sao_Paulo', 'America/Manaus', 'UTC']) {
        expect(dateTimeBR(new Date(instant), timeZone)).toBe(intl(timeZone).format(new Date(instant)));
      }
    }
    expect(dateTimeBR('2026-03-05T03:04:00Z', 'America/Sao_Paulo')).toBe('05/03/2026, 00:04');
  });

  test('the months in Portuguese', () => {
    expect(monthLabel('2026-11')).toBe('novembro de 2026');
    expect(monthLabel('2027-03')).toBe('março de 2027');
    const intl = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) expect(monthName(month)).toBe(intl.format(new Date(Date.UTC(2026, month - 1, 1))));
    expect(capitalized(monthLabel('2026-11'))).toBe('Novembro de 2026');
  });
});
