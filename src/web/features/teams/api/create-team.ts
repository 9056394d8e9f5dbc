import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Team, TeamData } from '@domain/teams';
import { api } from '@web/lib/api';
import { teamsQueryKey } from './get-teams';

/** diasSemana goes as a list; the API also takes it as JSON text (spec 1 §7.2) and stores it so. */
export function createTeam(data: TeamData): Promise<Team> {
  return api.post<Team>('/api/teams', data);
}

type Options = Omit<UseMutationOptions<Team, Error, TeamData>, 'mutationFn'>;

export function useCreateTeam({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createTeam,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      await onSuccess?.(...args);
    },
  });
}
