import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions } from '@tanstack/react-query';

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
  /** The API paths whose reads the write changes (prefixes, see `queryKey`). */
  refresh: readonly string[] | ((data: TData, variables: TVariables) => readonly string[]);
  /** Puts the answer in the cache at once, before the re-fetch (an editor showing the saved record). */
  store?: (client: QueryClient, data: TData, variables: TVariables) => void;
}

/**
 * The one way to write: run `mutationFn`; on success store the answer if asked, re-fetch what it
 * changed, then run the screen's onSuccess (so a toast or a closed dialog sees fresh data).
 */
export function useApiMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  { refresh, store }: WriteEffects<TData, TVariables>,
  { onSuccess, ...options }: MutationOptions<TData, TVariables> = {},
) {
  const client = useQueryClient();
  return useMutation({
    ...options,
    mutationFn,
    onSuccess: async (data, variables, ...rest) => {
      store?.(client, data, variables);
      await invalidatePaths(client, ...(typeof refresh === 'function' ? refresh(data, variables) : refresh));
      await onSuccess?.(data, variables, ...rest);
    },
  });
}
