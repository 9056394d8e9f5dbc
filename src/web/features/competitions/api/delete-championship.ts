import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH } from './query-keys';

/** DELETE /api/championships/:id (409 while it has games). */
export const deleteChampionship = async (id: number) => {
  await api.delete(`${CHAMPIONSHIPS_PATH}/${id}`);
};

export const useDeleteChampionship = (options?: MutationOptions<void, number>) =>
  useApiMutation(deleteChampionship, { refresh: [CHAMPIONSHIPS_PATH] }, options);
