import { newsSchema, type News, type NewsData } from '@domain/news';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { newsPayload } from './create-news';
import { NEWS_PATH } from './get-news-list';

export interface UpdateNewsVariables {
  id: number;
  data: NewsData;
}

/** PATCH /api/news/:id with the whole form: what is left out is cleared, an image URL keeps the image. */
export const updateNews = ({ id, data }: UpdateNewsVariables) => api.patch<typeof newsSchema>(`${NEWS_PATH}/${id}`, newsPayload(data));

export const useUpdateNews = (options?: MutationOptions<News, UpdateNewsVariables>) =>
  useApiMutation(updateNews, { refresh: [NEWS_PATH] }, options);
