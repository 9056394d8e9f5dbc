import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChampionshipOption } from '@domain/competitions';
import { api } from '@web/lib/api';
import { CHAMPIONSHIPS_PATH } from './query-keys';

const path = `${CHAMPIONSHIPS_PATH}/options`;

/** GET /api/championships/options: every championship, for the game form and the games filter. */
export function getChampionshipOptions(): Promise<ChampionshipOption[]> {
  return api.get<ChampionshipOption[]>(path);
}

export function getChampionshipOptionsQueryOptions() {
  return queryOptions({ queryKey: [path], queryFn: getChampionshipOptions });
}

export function useChampionshipOptions() {
  return useQuery(getChampionshipOptionsQueryOptions());
}
