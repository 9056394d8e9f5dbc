import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ProgramData, ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programQueryKey } from './get-program';
import { programsPath } from './get-programs';
import { invalidatePrograms } from './invalidate-training';

export interface UpdateProgramVariables {
  id: number;
  data: ProgramData;
}

/** PUT /api/programas-treinamento/:id: title, description, tags and situação. */
export function updateProgram({ id, data }: UpdateProgramVariables): Promise<ProgramDetail> {
  return api.put<ProgramDetail>(`${programsPath}/${id}`, data);
}

type Options = Omit<UseMutationOptions<ProgramDetail, Error, UpdateProgramVariables>, 'mutationFn'>;

export function useUpdateProgram({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateProgram,
    onSuccess: async (program, ...rest) => {
      queryClient.setQueryData(programQueryKey(program.id), program);
      await invalidatePrograms(queryClient);
      await onSuccess?.(program, ...rest);
    },
  });
}
