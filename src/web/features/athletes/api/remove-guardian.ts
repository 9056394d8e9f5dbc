import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { athleteGuardiansQueryKey } from './get-athlete-guardians';

export interface RemoveGuardianVariables {
  athleteId: number;
  userId: number;
}

/** DELETE /api/athletes/:id/guardians/:userId: the family account stops seeing the athlete on its next request. */
export function removeGuardian({ athleteId, userId }: RemoveGuardianVariables): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/athletes/${athleteId}/guardians/${userId}`);
}

type Options = Omit<UseMutationOptions<{ message: string }, Error, RemoveGuardianVariables>, 'mutationFn'>;

export function useRemoveGuardian({ onSettled, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: removeGuardian,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: athleteGuardiansQueryKey(args[2].athleteId) });
      await onSettled?.(...args);
    },
  });
}
