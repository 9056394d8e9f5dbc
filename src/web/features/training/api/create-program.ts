import { programDetailSchema, type ProgramData, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

/** POST /api/programas-treinamento; the total starts at 0 and is the server's from then on. */
export const createProgram = (data: ProgramData) => api.post<typeof programDetailSchema>(PROGRAMS_PATH, data);

export const useCreateProgram = (options?: MutationOptions<ProgramDetail, ProgramData>) =>
  useApiMutation(createProgram, { refresh: PROGRAM_WRITE_REFRESH }, options);
