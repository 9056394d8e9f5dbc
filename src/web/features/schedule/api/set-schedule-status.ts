import { useQueryClient } from '@tanstack/react-query';
import { scheduleEntrySchema, type ScheduleEntry, type ScheduleStatus } from '@domain/schedule';
import { api } from '@web/lib/api';
import { invalidatePaths, useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export interface SetScheduleStatusVariables {
  id: number;
  status: ScheduleStatus;
}

/** 'Aplicar' and the other status changes (409 when the change is not allowed). */
export const setScheduleStatus = ({ id, status }: SetScheduleStatusVariables) =>
  api.patch<typeof scheduleEntrySchema>(`${SCHEDULE_PATH}/${id}/status`, { status });

export function useSetScheduleStatus({ onError, ...options }: MutationOptions<ScheduleEntry, SetScheduleStatusVariables> = {}) {
  const client = useQueryClient();
  return useApiMutation(
    setScheduleStatus,
    { refresh: [SCHEDULE_PATH] },
    {
      ...options,
      // A refusal means the entry changed elsewhere: refresh on failure too.
      onError: async (...args) => {
        await invalidatePaths(client, SCHEDULE_PATH);
        await onError?.(...args);
      },
    },
  );
}
