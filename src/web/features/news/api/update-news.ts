import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { News, NewsData } from '@domain/news';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { newsPayload } from './create-news';
import { NEWS_PATH } from './get-published-news';

export interface UpdateNewsVariables {
  id: number;
  data: NewsData;
}

/** PATCH /api/news/:id with the whole form: what is left out is cleared, an image URL keeps the image. */
export function updateNews({ id, data }: UpdateNewsVariables): Promise<News> {
  return api.patch<News>(`/api/news/${id}`, newsPayload(data));
}

type Options = Omit<UseMutationOptions<News, Error, UpdateNewsVariables>, 'mutationFn'>;

export function useUpdateNews({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateNews,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, NEWS_PATH);
      await onSuccess?.(...args);
    },
  });
}
