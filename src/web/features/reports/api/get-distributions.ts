import type { athletesReportSchema, enrollmentsReportSchema, ReportQuery, teamsReportSchema } from '@domain/reports';
import { api } from '@web/lib/api';
import { REPORTS_PATH, useReport } from './get-summary';

/** GET /api/reports/athletes: age bands (spec 2 §9) and sexes of the period's athletes. */
export const useAthletesReport = (query: ReportQuery | null) => useReport(`${REPORTS_PATH}/athletes`, query, (url) => api.get<typeof athletesReportSchema>(url));

/** GET /api/reports/teams: the period's teams per modality, and its enrolments active today. */
export const useTeamsReport = (query: ReportQuery | null) => useReport(`${REPORTS_PATH}/teams`, query, (url) => api.get<typeof teamsReportSchema>(url));

/** GET /api/reports/enrollments: the period's enrolments per status. */
export const useEnrollmentsReport = (query: ReportQuery | null) =>
  useReport(`${REPORTS_PATH}/enrollments`, query, (url) => api.get<typeof enrollmentsReportSchema>(url));
