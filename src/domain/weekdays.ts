/** The days of the week as teams meet on them: ids, labels, and the day of a date. Plain values, without zod. */
export const weekdays = ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, string> = {
  segunda: 'Segunda-feira',
  terca: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sabado: 'Sábado',
  domingo: 'Domingo',
};

/** The list of weekday ids a team meets on, as stored (a JSON text list); anything unreadable is no day. */
export function parseWeekdays(stored: string | null | undefined): Weekday[] {
  try {
    const list: unknown = JSON.parse(stored ?? '[]');
    return Array.isArray(list) ? weekdays.filter((d) => list.includes(d)) : [];
  } catch {
    return [];
  }
}

const weekdayBySundayIndex: readonly Weekday[] = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'];

/** The weekday id of a yyyy-MM-dd date. */
export const weekdayOf = (date: string): Weekday => weekdayBySundayIndex[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** "Segunda-feira, Quarta-feira": the days in week order, as the schedule column shows them. */
export const formatWeekdays = (days: readonly Weekday[]) =>
  weekdays
    .filter((d) => days.includes(d))
    .map((d) => weekdayLabels[d])
    .join(', ');
