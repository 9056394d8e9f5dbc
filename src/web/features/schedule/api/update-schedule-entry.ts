import { scheduleEntrySchema, type ScheduleData, type ScheduleEntry } from '@domain/schedule';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export interface UpdateScheduleEntryVariables {
  id: number;
  data: ScheduleData;
}

export const updateScheduleEntry = ({ id, data }: UpdateScheduleEntryVariables) =>
  api.put<typeof scheduleEntrySchema>(`${SCHEDULE_PATH}/${id}`, data);

export const useUpdateScheduleEntry = (options?: MutationOptions<ScheduleEntry, UpdateScheduleEntryVariables>) =>
  useApiMutation(updateScheduleEntry, { refresh: [SCHEDULE_PATH] }, options);
