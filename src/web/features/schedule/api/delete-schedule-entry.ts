import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export function deleteScheduleEntry(id: number): Promise<void> {
  return api.delete<void>(`${SCHEDULE_PATH}/${id}`);
}

type Options = Omit<UseMutationOptions<void, Error, number>, 'mutationFn'>;

export function useDeleteScheduleEntry({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteScheduleEntry,
    // A 404 means it is already gone: refresh on failure too.
    onSettled: async (...args) => {
      await invalidatePaths(queryClient, SCHEDULE_PATH);
      await onSettled?.(...args);
    },
  });
}
