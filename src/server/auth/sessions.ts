import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import pg from 'pg';
import type { ApiTokenScope } from '@domain/api-tokens';
import type { SessionUser } from '@domain/auth';
import type { Executor } from '../db/client';
import { apiTokens, sessions, users } from '../db/schema/index';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_DAYS = 30;
export const SESSION_MAX_DAYS = 180;
/** lastSeenAt is refreshed at most this often, so reads don't turn into writes. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Sessions confirmed by the database in the last few seconds, so a page's burst of calls costs one
 * lookup instead of one each (auth/me was 7% of a bare route). Anything that ends a
 * session or changes who its user is calls forgetSessions(), which empties this process's cache at
 * once and every other instance's when its transaction commits (a NOTIFY, so a session
 * revoked on one instance does not go on working on another). The cache then stays off long enough for the
 * transaction that made the change to commit, so a lookup that read the old rows can never be
 * kept; and it stays off while this process is not listening, since it could miss a revocation.
 */
const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;
const CHANNEL = 'plantel_sessions';
const recent = new Map<string, { user: SessionUser; sessionId: string; until: number }>();
let generation = 0;
let cacheOffUntil = 0;
/** Watchers not listening right now ((re)connecting): while there is one, nothing may be cached. */
const deafWatchers = new Set<object>();

function forgetLocally() {
  recent.clear();
  generation++;
  cacheOffUntil = Date.now() + 2 * CACHE_MS;
}

export async function forgetSessions(db: Executor) {
  forgetLocally();
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Listens for other instances' revocations on its own connection, reconnecting with backoff
 * (1 s doubling to 30 s) when the database goes away.
 */
export function watchSessionRevocations(connectionString: string | undefined, log: { warn: (obj: object, msg: string) => void }) {
  const self = {};
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let backoff = 1000;
  const lost = (error?: unknown) => {
    deafWatchers.add(self);
    forgetLocally();
    if (stopped || retry) return;
    if (error) log.warn({ err: error }, 'aviso de sessões revogadas interrompido; reconectando');
    client?.removeAllListeners();
    // A dead connection can emit 'error' again while it closes; without a listener that would throw.
    client?.on('error', () => {});
    void client?.end().catch(() => {});
    client = null;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, 30_000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'plantel-sessions' });
    client = next;
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', forgetLocally);
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
      if (stopped) return;
      backoff = 1000;
      forgetLocally();
      deafWatchers.delete(self);
    } catch (error) {
      if (client === next) lost(error);
    }
  };
  deafWatchers.add(self);
  const ready = connect();
  return {
    ready,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
      deafWatchers.delete(self);
    },
  };
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
  if (deafWatchers.size === 0 && startedIn === generation && startedAt >= cacheOffUntil) {
    if (recent.size >= CACHE_MAX) recent.clear();
    recent.set(token, { user: row.user, sessionId: id, until: startedAt + CACHE_MS });
  }
  return { user: row.user, sessionId: id };
}

/**
 * Whether a session token that no longer signs anyone in belongs to an inactivated account: its
 * sessions are kept, unusable, until it is reactivated (which ends them) or they expire.
 */
export async function endedByInactivation(db: Executor, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), eq(users.ativo, false), gt(sessions.expiresAt, sql`now()`)));
  return row !== undefined;
}

export async function deleteSession(db: Executor, token: string) {
  await forgetSessions(db);
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/** Ends every session of a user, except the one given (e.g. the caller's own on password change). */
export async function deleteUserSessions(db: Executor, userId: number, exceptSessionId?: string) {
  await forgetSessions(db);
  await db
    .delete(sessions)
    .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
}

/** lastUsedAt of an API token is refreshed at most this often: a script's burst of reads stays reads. */
const TOKEN_TOUCH_INTERVAL = '1 minute';
const TOKEN_TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * The administrador behind a personal API token, or null when the token is unknown or
 * revoked, or its user is no longer an active administrador. Unlike a session it is never cached:
 * a revocation or a demotion, on any instance or straight in the database, counts from the next
 * request, at the price of one lookup by a unique index per call.
 */
export async function findApiTokenUser(
  db: Executor,
  text: string,
): Promise<{ user: SessionUser; token: { id: number; escopo: ApiTokenScope } } | null> {
  const [row] = await db
    .select({ user: sessionUserColumns, id: apiTokens.id, escopo: apiTokens.escopo, lastUsedAt: apiTokens.lastUsedAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(text)), isNull(apiTokens.revokedAt), eq(users.ativo, true), eq(users.tipo, 'administrador')));
  if (!row) return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > TOKEN_TOUCH_INTERVAL_MS) {
    // The condition again, so instances answering the same script at once write it once.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.id),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${TOKEN_TOUCH_INTERVAL}::interval`)),
        ),
      );
  }
  return { user: row.user, token: { id: row.id, escopo: row.escopo } };
}
