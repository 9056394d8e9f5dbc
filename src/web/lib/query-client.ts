import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, SESSION_STORAGE_KEY } from './api';

/** Query key of the signed-in user (GET /api/auth/me). */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

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
