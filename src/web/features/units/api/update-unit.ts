import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Unit, UnitData } from '@domain/units';
import { teamsQueryKey } from '@web/features/teams/api/get-teams';
import { api } from '@web/lib/api';
import { unitsQueryKey } from './get-units';

export interface UpdateUnitVariables {
  id: number;
  data: UnitData;
}

export function updateUnit({ id, data }: UpdateUnitVariables): Promise<Unit> {
  return api.put<Unit>(`/api/units/${id}`, data);
}

type Options = Omit<UseMutationOptions<Unit, Error, UpdateUnitVariables>, 'mutationFn'>;

export function useUpdateUnit({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateUnit,
    onSuccess: async (...args) => {
      // The teams list shows each team's unit name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: unitsQueryKey }),
        queryClient.invalidateQueries({ queryKey: teamsQueryKey }),
      ]);
      await onSuccess?.(...args);
    },
  });
}
