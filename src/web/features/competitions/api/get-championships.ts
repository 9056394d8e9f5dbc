import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { championshipPageSchema, type ChampionshipStatus } from '@domain/competitions';
import { api } from '@web/lib/api';
import { CHAMPIONSHIPS_PATH } from './query-keys';
import { toQueryString } from '@web/lib/query-string';

export interface ChampionshipListFilters {
  busca?: string;
  status?: ChampionshipStatus;
  page: number;
  pageSize: number;
}

/** GET /api/championships: one page of championship cards, searched by name, modality or season. */
export const getChampionships = (filters: ChampionshipListFilters) =>
  api.get<typeof championshipPageSchema>(`${CHAMPIONSHIPS_PATH}?${toQueryString(filters)}`);

export function getChampionshipsQueryOptions(filters: ChampionshipListFilters) {
  return queryOptions({
    queryKey: [CHAMPIONSHIPS_PATH, filters],
    queryFn: () => getChampionships(filters),
    placeholderData: keepPreviousData,
  });
}

export function useChampionships(filters: ChampionshipListFilters) {
  return useQuery(getChampionshipsQueryOptions(filters));
}
