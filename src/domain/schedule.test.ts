import { describe, expect, test } from 'vitest';
import { canBeApplied, scheduleStatusUnchanged, weekDates, weekStart } from './schedule';

describe('weekStart', () => {
  test.each([
    ['2025-06-16', '2025-06-16'], // Monday
    ['2025-06-18', '2025-06-16'],
    ['2025-06-22', '2025-06-16'], // Sunday ends the week
    ['2025-06-23', '2025-06-23'],
    ['2033-02-03', '2033-01-31'], // across a month end
    ['2027-01-01', '2026-12-28'], // and a year end
    ['2024-03-02', '2024-02-26'], // and a leap February
  ])('%s → %s', (date, monday) => {
    expect(weekStart(date)).toBe(monday);
  });

  test('a week is its seven dates from Monday', () => {
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('status', () => {
  test('a training is applied on its day or after, never before', () => {
    expect(canBeApplied('2026-11-24', '2026-11-25')).toBe(true);
    expect(canBeApplied('2026-11-25', '2026-11-25')).toBe(true);
    expect(canBeApplied('2026-11-26', '2026-11-25')).toBe(false);
    expect(canBeApplied('2027-01-01', '2026-12-31')).toBe(false);
  });

  test('asking for the status it already has says so', () => {
    expect(scheduleStatusUnchanged('aplicado')).toBe('O treino já está aplicado');
    expect(scheduleStatusUnchanged('planejado')).toBe('O treino já está planejado');
  });
});
