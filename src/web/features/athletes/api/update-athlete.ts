import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Athlete, athleteEditSchema } from '@domain/athletes';
import { api } from '@web/lib/api';
import { storeAthlete } from './get-athlete';

export type AthleteEditData = z.output<typeof athleteEditSchema>;

export interface UpdateAthleteVariables {
  id: number;
  data: AthleteEditData;
}

/** PUT /api/athletes/:id with the edited fields (409 while the athlete is inactive). */
export function updateAthlete({ id, data }: UpdateAthleteVariables): Promise<Athlete> {
  return api.put<Athlete>(`/api/athletes/${id}`, data);
}

type Options = Omit<UseMutationOptions<Athlete, Error, UpdateAthleteVariables>, 'mutationFn'>;

export function useUpdateAthlete({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateAthlete,
    onSuccess: async (...args) => {
      await storeAthlete(queryClient, args[0]);
      await onSuccess?.(...args);
    },
  });
}
