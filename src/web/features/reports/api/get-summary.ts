import { queryOptions, useQuery } from '@tanstack/react-query';
import { reportSummarySchema, type ReportPeriod } from '@domain/reports';
import { api } from '@web/lib/api';

/** Prefix of every report query: ledger writes and payments refresh them all. */
export const REPORTS_PATH = '/api/reports';
const SUMMARY_PATH = `${REPORTS_PATH}/summary`;

/** GET /api/reports/summary: the four KPI cards of the period. */
export function getSummaryQueryOptions(periodo: ReportPeriod) {
  return queryOptions({
    queryKey: [SUMMARY_PATH, { periodo }],
    queryFn: () => api.get<typeof reportSummarySchema>(`${SUMMARY_PATH}?${new URLSearchParams({ periodo })}`),
  });
}

export function useReportSummary(periodo: ReportPeriod) {
  return useQuery(getSummaryQueryOptions(periodo));
}
