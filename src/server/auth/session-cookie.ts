import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from './guard';
import { SESSION_IDLE_DAYS } from './sessions';

/** Our cookies: httpOnly, same-site, Secure over https, for `days`. */
export function setPrivateCookie(reply: FastifyReply, request: FastifyRequest, config: Config, cookie: { name: string; value: string; path: string; days: number }) {
  reply.setCookie(cookie.name, cookie.value, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies || request.protocol === 'https',
    maxAge: cookie.days * 24 * 3600,
  });
}

/** Hands a new session to the browser as an httpOnly cookie (login, and an account created by invitation). */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config, sessionId: string) {
  setPrivateCookie(reply, request, config, { name: SESSION_COOKIE, value: sessionId, path: '/', days: SESSION_IDLE_DAYS });
}

export const userAgent = (request: FastifyRequest) => {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : null;
};
