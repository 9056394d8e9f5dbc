import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportPeriod, ReportSummary } from '@domain/reports';
import { api } from '@web/lib/api';

/** Prefix of every report query: ledger writes and payments refresh them all. */
export const reportsPath = '/api/reports';

/** GET /api/reports/summary: the four KPI cards of the period. */
export function getSummaryQueryOptions(periodo: ReportPeriod) {
  return queryOptions({
    queryKey: [`${reportsPath}/summary`, periodo],
    queryFn: () => api.get<ReportSummary>(`${reportsPath}/summary?periodo=${periodo}`),
  });
}

export function useReportSummary(periodo: ReportPeriod) {
  return useQuery(getSummaryQueryOptions(periodo));
}
