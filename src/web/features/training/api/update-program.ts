import { programDetailSchema, type ProgramData, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { storeProgram } from './get-program';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

export interface UpdateProgramVariables {
  id: number;
  data: ProgramData;
}

/** PUT /api/programas-treinamento/:id: title, description, tags and situação. */
export const updateProgram = ({ id, data }: UpdateProgramVariables) => api.put<typeof programDetailSchema>(`${PROGRAMS_PATH}/${id}`, data);

export const useUpdateProgram = (options?: MutationOptions<ProgramDetail, UpdateProgramVariables>) =>
  useApiMutation(updateProgram, { refresh: PROGRAM_WRITE_REFRESH, store: storeProgram }, options);
