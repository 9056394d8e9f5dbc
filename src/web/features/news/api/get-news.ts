import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsSchema } from '@domain/news';
import { api } from '@web/lib/api';
import { NEWS_PATH } from './get-news-list';

/** GET /api/news/:id (404 'Notícia não encontrada' for readers unless published and not expired). */
export const getNews = (id: number) => api.get<typeof newsSchema>(`${NEWS_PATH}/${id}`);

/** Read again on each visit: since the last one the item may have been edited, cancelled or removed. */
export function getNewsQueryOptions(id: number) {
  return queryOptions({ queryKey: [`${NEWS_PATH}/${id}`], queryFn: () => getNews(id), staleTime: 0 });
}

export function useNews(id: number, { enabled = true } = {}) {
  return useQuery({ ...getNewsQueryOptions(id), enabled });
}
