import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgeCategory } from '@domain/age';
import type { AthleteList, AthleteStatus, Sex } from '@domain/athletes';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** Prefix of every athletes list key; each athlete write invalidates it. */
export const athletesQueryKey = ['/api/athletes'] as const;

/** The list's query string (athleteListQuerySchema); a search under 2 characters is left out. */
export interface AthleteListFilters {
  busca?: string;
  status?: AthleteStatus;
  sexo?: Sex;
  categoria?: AgeCategory;
  page: number;
  pageSize: number;
}

/** GET /api/athletes: one page, filtered and searched by the server, with the school's stat cards. */
export function getAthletes(filters: AthleteListFilters): Promise<AthleteList> {
  return api.get<AthleteList>(`/api/athletes?${toQueryString(filters)}`);
}

export function getAthletesQueryOptions(filters: AthleteListFilters) {
  return queryOptions({
    queryKey: [...athletesQueryKey, filters],
    queryFn: () => getAthletes(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useAthletes(filters: AthleteListFilters) {
  return useQuery(getAthletesQueryOptions(filters));
}
