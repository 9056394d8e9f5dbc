import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { RosterAthlete, RosterUpdate } from '@domain/rosters';
import { api } from '@web/lib/api';
import { invalidateManagedTeams } from './invalidate';

export interface UpdateRosterAthleteVariables {
  teamId: number;
  athleteId: number;
  data: RosterUpdate;
}

export function updateRosterAthlete({ teamId, athleteId, data }: UpdateRosterAthleteVariables): Promise<RosterAthlete> {
  return api.put<RosterAthlete>(`/api/managed-teams/${teamId}/athletes/${athleteId}`, data);
}

type Options = Omit<UseMutationOptions<RosterAthlete, Error, UpdateRosterAthleteVariables>, 'mutationFn'>;

export function useUpdateRosterAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateRosterAthlete,
    onSuccess: async (...args) => {
      await invalidateManagedTeams(queryClient);
      await onSuccess?.(...args);
    },
  });
}
