import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { SESSION_COOKIE } from './guard';
import { SESSION_IDLE_DAYS } from './sessions';

/** Hands a new session to the browser as an httpOnly cookie (login, and an account created by invitation). */
export function setSessionCookie(reply: FastifyReply, request: FastifyRequest, config: Config, sessionId: string) {
  reply.setCookie(SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies || request.protocol === 'https',
    maxAge: SESSION_IDLE_DAYS * 24 * 3600,
  });
}

export const userAgent = (request: FastifyRequest) => {
  const value = request.headers['user-agent'];
  return typeof value === 'string' ? value : null;
};
