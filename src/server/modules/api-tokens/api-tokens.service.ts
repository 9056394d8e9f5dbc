import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, MAX_ACTIVE_API_TOKENS, type ApiTokenData } from '@domain/api-tokens';
import { hashToken } from '../../auth/tokens';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { apiTokens, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';

export const NOT_FOUND = 'Token de API não encontrado';
export const TOO_MANY_TOKENS = `Limite de ${MAX_ACTIVE_API_TOKENS} tokens de API ativos atingido. Revogue um token antes de criar outro.`;

/** Every column but the hash: what the owner may see of a token. */
const shown = {
  id: apiTokens.id,
  nome: apiTokens.nome,
  escopo: apiTokens.escopo,
  prefixo: apiTokens.prefixo,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  revokedAt: apiTokens.revokedAt,
};

/** The caller's own tokens, revoked ones included, newest first. */
export const listApiTokens = (db: Executor, userId: number) =>
  db.select(shown).from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));

/**
 * A new token for the user: its text is answered once and only its SHA-256 stored. The user's row
 * is locked first, so two creations at once cannot both pass the limit.
 */
async function insertApiToken(tx: Tx, userId: number, data: ApiTokenData) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const { active } = firstRow(
    await tx
      .select({ active: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt))),
    'count api_tokens',
  );
  if (active >= MAX_ACTIVE_API_TOKENS) throw conflict(TOO_MANY_TOKENS);
  const secret = randomBytes(32).toString('base64url');
  const token = `${API_TOKEN_PREFIX}${secret}`;
  const created = firstRow(
    await tx
      .insert(apiTokens)
      .values({ userId, nome: data.nome, escopo: data.escopo, tokenHash: hashToken(token), prefixo: secret.slice(0, 8) })
      .returning(shown),
    'insert api_tokens',
  );
  return { ...created, token };
}

/** Every token of the school, revoked ones included, newest first, with whose it is. */
export const listSchoolApiTokens = (db: Executor) =>
  db
    .select({ ...shown, dono: { id: users.id, nome: sql<string>`coalesce(${users.nomeCompleto}, ${users.nome})` } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));

/**
 * Revokes a token: one of the owner's own when `ownerId` is given (another's is not found, as if it
 * did not exist), any of the school's otherwise. Revoking a revoked token changes nothing
 * (`revoked` says whether this call did it).
 */
async function revokeOne(tx: Tx, id: number, ownerId?: number) {
  const which = and(eq(apiTokens.id, id), ownerId === undefined ? undefined : eq(apiTokens.userId, ownerId));
  const owned = { ...shown, donoId: apiTokens.userId };
  const [revoked] = await tx.update(apiTokens).set({ revokedAt: sql`now()` }).where(and(which, isNull(apiTokens.revokedAt))).returning(owned);
  if (revoked) return { token: revoked, revoked: true };
  const [token] = await tx.select(owned).from(apiTokens).where(which);
  if (!token) throw notFound(NOT_FOUND);
  return { token, revoked: false };
}

/** Revokes every active token of a user, for good (a password reset, an inactivation): the ones revoked. */
export const revokeApiTokensOf = (tx: Tx, userId: number) =>
  tx
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id, nome: apiTokens.nome, prefixo: apiTokens.prefixo });

export const createApiToken = (db: Db, actor: Actor, userId: number, data: ApiTokenData) =>
  db.transaction(async (tx) => {
    const token = await insertApiToken(tx, userId, data);
    await audit(tx, actor, {
      action: 'create',
      entity: 'api_tokens',
      entityId: token.id,
      changes: { nome: token.nome, escopo: token.escopo, prefixo: token.prefixo },
    });
    return token;
  });

/** Revokes a token (one of `ownerId`'s, when given), audited when it was still active; answers it without its owner. */
export const revokeApiToken = (db: Db, actor: Actor, id: number, ownerId?: number) =>
  db.transaction(async (tx) => {
    const { token, revoked } = await revokeOne(tx, id, ownerId);
    const { donoId, ...shown } = token;
    if (revoked) {
      await audit(tx, actor, { action: 'revoke', entity: 'api_tokens', entityId: token.id, changes: { nome: token.nome, prefixo: token.prefixo, donoId } });
    }
    return shown;
  });
