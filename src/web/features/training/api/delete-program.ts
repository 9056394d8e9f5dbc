import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

export const deleteProgram = (id: number) => api.delete(`${PROGRAMS_PATH}/${id}`);

export const useDeleteProgram = (options?: MutationOptions<unknown, number>) =>
  useApiMutation(deleteProgram, { refresh: PROGRAM_WRITE_REFRESH }, options);
