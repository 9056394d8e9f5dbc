import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ScheduleData, ScheduleEntry } from '@domain/schedule';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export function createScheduleEntry(data: ScheduleData): Promise<ScheduleEntry> {
  return api.post<ScheduleEntry>(SCHEDULE_PATH, data);
}

type Options = Omit<UseMutationOptions<ScheduleEntry, Error, ScheduleData>, 'mutationFn'>;

export function useCreateScheduleEntry({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createScheduleEntry,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, SCHEDULE_PATH);
      await onSuccess?.(...args);
    },
  });
}
