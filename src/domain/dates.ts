/**
 * Calendar helpers and every date parser of the domain: dates are 'yyyy-MM-dd' strings, "today"
 * is the school's (APP_TIMEZONE).
 */

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

/** The calendar date ('yyyy-MM-dd') and clock time ('HH:mm') the wall clock in `timeZone` shows at an instant. */
export function zonedDateTime(instant: Date | string, timeZone: string): { date: string; time: string } {
  const parts = zonedParts(new Date(instant), timeZone);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** Year, month (1–12) and day of a 'yyyy-MM-dd' date, unchecked: a missing part is NaN. */
export function dateParts(date: string): [year: number, month: number, day: number] {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return [year, month, day];
}

/** Whether a 'yyyy-MM-dd' string names a day that exists (no 30 Feb, no month 13). */
export function isRealDate(value: string) {
  const [y, m, d] = dateParts(value);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// ---- calendar arithmetic without time zones ----

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDate(date: string) {
  const match = DATE_RE.exec(date);
  if (!match) throw new Error(`Data inválida: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) throw new Error(`Data inválida: ${date}`);
  return { year, month, day };
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1–12). */
export function daysInMonth(year: number, month: number) {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * The date `months` months after `date`, on the same day of the month, clamped to the target
 * month's last day (31 Jan + 1 → 28/29 Feb; 31 Jan + 2 → 31 Mar: always counted from the original
 * day, so repeated dates never drift).
 */
export function addMonthsClamped(date: string, months: number) {
  if (!Number.isInteger(months)) throw new Error(`Número de meses inválido: ${months}`);
  const { year, month, day } = parseDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, daysInMonth(targetYear, targetMonth)))}`;
}

const toUtc = (date: string) => {
  const [y, m, d] = dateParts(date);
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

// ---- date and time ----

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;
const WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function isRealWallClock([, y, mo, d, h, mi, s = '0']: string[]) {
  const [year, month, day, hour, minute, second] = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s)];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2200 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59
  );
}

/**
 * The instant an ISO 8601 date-time names: with its offset ('2025-03-10T15:30:00-03:00'), or a
 * wall clock ('2025-03-10T15:30', a datetime-local input) read in `timeZone`. Null when it is
 * neither, or names a day or time that does not exist, or a year outside 1900–2200.
 */
export function parseDateTime(value: string, timeZone: string): Date | null {
  const zoned = WITH_OFFSET.exec(value);
  if (zoned && isRealWallClock(zoned)) return new Date(value);
  const wall = WALL_CLOCK.exec(value);
  if (wall && isRealWallClock(wall)) {
    const [, y, mo, d, h, mi] = wall;
    return zonedInstant(`${y}-${mo}-${d}`, `${h}:${mi}`, timeZone);
  }
  return null;
}
