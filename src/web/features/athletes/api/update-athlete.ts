import type { z } from 'zod';
import { athleteSchema, type Athlete, type athleteEditSchema } from '@domain/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { athletePath, storeAthlete } from './get-athlete';
import { ATHLETES_PATH } from './get-athletes';

export type AthleteEditData = z.output<typeof athleteEditSchema>;

export interface UpdateAthleteVariables {
  id: number;
  data: AthleteEditData;
}

/** PUT /api/athletes/:id with the edited fields (409 while the athlete is inactive). */
export const updateAthlete = ({ id, data }: UpdateAthleteVariables) => api.put<typeof athleteSchema>(athletePath(id), data);

export const useUpdateAthlete = (options?: MutationOptions<Athlete, UpdateAthleteVariables>) =>
  useApiMutation(updateAthlete, { refresh: [ATHLETES_PATH], store: storeAthlete }, options);
