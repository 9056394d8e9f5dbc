import { newsViewResultSchema } from '@domain/news';
import { api } from '@web/lib/api';
import { useApiMutation } from '@web/lib/mutation';
import { FEATURED_NEWS_PATH } from './get-featured-news';
import { getNewsQueryOptions } from './get-news';
import { NEWS_PATH } from './get-news-list';
import { PUBLISHED_NEWS_PATH } from './get-published-news';

/** POST /api/news/:id/view: counts one view (published, unexpired news only) and answers the new count. */
export const recordNewsView = (id: number) => api.post<typeof newsViewResultSchema>(`${NEWS_PATH}/${id}/view`);

/** The page shows the count with its own view; the cards re-fetch theirs. */
export const useRecordNewsView = () =>
  useApiMutation(recordNewsView, {
    refresh: [PUBLISHED_NEWS_PATH, FEATURED_NEWS_PATH],
    store: (client, { visualizacoes }, id) =>
      client.setQueryData(getNewsQueryOptions(id).queryKey, (news) => news && { ...news, visualizacoes }),
  });
