import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleEntry, ScheduleStatus } from '@domain/schedule';
import { api } from '@web/lib/api';

/** Every cronograma query starts with this path, so writes refresh them all (invalidatePaths). */
export const SCHEDULE_PATH = '/api/cronograma';

export interface ScheduleWeekFilters {
  /** Monday of the week shown, yyyy-MM-dd. */
  semana: string;
  turma?: number;
  status?: ScheduleStatus;
}

export function getScheduleWeek({ semana, turma, status }: ScheduleWeekFilters): Promise<ScheduleEntry[]> {
  const params = new URLSearchParams({ semana });
  if (turma) params.set('turma', String(turma));
  if (status) params.set('status', status);
  return api.get<ScheduleEntry[]>(`${SCHEDULE_PATH}?${params}`);
}

export function getScheduleWeekQueryOptions(filters: ScheduleWeekFilters) {
  return queryOptions({
    queryKey: [SCHEDULE_PATH, filters] as const,
    queryFn: () => getScheduleWeek(filters),
  });
}

export function useScheduleWeek(filters: ScheduleWeekFilters) {
  return useQuery(getScheduleWeekQueryOptions(filters));
}
