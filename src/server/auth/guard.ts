import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth';
import type { Role } from '../../domain/roles';
import type { Db } from '../db/client';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { DOCS_PREFIX } from '../http/openapi';
import { findSessionUser } from './sessions';

/**
 * Every API route declares who may call it in its `config.access`: 'public', or the roles
 * allowed. A route without a declaration cannot be registered (default deny), and the guard
 * refuses it anyway should one slip through.
 */
export type Access = 'public' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** Hash of the session token (the sessions.id), when signed in. */
    sessionId: string | null;
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
    const token = sessionToken(request);
    if (token) {
      const session = await findSessionUser(db, token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
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
