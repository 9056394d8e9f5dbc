import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { NEWS_PATH } from './get-news-list';

/** The card actions of Gerenciar Notícias (spec 2 §2.8). */
export type NewsAction = 'publish' | 'cancel' | 'delete';

export interface NewsActionVariables {
  id: number;
  action: NewsAction;
}

/** POST /api/news/:id/publish (drafts only), POST /api/news/:id/cancel (published only), DELETE /api/news/:id. */
export const runNewsAction = ({ id, action }: NewsActionVariables) =>
  action === 'delete' ? api.delete(`${NEWS_PATH}/${id}`) : api.post(`${NEWS_PATH}/${id}/${action}`);

export const useNewsAction = (options?: MutationOptions<unknown, NewsActionVariables>) =>
  useApiMutation(runNewsAction, { refresh: [NEWS_PATH] }, options);
