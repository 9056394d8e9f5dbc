import { MutationCache, QueryCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, api, SESSION_STORAGE_KEY } from './api';

/** Query key of the signed-in user (GET /api/auth/me). */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

type On401 = 'returnNull' | 'throw';

/**
 * The default read: GET the path in queryKey[0] (further key parts are filters, not path parts).
 * With on401 'returnNull' an unauthenticated answer yields null instead of an error.
 */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    try {
      return await api.get<T>(String(queryKey[0]));
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/** A 401 on any other call while signed in means the session ended: show the landing. */
function handleUnauthorized(error: unknown, queryKey?: readonly unknown[]) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  if (queryKey?.[0] === SESSION_QUERY_KEY[0]) return;
  if (!queryClient.getQueryData(SESSION_QUERY_KEY)) return;
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable: the cookie session is gone anyway
  }
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleUnauthorized(error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => handleUnauthorized(error) }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
