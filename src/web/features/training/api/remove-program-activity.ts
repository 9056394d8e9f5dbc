import type { ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';
import { useProgramActivityMutation, type ProgramMutationOptions } from './program-activity-mutation';

export interface RemoveProgramActivityVariables {
  programId: number;
  atividadeId: number;
}

/** DELETE /api/programas-treinamento/:id/atividades/:activityId: the rest renumbered 1..n. */
export function removeProgramActivity({ programId, atividadeId }: RemoveProgramActivityVariables): Promise<ProgramDetail> {
  return api.delete<ProgramDetail>(`${programsPath}/${programId}/atividades/${atividadeId}`);
}

export function useRemoveProgramActivity(options: ProgramMutationOptions<RemoveProgramActivityVariables> = {}) {
  return useProgramActivityMutation(removeProgramActivity, options);
}
