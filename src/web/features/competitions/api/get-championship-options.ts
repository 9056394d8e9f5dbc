import { queryOptions, useQuery } from '@tanstack/react-query';
import { championshipOptionSchema } from '@domain/competitions';
import { api, type ListOf } from '@web/lib/api';
import { CHAMPIONSHIPS_PATH } from './query-keys';

const CHAMPIONSHIP_OPTIONS_PATH = `${CHAMPIONSHIPS_PATH}/options`;

/** GET /api/championships/options: every championship, for the game form and the games filter. */
export const getChampionshipOptions = () => api.get<ListOf<typeof championshipOptionSchema>>(CHAMPIONSHIP_OPTIONS_PATH);

export function getChampionshipOptionsQueryOptions() {
  return queryOptions({ queryKey: [CHAMPIONSHIP_OPTIONS_PATH], queryFn: getChampionshipOptions });
}

export function useChampionshipOptions() {
  return useQuery(getChampionshipOptionsQueryOptions());
}
