import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsListItemSchema } from '@domain/news';
import { api } from '@web/lib/api';
import { z } from 'zod';
import { NEWS_PATH } from './get-news-list';

export const FEATURED_NEWS_PATH = `${NEWS_PATH}/featured`;

/** GET /api/news/featured: the newest 3 published news marked 'destaque' (home screen, /noticias). */
export const getFeaturedNews = () => api.get(FEATURED_NEWS_PATH, z.array(newsListItemSchema));

export function getFeaturedNewsQueryOptions() {
  return queryOptions({ queryKey: [FEATURED_NEWS_PATH], queryFn: getFeaturedNews });
}

export function useFeaturedNews() {
  return useQuery(getFeaturedNewsQueryOptions());
}
