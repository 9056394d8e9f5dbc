import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { reportSummarySchema, type ReportQuery } from '@domain/reports';
import { api } from '@web/lib/api';

/** Prefix of every report query: ledger writes and payments refresh them all. */
export const REPORTS_PATH = '/api/reports';
const SUMMARY_PATH = `${REPORTS_PATH}/summary`;

/** The page's one period as every report route reads it: periodo, and the dates when chosen. */
export function reportSearch({ periodo, inicio, fim }: ReportQuery) {
  return new URLSearchParams(inicio && fim ? { periodo, inicio, fim } : { periodo });
}

/**
 * One report of the page's period. null while the chosen dates are out of order: nothing is asked
 * for, and the page says why.
 */
export function useReport<T>(path: string, query: ReportQuery | null, get: (url: string) => Promise<T>) {
  return useQuery(
    queryOptions({
      queryKey: [path, query],
      queryFn: query ? () => get(`${path}?${reportSearch(query)}`) : skipToken,
    }),
  );
}

/** GET /api/reports/summary: the four KPI cards of the period. */
export const useReportSummary = (query: ReportQuery | null) => useReport(SUMMARY_PATH, query, (url) => api.get<typeof reportSummarySchema>(url));
