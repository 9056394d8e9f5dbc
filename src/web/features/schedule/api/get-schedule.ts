import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleEntrySchema, type ScheduleStatus } from '@domain/schedule';
import { api, type ListOf } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Every cronograma key starts with it, so writes refresh them all. */
export const SCHEDULE_PATH = '/api/cronograma';

export interface ScheduleWeekFilters {
  /** Monday of the week shown, yyyy-MM-dd. */
  semana: string;
  turma?: number;
  status?: ScheduleStatus;
}

export const getScheduleWeek = ({ semana, turma, status }: ScheduleWeekFilters) =>
  api.get<ListOf<typeof scheduleEntrySchema>>(`${SCHEDULE_PATH}?${toQueryString({ semana, turma, status })}`);

export function getScheduleWeekQueryOptions(filters: ScheduleWeekFilters) {
  return queryOptions({
    queryKey: [SCHEDULE_PATH, filters] as const,
    queryFn: () => getScheduleWeek(filters),
  });
}

export function useScheduleWeek(filters: ScheduleWeekFilters) {
  return useQuery(getScheduleWeekQueryOptions(filters));
}
