import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AthletesReport, EnrollmentsReport, ReportPeriod, TeamsReport } from '@domain/reports';
import { api } from '@web/lib/api';
import { reportsPath } from './get-summary';

/** GET /api/reports/athletes: age bands (spec 2 §9) and sexes of the period's athletes. */
export function useAthletesReport(periodo: ReportPeriod) {
  return useQuery(
    queryOptions({
      queryKey: [`${reportsPath}/athletes`, periodo],
      queryFn: () => api.get<AthletesReport>(`${reportsPath}/athletes?periodo=${periodo}`),
    }),
  );
}

/** GET /api/reports/teams: teams per modality and their active enrolments. */
export function useTeamsReport(periodo: ReportPeriod) {
  return useQuery(
    queryOptions({
      queryKey: [`${reportsPath}/teams`, periodo],
      queryFn: () => api.get<TeamsReport>(`${reportsPath}/teams?periodo=${periodo}`),
    }),
  );
}

/** GET /api/reports/enrollments: the period's enrolments per status. */
export function useEnrollmentsReport(periodo: ReportPeriod) {
  return useQuery(
    queryOptions({
      queryKey: [`${reportsPath}/enrollments`, periodo],
      queryFn: () => api.get<EnrollmentsReport>(`${reportsPath}/enrollments?periodo=${periodo}`),
    }),
  );
}
