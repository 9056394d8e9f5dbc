import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ScheduleEntry, ScheduleStatus } from '@domain/schedule';
import { api } from '@web/lib/api';
import { invalidatePaths } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export interface SetScheduleStatusVariables {
  id: number;
  status: ScheduleStatus;
}

/** 'Aplicar' and the other status changes (409 when the change is not allowed). */
export function setScheduleStatus({ id, status }: SetScheduleStatusVariables): Promise<ScheduleEntry> {
  return api.patch<ScheduleEntry>(`${SCHEDULE_PATH}/${id}/status`, { status });
}

type Options = Omit<UseMutationOptions<ScheduleEntry, Error, SetScheduleStatusVariables>, 'mutationFn'>;

export function useSetScheduleStatus({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setScheduleStatus,
    // A refusal means the entry changed elsewhere: refresh on failure too.
    onSettled: async (...args) => {
      await invalidatePaths(queryClient, SCHEDULE_PATH);
      await onSettled?.(...args);
    },
  });
}
