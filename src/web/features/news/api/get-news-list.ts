import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsAdminPage, NewsStatus } from '@domain/news';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

export interface NewsListFilters {
  status?: NewsStatus;
  page: number;
  pageSize: number;
}

/** GET /api/news: every news item for Gerenciar Notícias, by status, with the tabs' counts. */
export function getNewsList(filters: NewsListFilters): Promise<NewsAdminPage> {
  return api.get<NewsAdminPage>(`/api/news?${toQueryString(filters)}`);
}

export function getNewsListQueryOptions(filters: NewsListFilters) {
  return queryOptions({
    queryKey: ['/api/news', filters],
    queryFn: () => getNewsList(filters),
    placeholderData: keepPreviousData,
  });
}

export function useNewsList(filters: NewsListFilters) {
  return useQuery(getNewsListQueryOptions(filters));
}
