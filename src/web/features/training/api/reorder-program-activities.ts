import type { ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';
import { useProgramActivityMutation, type ProgramMutationOptions } from './program-activity-mutation';

export interface ReorderProgramActivitiesVariables {
  programId: number;
  /** Every activity of the program, in the new order. */
  atividadeIds: number[];
}

/** PATCH /api/programas-treinamento/:id/atividades/reorder: the new order, renumbered 1..n. */
export function reorderProgramActivities({ programId, atividadeIds }: ReorderProgramActivitiesVariables): Promise<ProgramDetail> {
  return api.patch<ProgramDetail>(`${programsPath}/${programId}/atividades/reorder`, {
    atividades: atividadeIds.map((atividadeId, index) => ({ atividadeId, ordem: index + 1 })),
  });
}

export function useReorderProgramActivities(options: ProgramMutationOptions<ReorderProgramActivitiesVariables> = {}) {
  return useProgramActivityMutation(reorderProgramActivities, options);
}
