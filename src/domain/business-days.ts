import { addDays, dateParts } from './dates';

/**
 * Brazil's national bank calendar: the days no bank opens all over the country (Resolução CMN
 * 4.880/2020: Saturdays, Sundays and national holidays; FEBRABAN adds Carnival and Corpus Christi).
 * State and city holidays differ by the payer's town, which the school does not know: they are not here.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** Easter Sunday of a year (the Gregorian computus, "Anonymous" algorithm). */
function easter(year: number) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];
/** Dia Nacional de Zumbi e da Consciência Negra, a national holiday from 2024 (Lei 14.759/2023). */
const BLACK_CONSCIOUSNESS_DAY = { from: 2024, day: '11-20' };

const holidayCache = new Map<number, Set<string>>();

function bankHolidays(year: number) {
  let days = holidayCache.get(year);
  if (!days) {
    const sunday = easter(year);
    days = new Set([
      ...FIXED_HOLIDAYS.map((day) => `${year}-${day}`),
      ...(year >= BLACK_CONSCIOUSNESS_DAY.from ? [`${year}-${BLACK_CONSCIOUSNESS_DAY.day}`] : []),
      addDays(sunday, -48), // Carnival Monday
      addDays(sunday, -47), // Carnival Tuesday
      addDays(sunday, -2), // Good Friday
      addDays(sunday, 60), // Corpus Christi
    ]);
    holidayCache.set(year, days);
  }
  return days;
}

/** Whether banks open all over Brazil on a 'yyyy-MM-dd' day. */
export function isBusinessDay(date: string) {
  const [year, month, day] = dateParts(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !bankHolidays(year).has(date);
}

/** The day itself when banks open, else the first day after it that they do. */
export function nextBusinessDay(date: string) {
  let day = date;
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}
