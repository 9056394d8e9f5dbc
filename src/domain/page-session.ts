import type { SessionUser } from './auth';

/**
 * The server writes the visitor's session into index.html, as JSON in a non-executed script
 * element with this id, so the app starts without asking GET /api/auth/me.
 */
export const PAGE_SESSION_ELEMENT_ID = 'plantel-session';

/** The element's content: the user GET /api/auth/me would answer, or null for no valid session. */
export interface PageSession {
  user: SessionUser | null;
}
