import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Athlete } from '@domain/athletes';
import { api } from '@web/lib/api';
import { storeAthlete } from './get-athlete';

export interface UpdateAthletePhotoVariables {
  id: number;
  /** The cropped 300×300 JPEG as a data URL, or null to remove the photo. */
  foto: string | null;
}

/** PUT /api/athletes/:id with the photo alone. */
export function updateAthletePhoto({ id, foto }: UpdateAthletePhotoVariables): Promise<Athlete> {
  return api.put<Athlete>(`/api/athletes/${id}`, { foto });
}

type Options = Omit<UseMutationOptions<Athlete, Error, UpdateAthletePhotoVariables>, 'mutationFn'>;

export function useUpdateAthletePhoto({ onSuccess, ...options }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateAthletePhoto,
    onSuccess: async (...args) => {
      await storeAthlete(queryClient, args[0]);
      await onSuccess?.(...args);
    },
  });
}
