import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogList } from '@domain/audit';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

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

export function getAuditLog(filters: AuditLogFilters): Promise<AuditLogList> {
  return api.get<AuditLogList>(`/api/audit-log?${toQueryString(filters)}`);
}

export function getAuditLogQueryOptions(filters: AuditLogFilters) {
  return queryOptions({
    queryKey: ['/api/audit-log', filters],
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
    // The log grows while the page is open: a new visit shows the latest entries.
    staleTime: 0,
  });
}

export function useAuditLog(filters: AuditLogFilters) {
  return useQuery(getAuditLogQueryOptions(filters));
}
