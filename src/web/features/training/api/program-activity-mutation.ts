import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ProgramDetail } from '@domain/training';
import { programQueryKey } from './get-program';
import { invalidatePrograms } from './invalidate-training';

export type ProgramMutationOptions<TVariables> = Omit<UseMutationOptions<ProgramDetail, Error, TVariables>, 'mutationFn'>;

/**
 * A change to a program's activities answers the whole program: the editor shows that answer at
 * once (order, total time), and the grid and the picker are re-fetched.
 */
export function useProgramActivityMutation<TVariables>(
  mutationFn: (variables: TVariables) => Promise<ProgramDetail>,
  { onSuccess, ...options }: ProgramMutationOptions<TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (program, ...rest) => {
      queryClient.setQueryData(programQueryKey(program.id), program);
      await invalidatePrograms(queryClient);
      await onSuccess?.(program, ...rest);
    },
  });
}
