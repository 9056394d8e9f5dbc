import { useQuery } from '@tanstack/react-query';
import type { LoginResult, SessionUser, sessionUserSchema } from '@domain/auth';
import { PAGE_QUERIES_ELEMENT_ID, PAGE_SESSION_ELEMENT_ID, type PageQueries, type PageSession } from '@domain/page-session';
import { permissions, type Permission } from '@domain/permissions';
import { api, SESSION_STORAGE_KEY, storedSessionId } from './api';
import { queryClient, SESSION_QUERY_KEY } from './query-client';
import { canAccess } from './screen-access';

export { SESSION_QUERY_KEY };

function forgetSessionId() {
  try {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // storage unavailable
  }
}

/** GET /api/auth/me; any failure clears the stored session id and means "signed out". */
export async function getSessionUser(): Promise<SessionUser | null> {
  try {
    return await api.get<typeof sessionUserSchema>('/api/auth/me');
  } catch {
    forgetSessionId();
    return null;
  }
}

/**
 * The session the server wrote into the page, put in the query cache so the app needs no
 * GET /api/auth/me; returns the user. Without the element (the Vite dev server, a failed lookup),
 * or when it says "signed out" while a bearer session id is stored (which the page's request did
 * not carry), the app asks /api/auth/me as before.
 */
export function adoptPageSession(): SessionUser | null | undefined {
  const element = document.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const { user } = JSON.parse(element.textContent) as PageSession;
  if (!user && storedSessionId()) return undefined;
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  return user;
}

/**
 * The API's answers the server wrote into the page (a family's Início), put in the query cache under
 * their paths, the keys their screens ask them by, so the first screen renders without fetching them.
 */
export function adoptPageQueries(): void {
  const element = document.getElementById(PAGE_QUERIES_ELEMENT_ID);
  if (!element?.textContent) return;
  const queries = JSON.parse(element.textContent) as PageQueries;
  for (const [path, data] of Object.entries(queries)) queryClient.setQueryData([path], data);
}

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const query = useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: getSessionUser });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** The signed-in user, for components rendered only inside the signed-in shell. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used while signed in');
  return user;
}

/**
 * Whether the signed-in user holds the permission (src/domain/permissions.ts), to show the button or
 * section that calls its routes; no known role: allowed, as the menu of spec 1 §2.1 (canAccess).
 */
export function useCan(permission: Permission): boolean {
  return canAccess(permissions[permission], useCurrentUser().tipo);
}

/** After a successful login: keep the session id and show the signed-in app at once. */
export function signIn({ user, sessionId }: LoginResult): void {
  try {
    localStorage.setItem(SESSION_STORAGE_KEY, sessionId);
  } catch {
    // storage unavailable: the httpOnly cookie still carries the session
  }
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
}

/** POST /api/auth/logout (failures ignored), then forget the session and every cached answer. */
export async function signOut(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } catch {
    // signed out locally whatever the server says
  }
  forgetSessionId();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
}
