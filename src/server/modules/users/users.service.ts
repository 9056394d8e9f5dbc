import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { isStaffRole, type SystemUserData } from '@domain/users';
import { deleteUserSessions, forgetSessions } from '../../auth/sessions';
import { hashNewPassword } from '../../auth/passwords';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { users } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { conflict, notFound } from '../../http/errors';
import { uniqueAccount } from '../../auth/accounts';
import { revokeAccessOf } from './revoke-access';

export const NOT_FOUND = 'Usuário não encontrado';
export const CANNOT_INACTIVATE_SELF = 'Você não pode inativar o seu próprio usuário.';
export const CANNOT_INACTIVATE_LAST_ADMIN =
  'Não é possível inativar o último administrador ativo. Reative ou cadastre outro administrador antes.';
export const CANNOT_RESET_CLIENT_PASSWORD =
  'A senha de um cliente não é resetada aqui: ele pode redefini-la em "Esqueci minha senha", na tela de login.';

/**
 * Serialises inactivations, so two administrators inactivating each other at the same moment
 * cannot leave the school without an active one.
 */
export const INACTIVATION_LOCK_KEY = 724_003;

const displayName = sql<string>`coalesce(${users.nomeCompleto}, ${users.nome})`;

/** spec 2 §3.1 "System user": the columns an answer may carry (never senha). */
const systemUserColumns = {
  id: users.id,
  nomeCompleto: displayName,
  email: users.email,
  cpf: users.cpf,
  atletaId: users.atletaId,
  tipo: users.tipo,
  ativo: users.ativo,
  aprovacao: users.aprovacao,
  createdAt: users.createdAt,
};

export const listSystemUsers = (db: Executor) =>
  db.select(systemUserColumns).from(users).orderBy(asc(ptBR(displayName)), asc(users.id));

/** A new active account; `senha` is the argon2id hash. */
const insertSystemUser = (db: Executor, input: SystemUserData, senha: string) =>
  uniqueAccount(async () => {
    const rows = await db
      .insert(users)
      // users.nome is required; the form asks only for the full name.
      .values({ ...input, nome: input.nomeCompleto.split(/\s+/)[0]!, senha, ativo: true, status: 'ativo' })
      .returning(systemUserColumns);
    return firstRow(rows, 'insert users');
  });

async function lockUser(tx: Tx, id: number) {
  const [user] = await tx.select({ id: users.id, tipo: users.tipo, ativo: users.ativo, aprovacao: users.aprovacao }).from(users).where(eq(users.id, id)).for('update');
  if (!user) throw notFound(NOT_FOUND);
  return user;
}

/**
 * Inactivating ends every session of the user in the same transaction, so they are out at once;
 * an administrator cannot inactivate themself nor the last active administrator. Reactivating is
 * also how a pending self-registered staff account is approved (docs/architecture.md
 * "First account").
 * `wasActive` is the account's state before the call.
 */
async function writeActive(tx: Tx, id: number, ativo: boolean, actorId: number) {
  if (!ativo) {
    if (id === actorId) throw conflict(CANNOT_INACTIVATE_SELF);
    await tx.execute(sql`select pg_advisory_xact_lock(${INACTIVATION_LOCK_KEY})`);
  }
  const user = await lockUser(tx, id);
  if (!ativo && user.ativo && user.tipo === 'administrador') {
    const { others } = firstRow(
      await tx
        .select({ others: count() })
        .from(users)
        .where(and(eq(users.tipo, 'administrador'), eq(users.ativo, true), ne(users.id, id))),
      'count users',
    );
    if (others === 0) throw conflict(CANNOT_INACTIVATE_LAST_ADMIN);
  }
  const updated = firstRow(
    await tx
      .update(users)
      .set({ ativo, status: ativo ? 'ativo' : 'inativo', ...(ativo && { aprovacao: null }) })
      .where(eq(users.id, id))
      .returning(systemUserColumns),
    'update users',
  );
  // Inactivated, the account's sessions stop at once (forgotten by every instance) but are kept, so
  // an open tab learns why; reactivated, they end, and the person signs in again.
  if (ativo) await deleteUserSessions(tx, id);
  else await forgetSessions(tx);
  return { user: updated, wasActive: user.ativo };
}

/**
 * Sets a staff account's password (`senha` is the argon2id hash) and ends its sessions; when
 * administrators reset their own, the session they are using stays open.
 */
async function writePassword(tx: Tx, id: number, senha: string, callerSessionId: string | null) {
  const user = await lockUser(tx, id);
  if (!isStaffRole(user.tipo)) throw conflict(CANNOT_RESET_CLIENT_PASSWORD);
  const updated = firstRow(await tx.update(users).set({ senha }).where(eq(users.id, id)).returning(systemUserColumns), 'update users');
  await deleteUserSessions(tx, id, callerSessionId ?? undefined);
  return updated;
}

export const NOT_AWAITING_APPROVAL = 'Este cadastro não está aguardando aprovação.';

/** Answers a self-registered staff account: approved, it is active at once; refused, it stays inactive. */
async function writeSignUpDecision(tx: Tx, id: number, approve: boolean) {
  const user = await lockUser(tx, id);
  if (user.aprovacao !== 'pendente') throw conflict(NOT_AWAITING_APPROVAL);
  return firstRow(
    await tx
      .update(users)
      .set(approve ? { ativo: true, status: 'ativo', aprovacao: null } : { aprovacao: 'recusada' })
      .where(eq(users.id, id))
      .returning(systemUserColumns),
    'update users',
  );
}

/** A staff account made by an administrador: the password hashed first, the rest audited without it. */
export async function createSystemUser(db: Db, actor: Actor, input: SystemUserData) {
  const { senha, ...data } = input;
  const hash = await hashNewPassword(senha, 'senha');
  return db.transaction(async (tx) => {
    const created = await insertSystemUser(tx, input, hash);
    await audit(tx, actor, { action: 'create', entity: 'users', entityId: created.id, changes: data });
    return created;
  });
}

/**
 * Inactivates or reactivates an account, audited as `action`. An inactivation ends for good the
 * person's API tokens and calendar addresses; a reactivation also ends what an inactivation before
 * this rule left alive.
 */
export const setUserActive = (db: Db, actor: Actor, id: number, ativo: boolean, actorId: number, action: 'inactivate' | 'reactivate') =>
  db.transaction(async (tx) => {
    const { user, wasActive } = await writeActive(tx, id, ativo, actorId);
    await audit(tx, actor, { action, entity: 'users', entityId: user.id, changes: { ativo } });
    if (!ativo || !wasActive) await revokeAccessOf(tx, actor, user.id);
    return user;
  });

export const decideSignUp = (db: Db, actor: Actor, id: number, approve: boolean) =>
  db.transaction(async (tx) => {
    const user = await writeSignUpDecision(tx, id, approve);
    await audit(tx, actor, { action: `${approve ? 'approve' : 'refuse'}-signup`, entity: 'users', entityId: user.id, changes: { ativo: user.ativo } });
    return user;
  });

/** An administrador sets a new password: the person's other sessions, API tokens and calendar addresses end. */
export async function resetUserPassword(db: Db, actor: Actor, id: number, novaSenha: string, callerSessionId: string | null) {
  const hash = await hashNewPassword(novaSenha, 'novaSenha');
  return db.transaction(async (tx) => {
    const user = await writePassword(tx, id, hash, callerSessionId);
    await audit(tx, actor, { action: 'reset-password', entity: 'users', entityId: user.id });
    await revokeAccessOf(tx, actor, user.id);
    return user;
  });
}
