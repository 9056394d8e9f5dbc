import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { RegisterInput, SessionUser } from '@domain/auth';
import type { registerSchema } from '@domain/auth';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { passwordResetTokens, users } from '../../db/schema/index';
import { hashNewPassword, verifyPassword } from '../../auth/passwords';
import { createSession, deleteUserSessions, sessionUserColumns } from '../../auth/sessions';
import { hashToken, newToken } from '../../auth/tokens';
import { HttpError } from '../../http/errors';
import { uniqueAccount } from '../../auth/accounts';
import type { Mailer } from '../../http/mailer';
import { audit, type Actor } from '../../audit/audit';
import { enqueue, type JobData } from '../../jobs/queue';
import { recordConsent } from '../privacy/consents.service';
import { revokeAccessOf } from '../users/revoke-access';
import { forgetWrongPasswords } from '../../auth/login-limits';

export type Registration = z.output<typeof registerSchema>;
export type { RegisterInput };

const RESET_TOKEN_HOURS = 1;
/** Serialises registrations so that exactly one first account becomes administrador. */
const REGISTRATION_LOCK_KEY = 724_002;

export const REGISTERED_ACTIVE = 'Conta criada com sucesso! Faça login para continuar.';
export const REGISTERED_PENDING = 'Conta criada! Ela será liberada após a aprovação de um administrador.';
export const RESET_REQUESTED = 'Se o email existir, você receberá um link para redefinir a senha.';
export const INVALID_TOKEN = 'O token informado é inválido ou expirado.';
const INVALID_CREDENTIALS = 'Email ou senha inválidos';

/**
 * docs/architecture.md "First account": the first account becomes an active administrador;
 * afterwards a cliente is active at once and staff accounts wait for an administrator's approval.
 * `created` runs in the same transaction (the consent and the audit entry).
 */
export async function register(db: Db, input: Registration, created: (tx: Tx, user: SessionUser) => Promise<void>) {
  const { consentimentoLgpd: _consent, ...account } = input;
  const senha = await hashNewPassword(account.senha, 'senha');
  return uniqueAccount(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REGISTRATION_LOCK_KEY})`);
      const { total } = firstRow(await tx.select({ total: count() }).from(users), 'count users');
      const first = total === 0;
      const tipo = first ? 'administrador' : account.tipo;
      const ativo = first || tipo === 'cliente';
      const user = firstRow(
        await tx
          .insert(users)
          .values({ ...account, senha, tipo, ativo, status: ativo ? 'ativo' : 'inativo', aprovacao: ativo ? null : 'pendente' })
          .returning(sessionUserColumns),
        'insert users',
      );
      await created(tx, user);
      return { user, message: ativo ? REGISTERED_ACTIVE : REGISTERED_PENDING };
    }),
  );
}

/**
 * The public sign-up (docs/architecture.md "API conventions": answers never reveal what exists,
 * ADR 0010): an e-mail or CPF that already has an account gets the answer a new account of that
 * tipo would get, and nothing is created; the account's holder is told by e-mail, from a job, so
 * the answer takes no longer.
 */
export async function signUp(db: Db, actor: Actor, input: Registration, created?: (tx: Tx, user: SessionUser) => Promise<void>) {
  try {
    const { message } = await register(db, input, async (tx, user) => {
      await recordSignUp(tx, actor, user);
      await created?.(tx, user);
    });
    return { message };
  } catch (error) {
    // register answers a taken e-mail or CPF, and only that, with a 409.
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    await enqueue(db, 'sign-up-taken', { email: input.email, cpf: input.cpf });
    return { message: input.tipo === 'cliente' ? REGISTERED_ACTIVE : REGISTERED_PENDING };
  }
}

/** What every sign-up records with the account: the holder's LGPD consent and the audit entry. */
async function recordSignUp(tx: Tx, actor: Actor, user: SessionUser) {
  await recordConsent(tx, actor, { origem: 'cadastro', userId: user.id, titularNome: user.nomeCompleto ?? user.nome, titularCpf: user.cpf });
  await audit(tx, actor, { action: 'register', entity: 'users', entityId: user.id, userId: user.id, changes: { tipo: user.tipo } });
}

/** Signs in (audited as the user who signed in): a new session, or 401 for a wrong e-mail or password and an inactive account alike. */
export async function login(db: Db, actor: Actor, email: string, senha: string, ip: string | null, userAgent: string | null) {
  const [row] = await db
    .select({ user: sessionUserColumns, senha: users.senha })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  const valid = await verifyPassword(row?.senha ?? null, senha);
  if (!row || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
  if (!row.user.ativo) {
    // Refused exactly like a wrong password, so a sign-in tells nobody which accounts exist; the
    // holder, who did type the right password, is told why by e-mail.
    await enqueue(db, 'inactive-sign-in', { userId: row.user.id });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  const sessionId = await createSession(db, row.user.id, ip, userAgent);
  await audit(db, actor, { action: 'login', entity: 'users', entityId: row.user.id, userId: row.user.id });
  return { user: row.user satisfies SessionUser, sessionId };
}

/**
 * The 'password-reset' job: the request only queued it, so its answer and its time are the same
 * whether the e-mail exists or not. The token is stored only if its mail was accepted: a mail
 * server that refuses leaves no token behind, and the retry makes a new one.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, publicUrl: string, { email, ip, userAgent }: JobData['password-reset']) {
  const [user] = await db
    .select({ id: users.id, nome: users.nome, email: users.email })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.ativo, true)));
  if (!user) return;
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + RESET_TOKEN_HOURS * 3_600_000),
      requestedIp: ip?.slice(0, 45) ?? null,
      requestedUserAgent: userAgent?.slice(0, 500) ?? null,
    });
    await mailer.send({
      to: user.email,
      subject: 'Plantel: redefinição de senha',
      text:
        `Olá, ${user.nome}.\n\nRecebemos um pedido para redefinir a sua senha no Plantel.\n` +
        `Para escolher uma nova senha, abra o link abaixo (válido por ${RESET_TOKEN_HOURS} hora):\n\n` +
        `${publicUrl}/?resetToken=${token}\n\nSe preferir, informe este código na tela de redefinição: ${token}\n\n` +
        'Se você não fez este pedido, ignore este e-mail; a sua senha continua a mesma.\n',
    });
  });
}

const usableToken = (tokenHash: string) =>
  and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, sql`now()`));

export async function isResetTokenValid(db: Db, token: string) {
  const [row] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(usableToken(hashToken(token)));
  return Boolean(row);
}

/**
 * Sets the new password, spends the token, voids the user's other reset links (an
 * older mail left in an inbox must not reset the password again) and ends every session of the
 * user and, for good, their API tokens and calendar addresses, all or nothing.
 */
export async function confirmPasswordReset(db: Db, actor: Actor, token: string, newPassword: string) {
  const senha = await hashNewPassword(newPassword, 'newPassword');
  const userId = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(usableToken(hashToken(token)))
      .for('update');
    if (!row) throw new HttpError(400, INVALID_TOKEN);
    await tx.update(passwordResetTokens).set({ used: true, usedAt: sql`now()` }).where(eq(passwordResetTokens.id, row.id));
    await tx
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now()` })
      .where(and(eq(passwordResetTokens.userId, row.userId), eq(passwordResetTokens.used, false), gt(passwordResetTokens.expiresAt, sql`now()`)));
    await tx.update(users).set({ senha }).where(eq(users.id, row.userId));
    await deleteUserSessions(tx, row.userId);
    await revokeAccessOf(tx, actor, row.userId, row.userId);
    return row.userId;
  });
  await forgetWrongPasswords(db, userId);
  await audit(db, actor, { action: 'password-reset', entity: 'users', entityId: userId, userId });
  return userId;
}
