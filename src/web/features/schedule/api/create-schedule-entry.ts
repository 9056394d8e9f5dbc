import { scheduleEntrySchema, type ScheduleData, type ScheduleEntry } from '@domain/schedule';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export const createScheduleEntry = (data: ScheduleData) => api.post<typeof scheduleEntrySchema>(SCHEDULE_PATH, data);

export const useCreateScheduleEntry = (options?: MutationOptions<ScheduleEntry, ScheduleData>) =>
  useApiMutation(createScheduleEntry, { refresh: [SCHEDULE_PATH] }, options);
