import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditLogListSchema } from '@domain/audit';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

export const AUDIT_LOG_PATH = '/api/audit-log';

/** The query string of GET /api/audit-log (auditLogQuerySchema). */
export interface AuditLogFilters {
  usuario?: string;
  entidade?: string;
  entidadeId?: number;
  acao?: string;
  de?: string;
  ate?: string;
  page: number;
  pageSize: number;
}

export const getAuditLog = (filters: AuditLogFilters) => api.get<typeof auditLogListSchema>(`${AUDIT_LOG_PATH}?${toQueryString(filters)}`);

export function getAuditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: [AUDIT_LOG_PATH, filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    // The log grows while the page is open: a new visit shows the latest entries.
    staleTime: 0,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(getAuditLogQueryOptions(filters));
}
