import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { SCHEDULE_PATH } from './get-schedule';

export const deleteScheduleEntry = (id: number) => api.delete(`${SCHEDULE_PATH}/${id}`);

/** A 404 means it is already gone: refreshed on failure too. */
export const useDeleteScheduleEntry = (options?: MutationOptions<unknown, number>) =>
  useApiMutation(deleteScheduleEntry, { refresh: [SCHEDULE_PATH] }, options);
