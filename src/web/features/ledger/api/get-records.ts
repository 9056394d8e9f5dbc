import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financialRecordListSchema, type LedgerFilters } from '@domain/ledger';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Path of every ledger query: a ledger write (or a payment) refreshes them all. */
export const RECORDS_PATH = '/api/financial-records';

export type RecordListFilters = LedgerFilters & { page: number; pageSize: number };

/** GET /api/financial-records: one page, its total and the three cards, for the filters. */
export const getRecords = (filters: RecordListFilters) => api.get<typeof financialRecordListSchema>(`${RECORDS_PATH}?${toQueryString(filters)}`);

export function getRecordsQueryOptions(filters: RecordListFilters) {
  return queryOptions({
    queryKey: [RECORDS_PATH, filters],
    queryFn: () => getRecords(filters),
    placeholderData: keepPreviousData,
    // A period ending before it starts is not asked for (the page says why).
    enabled: !filters.inicio || !filters.fim || filters.inicio <= filters.fim,
  });
}

export function useRecords(filters: RecordListFilters) {
  return useQuery(getRecordsQueryOptions(filters));
}
