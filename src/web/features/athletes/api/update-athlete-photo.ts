import { athleteSchema, type Athlete } from '@domain/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath, storeAthlete } from './get-athlete';
import { ATHLETES_PATH } from './get-athletes';

export interface UpdateAthletePhotoVariables {
  id: number;
  /** The cropped 300×300 JPEG as a data URL, or null to remove the photo. */
  foto: string | null;
}

/** PUT /api/athletes/:id with the photo alone. */
export const updateAthletePhoto = ({ id, foto }: UpdateAthletePhotoVariables) => api.put<typeof athleteSchema>(athletePath(id), { foto });

export const useUpdateAthletePhoto = (options?: MutationOptions<Athlete, UpdateAthletePhotoVariables>) =>
  useApiMutation(updateAthletePhoto, { refresh: [ATHLETES_PATH], store: storeAthlete }, options);
