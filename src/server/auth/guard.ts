import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '@domain/api-tokens';
import type { SessionUser } from '@domain/auth';
import type { Db } from '../db/client';
import { ACCOUNT_INACTIVATED, forbidden, HttpError, unauthorized } from '../http/errors';
import { DOCS_PREFIX } from '../http/openapi';
import type { Access } from '../http/types';
import { endedByInactivation, findApiTokenUser, findSessionUser } from './sessions';

/**
 * Every API route declares who may call it in its `config.access` (`Access`, http/types.ts):
 * 'public', or the roles allowed. A route without a declaration cannot be registered (default
 * deny), and the guard refuses it anyway should one slip through.
 */
declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** Hash of the session token (the sessions.id), when signed in. */
    sessionId: string | null;
    /** The personal API token the request was authenticated by, when it was one. */
    apiToken: { id: number; escopo: ApiTokenScope } | null;
  }
}

export const SESSION_COOKIE = 'sessionId';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

export function sessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? (request.cookies?.[SESSION_COOKIE] || null);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CROSS_ORIGIN_REFUSED = 'Requisição de outra origem recusada';

/**
 * A personal API token's text: 'plt_' and 32 random bytes in base64url. A session token is the 43
 * characters alone, so the two can never be taken for each other.
 */
const API_TOKEN_TEXT = /^plt_[A-Za-z0-9_-]{43}$/;

export const API_TOKEN_READ_ONLY = 'Este token de API só permite leitura.';
export const API_TOKEN_NOT_ALLOWED = 'Tokens de API não podem fazer esta operação.';

const READ_METHODS = new Set(['GET', 'HEAD']);
const under = (url: string, base: string) => url === base || url.startsWith(`${base}/`);

/**
 * What an API token may never do, whatever its scope (ADR 0012), by the route's declared path: a
 * door a token opens must close with it, and a leaked token must not reach what outlives its
 * revocation. 'all' refuses reads too; 'writes' every method but GET and HEAD.
 */
const NEVER_BY_API_TOKEN: readonly (readonly ['all' | 'writes', string])[] = [
  // Tokens and calendar addresses: a leaked token can neither mint successors, hide its siblings nor copy a secret address.
  ['all', '/api/api-tokens'],
  ['all', '/api/teams/:id/calendar-feed'],
  ['all', '/api/family/calendar-feed'],
  // Granting a person access: a session, a password, an account, a guardian's link to a child.
  ['writes', '/api/auth'],
  ['writes', '/api/system-users'],
  ['writes', '/api/athletes/:id/invitations'],
  ['writes', '/api/invitations'],
  ['writes', '/api/access-requests'],
  ['writes', '/api/family/access-requests'],
  // Where the families' money goes.
  ['writes', '/api/companies/:id/pix-settings'],
  ['writes', '/api/units/:id/pix-settings'],
  // The bank connection: whoever holds it moves the school's money; even reading it is for a person.
  ['all', '/api/companies/:id/bank-connection'],
  ['all', '/api/units/:id/bank-connection'],
  ['writes', '/api/monthly-payments/:id/pix-refunds'],
  // Consents, which the LGPD wants to be the person's own act (the quick registration records one).
  ['writes', '/api/privacy/consents'],
  ['writes', '/api/quick-register'],
];

function apiTokenRefusal(method: string, url: string, escopo: ApiTokenScope): string | null {
  const reads = READ_METHODS.has(method);
  if (NEVER_BY_API_TOKEN.some(([methods, base]) => (methods === 'all' || !reads) && under(url, base))) return API_TOKEN_NOT_ALLOWED;
  if (!reads && escopo === 'leitura') return API_TOKEN_READ_ONLY;
  return null;
}

/**
 * CSRF defence for cookie sessions: a browser sends the cookie on another site's form post too, so
 * a state-changing request carried only by the cookie must come from our own origin. Browsers send
 * Origin on every non-GET request; a bearer header cannot be forged cross-site, so it passes.
 */
function isCrossSiteCookieWrite(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method) || bearerToken(request) || !request.cookies?.[SESSION_COOKIE]) return false;
  const origin = request.headers.origin;
  if (!origin) return request.headers['sec-fetch-site'] !== 'same-origin';
  try {
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

export function registerGuard(app: FastifyInstance, db: Db, routeTable: DeclaredRoute[]) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    // The interactive API documentation's pages and assets (registered by @fastify/swagger-ui, which
    // cannot declare access) are public, like the landing page: they hold no school's data.
    if (route.url.startsWith(DOCS_PREFIX) && !route.config?.access) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    const access = route.config?.access;
    if (!access) throw new Error(`A rota ${route.method} ${route.url} não declara quem pode acessá-la (config.access).`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    if (!access) throw forbidden();
    if (isCrossSiteCookieWrite(request)) {
      request.log.warn({ route: request.routeOptions.url, origin: request.headers.origin }, 'requisição de outra origem recusada');
      throw new HttpError(403, CROSS_ORIGIN_REFUSED);
    }
    const bearer = bearerToken(request);
    if (bearer && API_TOKEN_TEXT.test(bearer)) {
      // An unknown or revoked token is no one, as an unknown session is; the cookie is not tried.
      const found = await findApiTokenUser(db, bearer);
      if (found) {
        request.user = found.user;
        request.apiToken = found.token;
      }
    } else {
      const token = sessionToken(request);
      if (token) {
        const session = await findSessionUser(db, token);
        if (session) {
          request.user = session.user;
          request.sessionId = session.sessionId;
        } else if (access !== 'public' && (await endedByInactivation(db, token))) {
          throw unauthorized(ACCOUNT_INACTIVATED);
        }
      }
    }
    if (request.apiToken) {
      const refusal = apiTokenRefusal(request.method, request.routeOptions.url, request.apiToken.escopo);
      if (refusal) {
        request.log.warn({ userId: request.user?.id, apiTokenId: request.apiToken.id, route: request.routeOptions.url }, 'operação recusada a um token de API');
        throw new HttpError(403, refusal);
      }
    }
    if (access === 'public') return;
    if (!request.user) throw unauthorized();
    if (!access.includes(request.user.tipo)) {
      request.log.warn({ userId: request.user.id, route: request.routeOptions.url }, 'acesso negado');
      throw forbidden();
    }
  });
}

/** The signed-in user of a route that is not public (the guard has already checked). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
