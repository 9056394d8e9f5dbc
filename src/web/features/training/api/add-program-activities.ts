import { programDetailSchema, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { storeProgram } from './get-program';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

export interface AddProgramActivitiesVariables {
  programId: number;
  atividadeIds: number[];
}

/** POST /api/programas-treinamento/:id/atividades/lote: the chosen activities at the end, all or none. */
export const addProgramActivities = ({ programId, atividadeIds }: AddProgramActivitiesVariables) =>
  api.post<typeof programDetailSchema>(`${PROGRAMS_PATH}/${programId}/atividades/lote`, { atividadeIds });

export const useAddProgramActivities = (options?: MutationOptions<ProgramDetail, AddProgramActivitiesVariables>) =>
  useApiMutation(addProgramActivities, { refresh: PROGRAM_WRITE_REFRESH, store: storeProgram }, options);
