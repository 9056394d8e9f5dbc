import { addMonthsClamped } from './instalments';

/** Calendar helpers: dates are 'yyyy-MM-dd' strings, "today" is the school's (APP_TIMEZONE). */

export { addMonthsClamped };

/** The school's time zone when APP_TIMEZONE says nothing else; the web uses it for "today". */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

/** Today's date in the given time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const toUtc = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => fromUtc(toUtc(date) + days * 86_400_000);
export const addYears = (date: string, years: number) => addMonthsClamped(date, years * 12);
export const daysBetween = (from: string, to: string) => Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
export const minDate = (a: string, b: string) => (a < b ? a : b);
export const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The instant at which the wall clock in `timeZone` shows `date` at `time` (HH:mm). */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at (about) that instant: format the UTC guess in the zone and compare.
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(wall))
      .map((p) => [p.type, p.value]),
  );
  const shown = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return new Date(wall - (shown - wall));
}
