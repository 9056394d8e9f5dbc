import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { News, NewsData } from '@domain/news';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { NEWS_PATH } from './get-published-news';

/** Spec 2 §5: empty optional fields are left out of the payload (the API clears what is left out). */
export function newsPayload(data: NewsData): Partial<NewsData> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)),
  ) as Partial<NewsData>;
}

/** POST /api/news. */
export function createNews(data: NewsData): Promise<News> {
  return api.post<News>('/api/news', newsPayload(data));
}

type Options = Omit<UseMutationOptions<News, Error, NewsData>, 'mutationFn'>;

export function useCreateNews({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createNews,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, NEWS_PATH);
      await onSuccess?.(...args);
    },
  });
}
