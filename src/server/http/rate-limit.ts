import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';

export interface Limit {
  /** Requests allowed per window for one key. */
  max: number;
  windowMinutes: number;
  /** What is counted: the caller's IP by default, or e.g. the email in the body. */
  key?: (request: FastifyRequest) => string | undefined;
  message: string;
}

/**
 * A preHandler that answers 429 with a Portuguese message once a key exceeds its limit.
 * Several limits can guard one route (per IP and per account), each with its own counter.
 */
export function rateLimit(app: FastifyInstance, name: string, limit: Limit): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${limit.key?.(request) ?? request.ip}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      request.log.warn({ limit: name }, 'limite de requisições excedido');
      throw new HttpError(429, limit.message);
    }
  };
}

/** Reads a lower-cased email from a JSON body, for per-account limits. */
export const bodyEmail = (request: FastifyRequest) => {
  const value = (request.body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 255) : undefined;
};
