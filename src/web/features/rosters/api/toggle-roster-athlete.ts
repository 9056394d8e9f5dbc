import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { RosterAthlete } from '@domain/rosters';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

export interface ToggleRosterAthleteVariables {
  teamId: number;
  athleteId: number;
  ativo: boolean;
}

/** Reactivating is refused (409) while the team is full. */
export function toggleRosterAthlete({ teamId, athleteId, ativo }: ToggleRosterAthleteVariables): Promise<RosterAthlete> {
  return api.put<RosterAthlete>(`/api/managed-teams/${teamId}/athletes/${athleteId}/toggle-status`, { ativo });
}

type Options = Omit<UseMutationOptions<RosterAthlete, Error, ToggleRosterAthleteVariables>, 'mutationFn'>;

export function useToggleRosterAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: toggleRosterAthlete,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
