import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { attendanceReportSchema } from '@domain/attendance';
import { api } from '@web/lib/api';
import { REPORTS_PATH } from './get-summary';

const ATTENDANCE_PATH = `${REPORTS_PATH}/attendance`;

export interface AttendanceReportFilters {
  de: string;
  ate: string;
  unitId?: number;
}

/** GET /api/reports/attendance: per team and per unit; null asks for nothing (a period the server would refuse). */
export function useAttendanceReport(filters: AttendanceReportFilters | null) {
  return useQuery({
    queryKey: [ATTENDANCE_PATH, filters],
    queryFn: filters
      ? () => {
          const search = new URLSearchParams({ de: filters.de, ate: filters.ate });
          if (filters.unitId) search.set('unitId', String(filters.unitId));
          return api.get<typeof attendanceReportSchema>(`${ATTENDANCE_PATH}?${search}`);
        }
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
