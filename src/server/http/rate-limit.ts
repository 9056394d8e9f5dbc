import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { firstRow } from '../db/rows';
import { rateLimits } from '../db/schema/index';
import { HttpError } from './errors';

export interface Limit {
  /** Requests allowed per window for one key. */
  max: number;
  windowMinutes: number;
  /** What is counted: the caller's IP by default, or e.g. the email in the body. */
  key?: (request: FastifyRequest) => string | undefined | Promise<string | undefined>;
  message: string;
}

const hashed = (name: string, key: string) => createHash('sha256').update(`${name}\u0000${key}`).digest('hex');

/** About one check in a thousand also clears windows that ended a day ago, so the table stays small. */
const PRUNE_EVERY = 1000;

/**
 * A preHandler that answers 429 with a Portuguese message once a key exceeds its limit. The counters
 * live in PostgreSQL: every app instance shares them and a restart keeps them. An answer
 * of 5xx gives its try back (an outage must not lock anyone out), and should the counter itself be
 * unreachable the request goes on, to meet the same outage and get its 503.
 */
export function rateLimit(db: Db, name: string, limit: Limit): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const value = await limit.key?.(request);
    const key = hashed(name, value ?? request.ip);
    let counted: { hits: number; resetAt: Date } | undefined;
    try {
      counted = await count(db, key, limit.windowMinutes);
    } catch (error) {
      request.log.warn({ err: error, limit: name }, 'limite de requisições não verificado');
      return;
    }
    reply.raw.once('finish', () => {
      if (reply.statusCode >= 500) void uncount(db, key).catch(() => {});
    });
    if (counted.hits > limit.max) {
      reply.header('retry-after', Math.max(1, Math.ceil((counted.resetAt.getTime() - Date.now()) / 1000)));
      request.log.warn({ limit: name }, 'limite de requisições excedido');
      throw new HttpError(429, limit.message);
    }
  };
}

async function count(db: Db, key: string, windowMinutes: number) {
  const window = sql`make_interval(mins => ${windowMinutes})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then now() + ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  const row = firstRow(rows, 'upsert rate_limits');
  if (Math.random() * PRUNE_EVERY < 1) await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 day'`));
  return row;
}

function uncount(db: Db, key: string) {
  return db.execute(sql`update ${rateLimits} set hits = greatest(hits - 1, 0) where key = ${key}`);
}

/** Forgets a key's tries, e.g. an account's wrong passwords once its owner has reset the password. */
export async function clearRateLimit(db: Db, name: string, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, hashed(name, key)));
}

/** Reads a lower-cased email from a JSON body, for per-account limits. */
export const bodyEmail = (request: FastifyRequest) => {
  const value = (request.body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 255) : undefined;
};
