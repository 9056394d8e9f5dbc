import { queryOptions, useQuery } from '@tanstack/react-query';
import type { News } from '@domain/news';
import { api } from '@web/lib/api';

export const newsQueryKey = (id: number) => [`/api/news/${id}`] as const;

/** GET /api/news/:id (404 'Notícia não encontrada' for readers unless published and not expired). */
export function getNews(id: number): Promise<News> {
  return api.get<News>(`/api/news/${id}`);
}

/** Read again on each visit: since the last one the item may have been edited, cancelled or removed. */
export function getNewsQueryOptions(id: number) {
  return queryOptions({ queryKey: newsQueryKey(id), queryFn: () => getNews(id), staleTime: 0 });
}

export function useNews(id: number, { enabled = true } = {}) {
  return useQuery({ ...getNewsQueryOptions(id), enabled });
}
