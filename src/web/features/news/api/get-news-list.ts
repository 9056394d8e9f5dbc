import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newsAdminPageSchema, type NewsStatus } from '@domain/news';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Every news key starts with it: a news write refreshes them all. */
export const NEWS_PATH = '/api/news';

export interface NewsListFilters {
  status?: NewsStatus;
  page: number;
  pageSize: number;
}

/** GET /api/news: every news item for Gerenciar Notícias, by status, with the tabs' counts. */
export const getNewsList = (filters: NewsListFilters) => api.get<typeof newsAdminPageSchema>(`${NEWS_PATH}?${toQueryString(filters)}`);

export function getNewsListQueryOptions(filters: NewsListFilters) {
  return queryOptions({
    queryKey: [NEWS_PATH, filters],
    queryFn: () => getNewsList(filters),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(filters: NewsListFilters) {
  return useQuery(getNewsListQueryOptions(filters));
}
