import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Team } from '@domain/teams';
import { api } from '@web/lib/api';
import { teamsQueryKey } from './get-teams';

export type TeamStatusAction = 'deactivate' | 'reactivate';

export interface SetTeamStatusVariables {
  id: number;
  action: TeamStatusAction;
}

/** PATCH /api/teams/:id/deactivate or /reactivate (409 while its unit is inactive). */
export function setTeamStatus({ id, action }: SetTeamStatusVariables): Promise<Team> {
  return api.patch<Team>(`/api/teams/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<Team, Error, SetTeamStatusVariables>, 'mutationFn'>;

export function useSetTeamStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setTeamStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      await onSuccess?.(...args);
    },
  });
}
