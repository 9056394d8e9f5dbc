import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { athleteAttendanceSchema } from '@domain/attendance';
import { athletePath } from '@web/features/athletes';
import { api } from '@web/lib/api';

/** Under the athlete's own path, so a write that refreshes the athlete refreshes this too. */
export const athleteAttendancePath = (id: number) => `${athletePath(id)}/attendance`;

export interface AttendancePeriod {
  de: string;
  ate: string;
}

export function getAthleteAttendanceQueryOptions(id: number, period: AttendancePeriod) {
  return queryOptions({
    queryKey: [athleteAttendancePath(id), period],
    queryFn: () => api.get<typeof athleteAttendanceSchema>(`${athleteAttendancePath(id)}?${new URLSearchParams({ de: period.de, ate: period.ate })}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/athletes/:id/attendance: the period's rate, month by month, and its sessions with the
 * athlete's mark (the athlete page's Frequência, and the family's Início).
 */
export const useAthleteAttendance = (id: number, period: AttendancePeriod) => useQuery(getAthleteAttendanceQueryOptions(id, period));
