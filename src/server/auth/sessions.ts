import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { SessionUser } from '../../domain/auth';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 180;
/** lastSeenAt is refreshed at most this often, so reads don't turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions confirmed by the database in the last few seconds, so a page's burst of calls costs one
 * lookup instead of one each (issue 10: auth/me was 7% of a bare route). Anything that ends a
 * session or changes who its user is calls forgetSessions(); the cache then stays off long enough
 * for the transaction that made the change to commit, so a lookup that read the old rows can never
 * be kept. One process holds it: with several server processes behind a balancer, another
 * process's change reaches this one after at most CACHE_MS.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const recent = new Map<string, { user: SessionUser; sessionId: string; until: number }>();
let generation = 0;
let cacheOffUntil = 0;

export function forgetSessions() {
  recent.clear();
  generation++;
  cacheOffUntil = Date.now() + 2 * CACHE_MS;
}

export const sessionUserColumns = {
  id: users.id,
  nome: users.nome,
  nomeCompleto: users.nomeCompleto,
  email: users.email,
  cpf: users.cpf,
  tipo: users.tipo,
  atletaId: users.atletaId,
  ativo: users.ativo,
};

export async function createSession(db: Executor, userId: number, ip: string | null, userAgent: string | null) {
  const { token, hash } = newToken();
  await db.insert(sessions).values({
    id: hash,
    userId,
    ip: ip?.slice(0, 45) ?? null,
    userAgent: userAgent?.slice(0, 500) ?? null,
    expiresAt: new Date(Date.now() + SESSION_MAX_DAYS * DAY_MS),
  });
  return token;
}

/** The active user behind a session token, or null when the session is unknown, idle too long, expired or the user inactive. */
export async function findSessionUser(db: Executor, token: string): Promise<{ user: SessionUser; sessionId: string } | null> {
  const startedAt = Date.now();
  // Keyed by the token itself, so a hit costs no hashing (5% of /api/auth/me's time).
  const cached = recent.get(token);
  if (cached && cached.until > startedAt) return { user: cached.user, sessionId: cached.sessionId };
  const id = hashToken(token);
  const startedIn = generation;
  const [row] = await db
    .select({ user: sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, id),
        eq(users.ativo, true),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
      ),
    );
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, id));
  }
  if (startedIn === generation && startedAt >= cacheOffUntil) {
    if (recent.size >= CACHE_MAX) recent.clear();
    recent.set(token, { user: row.user, sessionId: id, until: startedAt + CACHE_MS });
  }
  return { user: row.user, sessionId: id };
}

export async function deleteSession(db: Executor, token: string) {
  forgetSessions();
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, except the one given (e.g. the caller's own on password change). */
export async function deleteUserSessions(db: Executor, userId: number, exceptSessionId?: string) {
  forgetSessions();
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}
