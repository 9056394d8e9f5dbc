import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Unit } from '@domain/units';
import { api } from '@web/lib/api';
import { unitsQueryKey } from './get-units';

export type UnitStatusAction = 'deactivate' | 'reactivate';

export interface SetUnitStatusVariables {
  id: number;
  action: UnitStatusAction;
}

/** PATCH /api/units/:id/deactivate (409 while it has active teams) or /reactivate (409 while its company is inactive). */
export function setUnitStatus({ id, action }: SetUnitStatusVariables): Promise<Unit> {
  return api.patch<Unit>(`/api/units/${id}/${action}`);
}

type Options = Omit<UseMutationOptions<Unit, Error, SetUnitStatusVariables>, 'mutationFn'>;

export function useSetUnitStatus({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: setUnitStatus,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: unitsQueryKey });
      await onSuccess?.(...args);
    },
  });
}
