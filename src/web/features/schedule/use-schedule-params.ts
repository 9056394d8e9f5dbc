import { useSearchParams } from 'react-router';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { isoDate } from '@domain/fields';
import { scheduleStatuses, weekDates, weekStart } from '@domain/schedule';
import { oneOf, positiveInt } from '@web/lib/use-list-params';

export interface ScheduleWeek {
  monday: string;
  /** Monday to Sunday. */
  dates: string[];
}

const day = isoDate('Semana inválida');
const validDate = (value: string | null) => (value && day.safeParse(value).success ? value : undefined);

/**
 * The week shown and the filters, in the query string (?semana=yyyy-MM-dd&turma=&status=) so back
 * and forward and a shared link keep them. No semana is the school's current week.
 */
export function useScheduleParams() {
  const [params, setParams] = useSearchParams();
  const today = todayIn(SCHOOL_TIME_ZONE);
  const monday = weekStart(validDate(params.get('semana')) ?? today);
  const week: ScheduleWeek = { monday, dates: weekDates(monday) };
  const filters = {
    turma: positiveInt(params.get('turma')),
    status: oneOf(scheduleStatuses, params.get('status')),
  };

  const update = (patch: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return {
    week,
    today,
    filters,
    /** Monday of the week to show; undefined goes back to the current week. */
    setWeek: (semana: string | undefined) => update({ semana: semana && weekStart(semana) !== weekStart(today) ? semana : undefined }),
    setFilters: (patch: { turma?: string; status?: string }) => update(patch),
  };
}
