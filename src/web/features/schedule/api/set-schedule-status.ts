import { scheduleEntrySchema, type ScheduleEntry, type ScheduleStatus } from '@domain/schedule';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export interface SetScheduleStatusVariables {
  id: number;
  status: ScheduleStatus;
}

/** 'Aplicar' and the other status changes (409 when the change is not allowed). */
export const setScheduleStatus = ({ id, status }: SetScheduleStatusVariables) =>
  api.patch<typeof scheduleEntrySchema>(`${SCHEDULE_PATH}/${id}/status`, { status });

/** A refusal means the entry changed elsewhere: refreshed on failure too. */
export const useSetScheduleStatus = (options?: MutationOptions<ScheduleEntry, SetScheduleStatusVariables>) =>
  useApiMutation(setScheduleStatus, { refresh: [SCHEDULE_PATH] }, options);
