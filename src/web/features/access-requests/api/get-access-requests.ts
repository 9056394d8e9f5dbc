import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessRequestPage, AccessRequestStatus } from '@domain/families';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Prefix of every access-request list key; each decision invalidates it. */
export const accessRequestsQueryKey = ['/api/access-requests'] as const;

/** The list's query string (accessRequestListQuerySchema); no status lists them all. */
export interface AccessRequestFilters {
  status?: AccessRequestStatus;
  page: number;
  pageSize: number;
}

/** GET /api/access-requests (staff): one page, newest first. */
export function getAccessRequests(filters: AccessRequestFilters): Promise<AccessRequestPage> {
  return api.get<AccessRequestPage>(`/api/access-requests?${toQueryString(filters)}`);
}

export function getAccessRequestsQueryOptions(filters: AccessRequestFilters) {
  return queryOptions({
    queryKey: [...accessRequestsQueryKey, filters],
    queryFn: () => getAccessRequests(filters),
    placeholderData: keepPreviousData,
    // Families keep asking while the page is closed: a new visit shows the latest requests.
    staleTime: 0,
  });
}

export function useAccessRequests(filters: AccessRequestFilters) {
  return useQuery(getAccessRequestsQueryOptions(filters));
}
