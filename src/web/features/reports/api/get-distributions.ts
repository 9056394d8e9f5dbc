import { queryOptions, useQuery } from '@tanstack/react-query';
import type { athletesReportSchema, enrollmentsReportSchema, ReportPeriod, teamsReportSchema } from '@domain/reports';
import { api } from '@web/lib/api';
import { REPORTS_PATH } from './get-summary';

/** One distribution of the period (GET /api/reports/athletes, /teams or /enrollments). */
function useDistribution<T>(path: string, periodo: ReportPeriod, get: (url: string) => Promise<T>) {
  return useQuery(queryOptions({ queryKey: [path, { periodo }], queryFn: () => get(`${path}?${new URLSearchParams({ periodo })}`) }));
}

/** GET /api/reports/athletes: age bands (spec 2 §9) and sexes of the period's athletes. */
export const useAthletesReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/athletes`, periodo, (url) => api.get<typeof athletesReportSchema>(url));

/** GET /api/reports/teams: teams per modality and their active enrolments. */
export const useTeamsReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/teams`, periodo, (url) => api.get<typeof teamsReportSchema>(url));

/** GET /api/reports/enrollments: the period's enrolments per status. */
export const useEnrollmentsReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/enrollments`, periodo, (url) => api.get<typeof enrollmentsReportSchema>(url));
