import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MIN_SEARCH_LENGTH } from '@domain/athlete-constants';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@web/components/pagination';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/** A search counts from 2 characters (spec 1 §5 "Search"); shorter is no search at all. */
export const effectiveSearch = (term: string) => {
  const trimmed = term.trim();
  return trimmed.length >= MIN_SEARCH_LENGTH ? trimmed : '';
};

/** `value` when it is one of `values`, else undefined: unknown values in the URL are ignored. */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

export const positiveInt = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** Query-string changes; undefined or '' removes the parameter. */
type ParamPatch = Partial<Record<string, string | number | undefined>>;

interface PagedList {
  total: number;
  pageSize: number;
}

/**
 * A list's state in the query string (?busca=&page=&pageSize= and the list's own filters, read by
 * `readFilters`), so back and forward restore it and the header search can open a search.
 * `filterKeys` are the list's own parameters, which "Limpar Filtros" removes with the search.
 */
export function useListParams<K extends string, F extends object>(filterKeys: readonly K[], readFilters: (params: URLSearchParams) => F) {
  const [params, setParams] = useSearchParams();
  const urlSearch = params.get('busca') ?? '';
  const pageSize = Number(params.get('pageSize'));
  const filters = {
    ...readFilters(params),
    busca: effectiveSearch(urlSearch) || undefined,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };

  const update = useCallback(
    (patch: ParamPatch, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  // The box shows what is typed; the URL gets it once typing pauses. A URL changed from outside
  // (back/forward, the header search) refills the box.
  const [search, setSearch] = useState(urlSearch);
  const [seenUrlSearch, setSeenUrlSearch] = useState(urlSearch);
  if (urlSearch !== seenUrlSearch) {
    setSeenUrlSearch(urlSearch);
    if (effectiveSearch(urlSearch) !== effectiveSearch(search)) setSearch(urlSearch);
  }
  const debouncedSearch = useDebouncedValue(search, 300);
  const writtenSearch = useRef(effectiveSearch(urlSearch));
  useEffect(() => {
    const next = effectiveSearch(debouncedSearch);
    if (next === writtenSearch.current) return;
    writtenSearch.current = next;
    // A new search is a history entry; refining it replaces that entry.
    if (next !== effectiveSearch(urlSearch)) update({ busca: next, page: undefined }, urlSearch !== '');
  }, [debouncedSearch, urlSearch, update]);

  // Stable callbacks, so a memoised filter bar does not re-render when only the list's data changes.
  /** Any filter change starts again from page 1. */
  const setFilters = useCallback(
    (patch: Partial<Record<K, string | number | undefined>>) => update({ ...patch, page: undefined }),
    [update],
  );

  const clear = useCallback(() => {
    setSearch('');
    update({ ...Object.fromEntries(filterKeys.map((key) => [key, undefined])), busca: undefined, page: undefined });
  }, [filterKeys, update]);

  const setPage = (page: number) => update({ page: page === 1 ? undefined : page });
  const setPageSize = (size: number) => update({ pageSize: size === DEFAULT_PAGE_SIZE ? undefined : size, page: undefined });

  return { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update };
}

/**
 * A page beyond the end (an old link, rows removed meanwhile) falls back to the last one, once
 * the answer for these filters (not the previous page kept on screen) says where the end is.
 */
export function useLastPageFallback(
  page: number,
  query: { data?: PagedList; isPlaceholderData: boolean },
  update: (patch: { page: number | undefined }, replace: boolean) => void,
) {
  const list = query.data;
  const lastPage = list && !query.isPlaceholderData ? Math.max(1, Math.ceil(list.total / list.pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) update({ page: lastPage === 1 ? undefined : lastPage }, true);
  }, [page, lastPage, update]);
}
