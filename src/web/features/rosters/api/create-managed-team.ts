import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { ManagedTeam, ManagedTeamData } from '@domain/rosters';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

export function createManagedTeam(data: ManagedTeamData): Promise<ManagedTeam> {
  return api.post<ManagedTeam>('/api/managed-teams', data);
}

type Options = Omit<UseMutationOptions<ManagedTeam, Error, ManagedTeamData>, 'mutationFn'>;

export function useCreateManagedTeam({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createManagedTeam,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
