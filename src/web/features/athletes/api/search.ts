import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH, type SearchResults } from '@domain/athlete-constants';
import { api } from '@web/lib/api';

/** GET /api/search: athletes (name, CPF, guardian) and enrolments (team) the caller may see. */
export function search(q: string): Promise<SearchResults> {
  return api.get<SearchResults>(`/api/search?${new URLSearchParams({ q })}`);
}

export function getSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['/api/search', q],
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
