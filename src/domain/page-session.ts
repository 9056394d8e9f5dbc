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

/**
 * The id of the element with what the first screen would ask the API for, answered into the page
 * by the server (a family's Início: GET /api/family/home), so its cards need no round trip.
 */
export const PAGE_QUERIES_ELEMENT_ID = 'plantel-queries';

/** The element's content: each answer under the path it answers, the path being its query's key. */
export type PageQueries = Record<string, unknown>;
