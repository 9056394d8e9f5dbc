import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { News } from '@domain/news';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { NEWS_PATH } from './get-published-news';

/** The card actions of Gerenciar Notícias (spec 2 §2.8). */
export type NewsAction = 'publish' | 'cancel' | 'delete';

export interface NewsActionVariables {
  id: number;
  action: NewsAction;
}

/** POST /api/news/:id/publish (drafts only), POST /api/news/:id/cancel (published only), DELETE /api/news/:id. */
export function runNewsAction({ id, action }: NewsActionVariables): Promise<News | undefined> {
  return action === 'delete' ? api.delete<undefined>(`/api/news/${id}`) : api.post<News>(`/api/news/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<News | undefined, Error, NewsActionVariables>, 'mutationFn'>;

export function useNewsAction({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation<News | undefined, Error, NewsActionVariables>({
    ...options,
    mutationFn: runNewsAction,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, NEWS_PATH);
      await onSuccess?.(...args);
    },
  });
}
