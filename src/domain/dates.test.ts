import { describe, expect, it } from 'vitest';
import { schoolDateTime } from './competitions';
import { todayIn, zonedInstant } from './dates';

describe('dates in the school time zone', () => {
  it('gives the school date, not the UTC one, around midnight', () => {
    const lateEvening = new Date('2026-11-23T02:30:00Z');
    expect(todayIn('America/Sao_Paulo', lateEvening)).toBe('2026-11-22');
    expect(todayIn('UTC', lateEvening)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('turns a wall clock into the instant, in zones with and without daylight saving', () => {
    expect(zonedInstant('2026-11-23', '08:00', 'America/Sao_Paulo').toISOString()).toBe('2026-11-23T11:00:00.000Z');
    expect(zonedInstant('2026-07-01', '08:00', 'Europe/Lisbon').toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedInstant('2026-01-15', '08:00', 'Europe/Lisbon').toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('holds no memory per call: a server asks for the date on every request', () => {
    // Each Intl.DateTimeFormat holds ICU memory outside V8's heap until a full collection; one per
    // call grew a server by ~200 MB under load, and 20,000 of them by over 300 MB here.
    const residentMb = () => process.memoryUsage().rss / 2 ** 20;
    const before = residentMb();
    for (let i = 0; i < 20_000; i++) {
      todayIn('America/Sao_Paulo');
      zonedInstant('2026-11-23', '08:00', 'America/Sao_Paulo');
      schoolDateTime('2026-11-23T12:05:00Z');
    }
    expect(residentMb() - before).toBeLessThan(60);
  });

  it('shows an instant as the school date and clock time', () => {
    expect(schoolDateTime('2026-11-23T02:30:00Z')).toEqual({ date: '2026-11-22', time: '23:30' });
    expect(schoolDateTime(new Date('2026-11-23T12:05:00Z'))).toEqual({ date: '2026-11-23', time: '09:05' });
  });
});
