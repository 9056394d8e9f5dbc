import { expect, test } from 'vitest';
import { newsSchedule } from './news';

test('newsSchedule: agendada before the publication time, expirada from the expiry on, null in between or without dates', () => {
  const now = Date.parse('2026-06-10T12:00:00Z');
  const at = (dataPublicacao: string | null, dataExpiracao: string | null) => newsSchedule({ dataPublicacao, dataExpiracao }, now);
  expect(at('2026-06-10T12:00:01Z', null)).toBe('agendada');
  expect(at('2026-06-10T12:00:00Z', '2026-06-10T12:00:01Z')).toBeNull();
  expect(at('2026-06-01T00:00:00Z', '2026-06-10T12:00:00Z')).toBe('expirada');
  expect(at(null, null)).toBeNull();
});
