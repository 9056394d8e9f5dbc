import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ProgramData, ProgramDetail } from '@domain/training';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';
import { invalidatePrograms } from './invalidate-training';

/** POST /api/programas-treinamento; the total starts at 0 and is the server's from then on. */
export function createProgram(data: ProgramData): Promise<ProgramDetail> {
  return api.post<ProgramDetail>(programsPath, data);
}

type Options = Omit<UseMutationOptions<ProgramDetail, Error, ProgramData>, 'mutationFn'>;

export function useCreateProgram({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createProgram,
    onSuccess: async (...args) => {
      await invalidatePrograms(queryClient);
      await onSuccess?.(...args);
    },
  });
}
