import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Team, TeamData } from '@domain/teams';
import { api } from '@web/lib/api';
import { teamsQueryKey } from './get-teams';

export interface UpdateTeamVariables {
  id: number;
  data: TeamData;
}

export function updateTeam({ id, data }: UpdateTeamVariables): Promise<Team> {
  return api.put<Team>(`/api/teams/${id}`, data);
}

type Options = Omit<UseMutationOptions<Team, Error, UpdateTeamVariables>, 'mutationFn'>;

export function useUpdateTeam({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateTeam,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      await onSuccess?.(...args);
    },
  });
}
