import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { RosterAdd, RosterAthlete } from '@domain/rosters';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

export interface AddRosterAthleteVariables {
  teamId: number;
  data: RosterAdd;
}

/** 409 when the athlete is already in the team or the team is full. */
export function addRosterAthlete({ teamId, data }: AddRosterAthleteVariables): Promise<RosterAthlete> {
  return api.post<RosterAthlete>(`/api/managed-teams/${teamId}/athletes`, data);
}

type Options = Omit<UseMutationOptions<RosterAthlete, Error, AddRosterAthleteVariables>, 'mutationFn'>;

export function useAddRosterAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: addRosterAthlete,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
