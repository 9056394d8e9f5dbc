import { newsSchema, type News, type NewsData } from '@domain/news';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { NEWS_PATH } from './get-news-list';

/** Spec 2 §5: empty optional fields are left out of the payload (the API clears what is left out). */
export function newsPayload(data: NewsData): Partial<NewsData> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as Partial<NewsData>;
}

/** POST /api/news. */
export const createNews = (data: NewsData) => api.post<typeof newsSchema>(NEWS_PATH, newsPayload(data));

export const useCreateNews = (options?: MutationOptions<News, NewsData>) => useApiMutation(createNews, { refresh: [NEWS_PATH] }, options);
