import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

export interface RemoveRosterAthleteVariables {
  teamId: number;
  athleteId: number;
}

/** The link goes; its history stays with the team. */
export function removeRosterAthlete({ teamId, athleteId }: RemoveRosterAthleteVariables): Promise<void> {
  return api.delete<void>(`/api/managed-teams/${teamId}/athletes/${athleteId}`);
}

type Options = Omit<UseMutationOptions<void, Error, RemoveRosterAthleteVariables>, 'mutationFn'>;

export function useRemoveRosterAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: removeRosterAthlete,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
