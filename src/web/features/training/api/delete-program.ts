import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { programsPath } from './get-programs';
import { invalidatePrograms } from './invalidate-training';

export function deleteProgram(id: number): Promise<void> {
  return api.delete<void>(`${programsPath}/${id}`);
}

type Options = Omit<UseMutationOptions<void, Error, number>, 'mutationFn'>;

export function useDeleteProgram({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteProgram,
    onSuccess: async (...args) => {
      await invalidatePrograms(queryClient);
      await onSuccess?.(...args);
    },
  });
}
