import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsListItem } from '@domain/news';
import { api } from '@web/lib/api';

/** GET /api/news/featured: the newest 3 published news marked 'destaque' (home screen, /noticias). */
export function getFeaturedNews(): Promise<NewsListItem[]> {
  return api.get<NewsListItem[]>('/api/news/featured');
}

export function getFeaturedNewsQueryOptions() {
  return queryOptions({ queryKey: ['/api/news/featured'], queryFn: getFeaturedNews });
}

export function useFeaturedNews() {
  return useQuery(getFeaturedNewsQueryOptions());
}
