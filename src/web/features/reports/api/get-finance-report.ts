import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financeReportSchema, type DateRange } from '@domain/reports';
import { api } from '@web/lib/api';
import { REPORTS_PATH } from './get-summary';

const FINANCE_PATH = `${REPORTS_PATH}/finance`;

/** GET /api/reports/finance: payment summary, general summary and the period's last 10 instalments. */
export function useFinanceReport(range: DateRange) {
  return useQuery(
    queryOptions({
      // A period ending before it starts is not asked for (the tab says why).
      enabled: range.inicio <= range.fim,
      queryKey: [FINANCE_PATH, range],
      queryFn: () => api.get<typeof financeReportSchema>(`${FINANCE_PATH}?${new URLSearchParams({ ...range })}`),
      placeholderData: keepPreviousData,
    }),
  );
}
