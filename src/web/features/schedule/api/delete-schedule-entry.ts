import { useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export const deleteScheduleEntry = (id: number) => api.delete(`${SCHEDULE_PATH}/${id}`);

export function useDeleteScheduleEntry({ onError, ...options }: MutationOptions<unknown, number> = {}) {
  const client = useQueryClient();
  return useApiMutation(
    deleteScheduleEntry,
    { refresh: [SCHEDULE_PATH] },
    {
      ...options,
      // A 404 means it is already gone: refresh on failure too.
      onError: async (...args) => {
        await invalidatePaths(client, SCHEDULE_PATH);
        await onError?.(...args);
      },
    },
  );
}
