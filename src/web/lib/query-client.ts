import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, SESSION_STORAGE_KEY } from './api';

/** Query key of the signed-in user (GET /api/auth/me). */
export const SESSION_QUERY_KEY = ['/api/auth/me'] as const;

/** The 401 of a session that simply ended (signed out elsewhere, expired): the landing says nothing more. */
const PLAIN_UNAUTHORIZED = 'Não autenticado';

/**
 * A 401 on any other call while signed in means the session ended: show the landing, and tell why
 * when the server said (an inactivated account), so the person is not left guessing.
 */
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
  if (error.message !== PLAIN_UNAUTHORIZED) toast({ variant: 'destructive', title: 'Sessão encerrada', description: error.message });
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
