import { describe, expect, test } from 'vitest';
import { gameDateTime, schoolDateTime, scoreFollowsGoals, toWallClockInput } from './competitions';

describe('scoreFollowsGoals', () => {
  test.each([
    [null, null, 0, 0, true],
    [null, null, 1, 0, false],
    [0, 0, 0, 0, true],
    [2, 1, 2, 1, true],
    [2, 1, 1, 2, false],
    [3, null, 3, 0, false],
  ])('placar %s x %s with goals %s x %s → %s', (placarCasa, placarVisitante, casa, visitante, follows) => {
    expect(scoreFollowsGoals({ placarCasa, placarVisitante }, { casa, visitante })).toBe(follows);
  });
});

describe('gameDateTime', () => {
  test.each([
    ['2025-10-04T09:30', '2025-10-04T12:30:00.000Z'],
    ['2025-10-04T23:45:00', '2025-10-05T02:45:00.000Z'],
    // Daylight saving time was in force in São Paulo in January 2018 (UTC−2).
    ['2018-01-15T10:00', '2018-01-15T12:00:00.000Z'],
    ['2025-10-04T09:30:00Z', '2025-10-04T09:30:00.000Z'],
    ['2025-10-04T09:30:00.000-03:00', '2025-10-04T12:30:00.000Z'],
  ])('%s → %s', (input, instant) => {
    expect(gameDateTime.parse(input)).toBe(instant);
  });

  test.each(['', '2025-10-04', '2025-13-01T10:00', '2025-02-29T10:00', '2025-10-04T24:00', '2025-10-04 09:30', 'amanhã'])('%j is refused', (input) => {
    expect(gameDateTime.safeParse(input).success).toBe(false);
  });
});

describe('schoolDateTime', () => {
  test('an instant shows on the São Paulo calendar and clock, and round-trips through the form input', () => {
    expect(schoolDateTime('2025-10-05T02:45:00.000Z')).toEqual({ date: '2025-10-04', time: '23:45' });
    expect(toWallClockInput('2025-10-04T12:30:00.000Z')).toBe('2025-10-04T09:30');
    expect(gameDateTime.parse(toWallClockInput('2025-10-04T12:30:00.000Z'))).toBe('2025-10-04T12:30:00.000Z');
  });
});
