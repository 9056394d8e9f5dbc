import { championshipSchema, type Championship, type ChampionshipData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH } from './query-keys';

/** POST /api/championships. */
export const createChampionship = (data: ChampionshipData) => api.post<typeof championshipSchema>(CHAMPIONSHIPS_PATH, data);

export const useCreateChampionship = (options?: MutationOptions<Championship, ChampionshipData>) =>
  useApiMutation(createChampionship, { refresh: [CHAMPIONSHIPS_PATH] }, options);
