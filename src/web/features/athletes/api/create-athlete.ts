import { athleteSchema, type Athlete, type AthleteCreate } from '@domain/athletes';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { storeAthlete } from './get-athlete';
import { ATHLETES_PATH } from './get-athletes';

/** POST /api/athletes (administrador, professor); 409 'CPF já cadastrado'. */
export const createAthlete = (data: AthleteCreate) => api.post<typeof athleteSchema>(ATHLETES_PATH, data);

export const useCreateAthlete = (options?: MutationOptions<Athlete, AthleteCreate>) =>
  useApiMutation(createAthlete, { refresh: [ATHLETES_PATH], store: storeAthlete }, options);
