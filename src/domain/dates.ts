import { addMonthsClamped } from './instalments';

/** Calendar helpers: dates are 'yyyy-MM-dd' strings, "today" is the school's (APP_TIMEZONE). */

export { addMonthsClamped };

/** The school's time zone when APP_TIMEZONE says nothing else; the web uses it for "today". */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone and shape, kept: each Intl.DateTimeFormat holds ICU memory outside V8's
 * heap that only a full collection frees, so one per request grew the server by ~200 MB under load.
 */
function zoneFormatter(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = withTime
      ? new Intl.DateTimeFormat('en-US', {
          timeZone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
      : // en-CA formats as yyyy-MM-dd.
        new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Today's date in the given time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return zoneFormatter(timeZone, false).format(now);
}

/** The wall clock in `timeZone` at an instant, as numeric parts (year, month, day, hour, minute, second). */
export function zonedParts(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  return Object.fromEntries(
    zoneFormatter(timeZone, true)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
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
  const parts = zonedParts(new Date(wall), timeZone);
  const shown = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return new Date(wall - (shown - wall));
}
