import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News, NewsViewResult } from '@domain/news';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { newsQueryKey } from './get-news';

/** POST /api/news/:id/view: counts one view (published, unexpired news only) and answers the new count. */
export function recordNewsView(id: number): Promise<NewsViewResult> {
  return api.post<NewsViewResult>(`/api/news/${id}/view`);
}

/** The page shows the count with its own view; the cards re-fetch theirs. */
export function useRecordNewsView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordNewsView,
    onSuccess: async ({ visualizacoes }, id) => {
      queryClient.setQueryData<News>(newsQueryKey(id), (news) => news && { ...news, visualizacoes });
      await invalidatePaths(queryClient, '/api/news/published', '/api/news/featured');
    },
  });
}
