import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '@domain/athlete-constants';
import type { searchResultsSchema } from '@domain/athletes';
import { api } from '@web/lib/api';

export const SEARCH_PATH = '/api/search';

/** GET /api/search: athletes (name, CPF, guardian) and enrolments (team) the caller may see. */
export const search = (q: string) => api.get<typeof searchResultsSchema>(`${SEARCH_PATH}?${new URLSearchParams({ q })}`);

export function getSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: [SEARCH_PATH, { q }],
    queryFn: () => search(q),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    // The previous results stay listed while the next term's load.
    placeholderData: keepPreviousData,
  });
}

/** `q` should already be trimmed and debounced; under 2 characters nothing is asked (spec 1 §5). */
export function useSearch(q: string) {
  return useQuery(getSearchQueryOptions(q));
}
