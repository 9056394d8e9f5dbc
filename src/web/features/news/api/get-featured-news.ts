import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsListItemSchema } from '@domain/news';
import { api, type ListOf } from '@web/lib/api';

/** Under the news path (/api/news), so every news write refreshes it with the rest. */
export const FEATURED_NEWS_PATH = '/api/news/featured';

/** GET /api/news/featured: the newest 3 published news marked 'destaque' (home screen, /noticias). */
export const getFeaturedNews = () => api.get<ListOf<typeof newsListItemSchema>>(FEATURED_NEWS_PATH);

export function getFeaturedNewsQueryOptions() {
  return queryOptions({ queryKey: [FEATURED_NEWS_PATH], queryFn: getFeaturedNews });
}

export function useFeaturedNews() {
  return useQuery(getFeaturedNewsQueryOptions());
}
