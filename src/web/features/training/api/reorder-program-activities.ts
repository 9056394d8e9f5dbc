import { programDetailSchema, type ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { storeProgram } from './get-program';
import { PROGRAM_WRITE_REFRESH, PROGRAMS_PATH } from './get-programs';

export interface ReorderProgramActivitiesVariables {
  programId: number;
  /** Every activity of the program, in the new order. */
  atividadeIds: number[];
}

/** PATCH /api/programas-treinamento/:id/atividades/reorder: the new order, renumbered 1..n. */
export const reorderProgramActivities = ({ programId, atividadeIds }: ReorderProgramActivitiesVariables) =>
  api.patch<typeof programDetailSchema>(
    `${PROGRAMS_PATH}/${programId}/atividades/reorder`,
    { atividades: atividadeIds.map((atividadeId, index) => ({ atividadeId, ordem: index + 1 })) },
  );

export const useReorderProgramActivities = (options?: MutationOptions<ProgramDetail, ReorderProgramActivitiesVariables>) =>
  useApiMutation(reorderProgramActivities, { refresh: PROGRAM_WRITE_REFRESH, store: storeProgram }, options);
