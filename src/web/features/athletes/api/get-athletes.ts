import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgeCategory } from '@domain/age';
import { athleteListSchema, type AthleteStatus, type Sex } from '@domain/athletes';
import { api } from '@web/lib/api';
import { toQueryString } from '@web/lib/query-string';

/** The athletes list; as a prefix it also names every athlete's page, which each athlete write refreshes. */
export const ATHLETES_PATH = '/api/athletes';

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
export const getAthletes = (filters: AthleteListFilters) => api.get<typeof athleteListSchema>(`${ATHLETES_PATH}?${toQueryString(filters)}`);

export function getAthletesQueryOptions(filters: AthleteListFilters) {
  return queryOptions({
    queryKey: [ATHLETES_PATH, filters],
    queryFn: () => getAthletes(filters),
    // The current page stays on screen while the next one (or a new search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useAthletes(filters: AthleteListFilters) {
  return useQuery(getAthletesQueryOptions(filters));
}
