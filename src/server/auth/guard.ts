import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth';
import type { Role } from '../../domain/roles';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../http/errors';
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

export function sessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies?.[SESSION_COOKIE] || null;
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
