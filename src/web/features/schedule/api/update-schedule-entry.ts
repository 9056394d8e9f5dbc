import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ScheduleData, ScheduleEntry } from '@domain/schedule';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export interface UpdateScheduleEntryVariables {
  id: number;
  data: ScheduleData;
}

export function updateScheduleEntry({ id, data }: UpdateScheduleEntryVariables): Promise<ScheduleEntry> {
  return api.put<ScheduleEntry>(`${SCHEDULE_PATH}/${id}`, data);
}

type Options = Omit<UseMutationOptions<ScheduleEntry, Error, UpdateScheduleEntryVariables>, 'mutationFn'>;

export function useUpdateScheduleEntry({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateScheduleEntry,
    onSuccess: async (...args) => {
      await invalidatePaths(queryClient, SCHEDULE_PATH);
      await onSuccess?.(...args);
    },
  });
}
