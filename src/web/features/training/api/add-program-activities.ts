import type { ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';
import { useProgramActivityMutation, type ProgramMutationOptions } from './program-activity-mutation';

export interface AddProgramActivitiesVariables {
  programId: number;
  atividadeIds: number[];
}

/** POST /api/programas-treinamento/:id/atividades/lote: the chosen activities at the end, all or none. */
export function addProgramActivities({ programId, atividadeIds }: AddProgramActivitiesVariables): Promise<ProgramDetail> {
  return api.post<ProgramDetail>(`${programsPath}/${programId}/atividades/lote`, { atividadeIds });
}

export function useAddProgramActivities(options: ProgramMutationOptions<AddProgramActivitiesVariables> = {}) {
  return useProgramActivityMutation(addProgramActivities, options);
}
