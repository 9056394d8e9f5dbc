import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { financeReportSchema, type ReportQuery } from '@domain/reports';
import { api } from '@web/lib/api';
import { REPORTS_PATH, reportSearch } from './get-summary';

const FINANCE_PATH = `${REPORTS_PATH}/finance`;

/** GET /api/reports/finance: payment summary, general summary and the period's last 10 instalments. */
export function useFinanceReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: [FINANCE_PATH, query],
    queryFn: query ? () => api.get<typeof financeReportSchema>(`${FINANCE_PATH}?${reportSearch(query)}`) : skipToken,
    placeholderData: keepPreviousData,
  });
}
