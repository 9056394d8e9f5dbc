import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accessRequestPageSchema, type AccessRequestStatus } from '@domain/families';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

export const ACCESS_REQUESTS_PATH = '/api/access-requests';

/** The list's query string (accessRequestListQuerySchema); no status lists them all. */
export interface AccessRequestFilters {
  status?: AccessRequestStatus;
  page: number;
  pageSize: number;
}

/** GET /api/access-requests (staff): one page, newest first. */
export const getAccessRequests = (filters: AccessRequestFilters) =>
  api.get<typeof accessRequestPageSchema>(`${ACCESS_REQUESTS_PATH}?${toQueryString(filters)}`);

export function getAccessRequestsQueryOptions(filters: AccessRequestFilters) {
  return queryOptions({
    queryKey: [ACCESS_REQUESTS_PATH, filters],
    queryFn: () => getAccessRequests(filters),
    placeholderData: keepPreviousData,
    // Families keep asking while the page is closed: a new visit shows the latest requests.
    staleTime: 0,
  });
}

export function useAccessRequests(filters: AccessRequestFilters) {
  return useQuery(getAccessRequestsQueryOptions(filters));
}
