import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH } from './query-keys';
import { type MutationHookOptions, useRefreshingMutation } from './refreshing-mutation';

/** DELETE /api/championships/:id (409 while it has games). */
export function deleteChampionship(id: number): Promise<void> {
  return api.delete<void>(`${CHAMPIONSHIPS_PATH}/${id}`);
}

export function useDeleteChampionship(options?: MutationHookOptions<void, number>) {
  return useRefreshingMutation(deleteChampionship, (client) => invalidatePaths(client, CHAMPIONSHIPS_PATH), options);
}
