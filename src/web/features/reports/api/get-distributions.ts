import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { athletesReportSchema, enrollmentsReportSchema, teamsReportSchema, type ReportPeriod } from '@domain/reports';
import { api } from '@web/lib/api';
import { REPORTS_PATH } from './get-summary';

/** One distribution of the period (GET /api/reports/athletes, /teams or /enrollments). */
function useDistribution<S extends z.ZodType>(path: string, periodo: ReportPeriod, answer: S) {
  return useQuery(queryOptions({ queryKey: [path, { periodo }], queryFn: () => api.get(`${path}?${new URLSearchParams({ periodo })}`, answer) }));
}

/** GET /api/reports/athletes: age bands (spec 2 §9) and sexes of the period's athletes. */
export const useAthletesReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/athletes`, periodo, athletesReportSchema);

/** GET /api/reports/teams: teams per modality and their active enrolments. */
export const useTeamsReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/teams`, periodo, teamsReportSchema);

/** GET /api/reports/enrollments: the period's enrolments per status. */
export const useEnrollmentsReport = (periodo: ReportPeriod) => useDistribution(`${REPORTS_PATH}/enrollments`, periodo, enrollmentsReportSchema);
