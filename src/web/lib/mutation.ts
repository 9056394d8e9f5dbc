import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The query key convention: `[path]` or `[path, filters]`, where path is the API path the query
 * reads ('/api/athletes', '/api/games/7/lineup') and filters its query-string values. A write then
 * names what it changed by path prefix, and every list, filtered variant and sub-resource under it
 * is re-fetched.
 */
export const queryKey = (path: string, filters?: object) => (filters ? ([path, filters] as const) : ([path] as const));

/** Re-fetches every query whose path (queryKey[0]) starts with one of the prefixes. */
export function invalidatePaths(client: QueryClient, ...prefixes: readonly string[]) {
  return client.invalidateQueries({
    predicate: (query) => {
      const path = query.queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
    },
  });
}

/** What a screen may add to a write: its own onSuccess/onError (toasts, closing a dialog). */
export type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

export interface WriteEffects<TData, TVariables> {
  /** The API paths whose reads the write changes (prefixes, see `queryKey`); no answer (undefined) after a failure. */
  refresh: readonly string[] | ((data: TData | undefined, variables: TVariables) => readonly string[]);
  /** Puts the answer in the cache at once, before the re-fetch (an editor showing the saved record). */
  store?: (client: QueryClient, data: TData, variables: TVariables) => void;
}

/**
 * A refusal that says the screen was out of date: the record changed elsewhere (deleted, paid,
 * decided, moved on).
 */
const STALE_VIEW_STATUSES = new Set([404, 409, 410]);

/**
 * The one way to write: run `mutationFn`; on success store the answer if asked, re-fetch what it
 * changed, then run the screen's onSuccess (so a toast or a closed dialog sees fresh data). A 404,
 * 409 or 410 re-fetches the same before the screen's onError, so the row shows how it now stands.
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { refresh, store }: WriteEffects<TData, TVariables>,
  { onSuccess, onError, ...options }: MutationOptions<TData, TVariables> = {},
) {
  const client = useQueryClient();
  const refetch = (data: TData | undefined, variables: TVariables) =>
    invalidatePaths(client, ...(typeof refresh === 'function' ? refresh(data, variables) : refresh));
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, ...rest) => {
      store?.(client, data, variables);
      await refetch(data, variables);
      await onSuccess?.(data, variables, ...rest);
    },
    onError: async (error, variables, ...rest) => {
      if (error instanceof ApiError && STALE_VIEW_STATUSES.has(error.status)) await refetch(undefined, variables);
      await onError?.(error, variables, ...rest);
    },
  });
}
