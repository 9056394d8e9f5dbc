import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange, FinanceReport } from '@domain/reports';
import { api } from '@web/lib/api';
import { reportsPath } from './get-summary';

/** GET /api/reports/finance: payment summary, general summary and the period's last 10 instalments. */
export function useFinanceReport(range: DateRange) {
  return useQuery(
    queryOptions({
      // A period ending before it starts is not asked for (the tab says why).
      enabled: range.inicio <= range.fim,
      queryKey: [`${reportsPath}/finance`, range],
      queryFn: () => api.get<FinanceReport>(`${reportsPath}/finance?${new URLSearchParams({ ...range })}`),
      placeholderData: keepPreviousData,
    }),
  );
}
