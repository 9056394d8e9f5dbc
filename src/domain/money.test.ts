import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './money';

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
