import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

/** The team's roster and history go with it. */
export function deleteManagedTeam(id: number): Promise<void> {
  return api.delete<void>(`/api/managed-teams/${id}`);
}

type Options = Omit<UseMutationOptions<void, Error, number>, 'mutationFn'>;

export function useDeleteManagedTeam({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteManagedTeam,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
