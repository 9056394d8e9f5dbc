import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { newsPageSchema, type NewsCategory } from '@domain/news';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';
import { NEWS_PATH } from './get-news-list';

export const PUBLISHED_NEWS_PATH = `${NEWS_PATH}/published`;

export interface PublishedNewsFilters {
  busca?: string;
  categoria?: NewsCategory;
  page: number;
  pageSize: number;
}

/** GET /api/news/published: the news readers see (published, not expired), newest first. */
export const getPublishedNews = (filters: PublishedNewsFilters) =>
  api.get<typeof newsPageSchema>(`${PUBLISHED_NEWS_PATH}?${toQueryString(filters)}`);

export function getPublishedNewsQueryOptions(filters: PublishedNewsFilters) {
  return queryOptions({
    queryKey: [PUBLISHED_NEWS_PATH, filters],
    queryFn: () => getPublishedNews(filters),
    placeholderData: keepPreviousData,
  });
}

export function usePublishedNews(filters: PublishedNewsFilters) {
  return useQuery(getPublishedNewsQueryOptions(filters));
}
