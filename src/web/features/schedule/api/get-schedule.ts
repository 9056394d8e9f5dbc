import { queryOptions, useQuery } from '@tanstack/react-query';
import { scheduleEntrySchema, type ScheduleStatus } from '@domain/schedule';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { z } from 'zod';

/** Every cronograma key starts with it, so writes refresh them all. */
export const SCHEDULE_PATH = '/api/cronograma';

export interface ScheduleWeekFilters {
  /** Monday of the week shown, yyyy-MM-dd. */
  semana: string;
  turma?: number;
  status?: ScheduleStatus;
}

export const getScheduleWeek = ({ semana, turma, status }: ScheduleWeekFilters) =>
  api.get(`${SCHEDULE_PATH}?${toQueryString({ semana, turma, status })}`, z.array(scheduleEntrySchema));

export function getScheduleWeekQueryOptions(filters: ScheduleWeekFilters) {
  return queryOptions({
    queryKey: [SCHEDULE_PATH, filters] as const,
    queryFn: () => getScheduleWeek(filters),
  });
}

export function useScheduleWeek(filters: ScheduleWeekFilters) {
  return useQuery(getScheduleWeekQueryOptions(filters));
}
