import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Athlete, AthleteCreate } from '@domain/athletes';
import { api } from '@web/lib/api';
import { storeAthlete } from './get-athlete';

/** POST /api/athletes (administrador, professor); 409 'CPF já cadastrado'. */
export function createAthlete(data: AthleteCreate): Promise<Athlete> {
  return api.post<Athlete>('/api/athletes', data);
}

type Options = Omit<UseMutationOptions<Athlete, Error, AthleteCreate>, 'mutationFn'>;

export function useCreateAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createAthlete,
    onSuccess: async (...args) => {
      await storeAthlete(queryClient, args[0]);
      await onSuccess?.(...args);
    },
  });
}
