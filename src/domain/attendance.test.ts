import { expect, test } from 'vitest';
import { attendanceRate, correctionOpen, monthRange, parseHorario, sessionDays } from './attendance';

test('parseHorario reads the times a school types', () => {
  expect(parseHorario('18:00 - 19:30')).toEqual({ inicio: '18:00', fim: '19:30' });
  expect(parseHorario('8h às 9h30')).toEqual({ inicio: '08:00', fim: '09:30' });
  expect(parseHorario('14h')).toEqual({ inicio: '14:00', fim: null });
  expect(parseHorario('Manhã')).toBeNull();
  expect(parseHorario('19:00 - 18:00')).toEqual({ inicio: '19:00', fim: null });
});

test('sessionDays: the weekdays in the period plus the cronograma days, once each, in order', () => {
  // 2026-11-23 is a Monday.
  expect(sessionDays('2026-11-23', '2026-11-29')(['segunda', 'quarta'], ['2026-11-28', '2026-11-25', '2026-12-05'])).toEqual(['2026-11-23', '2026-11-25', '2026-11-28']);
  expect(sessionDays('2026-11-23', '2026-11-29')([], [])).toEqual([]);
});

test('corrections are open for 7 days after the session', () => {
  expect(correctionOpen('2026-11-18', '2026-11-25')).toBe(true);
  expect(correctionOpen('2026-11-17', '2026-11-25')).toBe(false);
});

test('attendanceRate and monthRange', () => {
  expect(attendanceRate(3, 5)).toBe(60);
  expect(attendanceRate(2, 3)).toBe(66.7);
  expect(attendanceRate(0, 0)).toBeNull();
  expect(monthRange('2028-02')).toEqual({ de: '2028-02-01', ate: '2028-02-29' });
  expect(monthRange('2026-12')).toEqual({ de: '2026-12-01', ate: '2026-12-31' });
});
