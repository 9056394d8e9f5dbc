import { programDetailSchema, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { storeProgram } from './get-program';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

export interface RemoveProgramActivityVariables {
  programId: number;
  atividadeId: number;
}

/** DELETE /api/programas-treinamento/:id/atividades/:activityId: the rest renumbered 1..n. */
export const removeProgramActivity = ({ programId, atividadeId }: RemoveProgramActivityVariables) =>
  api.delete<typeof programDetailSchema>(`${PROGRAMS_PATH}/${programId}/atividades/${atividadeId}`);

export const useRemoveProgramActivity = (options?: MutationOptions<ProgramDetail, RemoveProgramActivityVariables>) =>
  useApiMutation(removeProgramActivity, { refresh: PROGRAM_WRITE_REFRESH, store: storeProgram }, options);
