import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Unit, UnitData } from '@domain/units';
import { api } from '@web/lib/api';
import { unitsQueryKey } from './get-units';

/** The server assembles endereco from the parts (spec 1 §7.2), so it is not sent. */
export function createUnit(data: UnitData): Promise<Unit> {
  return api.post<Unit>('/api/units', data);
}

type Options = Omit<UseMutationOptions<Unit, Error, UnitData>, 'mutationFn'>;

export function useCreateUnit({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createUnit,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: unitsQueryKey });
      await onSuccess?.(...args);
    },
  });
}
