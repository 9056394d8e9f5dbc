import { championshipSchema, type Championship, type ChampionshipData } from '@domain/competitions';
import { api } from '@web/lib/api';
import { useApiMutation, type MutationOptions } from '@web/lib/mutation';
import { CHAMPIONSHIPS_PATH } from './query-keys';

/** POST /api/championships. */
export const createChampionship = (data: ChampionshipData) => api.post(CHAMPIONSHIPS_PATH, data, championshipSchema);

export const useCreateChampionship = (options?: MutationOptions<Championship, ChampionshipData>) =>
  useApiMutation(createChampionship, { refresh: [CHAMPIONSHIPS_PATH] }, options);
