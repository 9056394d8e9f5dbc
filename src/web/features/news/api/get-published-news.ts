import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsCategory, NewsPage } from '@domain/news';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Every news query's path starts with this: a news write invalidates them all. */
export const NEWS_PATH = '/api/news';

export interface PublishedNewsFilters {
  busca?: string;
  categoria?: NewsCategory;
  page: number;
  pageSize: number;
}

/** GET /api/news/published: the news readers see (published, not expired), newest first. */
export function getPublishedNews(filters: PublishedNewsFilters): Promise<NewsPage> {
  return api.get<NewsPage>(`/api/news/published?${toQueryString(filters)}`);
}

export function getPublishedNewsQueryOptions(filters: PublishedNewsFilters) {
  return queryOptions({
    queryKey: ['/api/news/published', filters],
    queryFn: () => getPublishedNews(filters),
    placeholderData: keepPreviousData,
  });
}

export function usePublishedNews(filters: PublishedNewsFilters) {
  return useQuery(getPublishedNewsQueryOptions(filters));
}
