import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { onlyDigits } from '@domain/documents';
import type { SessionUser } from '@domain/auth';
import {
  INVITATION_DAYS,
  type Invitation,
  type invitationInputSchema,
  type InvitationPreview,
  type invitationRegisterSchema,
  type InvitationStatus,
} from '@domain/families';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { audit, auditedChange, type Actor } from '../../audit/audit';
import { hashToken, newToken } from '../../auth/tokens';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, companies, guardianInvitations, users } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import type { Mailer } from '../../http/mailer';
import { signUp } from '../auth/auth.service';
import { findAthlete, linkGuardian, optionalName } from './guardians.service';

export const INVITATION_NOT_FOUND = 'Convite não encontrado';
export const NO_GUARDIAN_EMAIL = 'Informe o email do responsável: não há email do responsável no cadastro do atleta.';
export const INVITATION_NOT_OPEN = 'Só um convite enviado, ainda não aceito, pode ser revogado.';
const GONE: Record<Exclude<InvitationStatus, 'enviado'>, string> = {
  aceito: 'Este convite já foi usado. Entre com a sua conta para ver o atleta.',
  expirado: 'Este convite expirou. Peça à escola um novo convite.',
  revogado: 'Este convite foi cancelado pela escola. Peça à escola um novo convite.',
};

/** Derived, never stored: a revoked or accepted invitation stays so; an open one expires with time. */
const statusSql = sql<InvitationStatus>`case
  when ${guardianInvitations.revokedAt} is not null then 'revogado'
  when ${guardianInvitations.acceptedAt} is not null then 'aceito'
  when ${guardianInvitations.expiresAt} <= now() then 'expirado'
  else 'enviado' end`;

const creator = alias(users, 'creator');
const acceptor = alias(users, 'acceptor');

const invitationColumns = {
  id: guardianInvitations.id,
  email: guardianInvitations.email,
  parentesco: guardianInvitations.parentesco,
  status: statusSql,
  criadoEm: guardianInvitations.createdAt,
  expiraEm: guardianInvitations.expiresAt,
  criadoPor: optionalName(creator),
  aceitoEm: guardianInvitations.acceptedAt,
  aceitoPor: optionalName(acceptor),
};

const withNames = (db: Executor) =>
  db
    .select(invitationColumns)
    .from(guardianInvitations)
    .leftJoin(creator, eq(creator.id, guardianInvitations.createdByUserId))
    .leftJoin(acceptor, eq(acceptor.id, guardianInvitations.acceptedByUserId));

type InvitationRow = Awaited<ReturnType<typeof withNames>>[number];

const present = (row: InvitationRow): Invitation => ({
  ...row,
  criadoEm: row.criadoEm.toISOString(),
  expiraEm: row.expiraEm.toISOString(),
  aceitoEm: row.aceitoEm?.toISOString() ?? null,
});

export async function listInvitations(db: Executor, athleteId: number): Promise<Invitation[]> {
  const rows = await withNames(db).where(eq(guardianInvitations.athleteId, athleteId)).orderBy(desc(guardianInvitations.createdAt), desc(guardianInvitations.id));
  return rows.map(present);
}

async function getInvitation(db: Executor, id: number) {
  return present(firstRow(await withNames(db).where(eq(guardianInvitations.id, id)), 'select guardian_invitations'));
}

/** The school's name as families know it, for the messages: the first active company. */
async function schoolName(db: Executor) {
  const [company] = await db
    .select({ nome: companies.nomeFantasia })
    .from(companies)
    .where(eq(companies.status, 'ativo'))
    .orderBy(asc(companies.id))
    .limit(1);
  return company?.nome ?? 'A escola';
}

const firstName = (name: string) => name.trim().split(/\s+/)[0]!;

/**
 * A single-use invitation for the athlete's guardian, valid INVITATION_DAYS days; only the token's
 * hash is stored, so the link exists only in this answer, the e-mail and the WhatsApp message.
 */
async function insertInvitation(
  tx: Tx,
  user: SessionUser,
  athleteId: number,
  input: z.output<typeof invitationInputSchema>,
  publicUrl: string,
) {
  const athlete = await findAthlete(tx, athleteId, true);
  const email = input.email ?? athlete.responsavelEmail?.toLowerCase() ?? null;
  if (!email) throw badRequest(NO_GUARDIAN_EMAIL, { email: NO_GUARDIAN_EMAIL });
  const { token, hash } = newToken();
  const row = firstRow(
    await tx
      .insert(guardianInvitations)
      .values({
        athleteId,
        email,
        parentesco: input.parentesco ?? athlete.responsavelParentesco,
        tokenHash: hash,
        createdByUserId: user.id,
        expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
      })
      .returning({ id: guardianInvitations.id }),
    'insert guardian_invitations',
  );
  const invitation = await getInvitation(tx, row.id);
  const link = `${publicUrl}/convite/${token}`;
  const escola = await schoolName(tx);
  const child = firstName(athlete.nomeCompleto);
  const message =
    `Olá! ${escola} convida você a acompanhar ${child} no Plantel: turmas, horários, mensalidades e avisos da escola.\n` +
    `Crie a sua conta ou entre por este link (válido por ${INVITATION_DAYS} dias, uso único):\n${link}`;
  const phone = onlyDigits(athlete.responsavelTelefone ?? '');
  const whatsappUrl = phone.length >= 10 ? `https://wa.me/55${phone}?text=${encodeURIComponent(message)}` : null;
  const mail = {
    to: email,
    subject: `Plantel: convite para acompanhar ${child}`,
    text:
      `Olá, ${athlete.responsavelNome}.\n\n${message}\n\n` +
      'Se você não é responsável por este atleta, ignore este e-mail: sem o link ninguém tem acesso aos dados dele.\n',
  };
  return { invitation: { ...invitation, link, whatsappUrl }, mail };
}

async function writeRevocation(tx: Tx, user: SessionUser, athleteId: number, invitationId: number) {
  const [row] = await tx
    .select({ id: guardianInvitations.id, status: statusSql })
    .from(guardianInvitations)
    .where(and(eq(guardianInvitations.id, invitationId), eq(guardianInvitations.athleteId, athleteId)))
    .for('update');
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.status !== 'enviado') throw conflict(INVITATION_NOT_OPEN);
  await tx.update(guardianInvitations).set({ revokedAt: sql`now()`, revokedByUserId: user.id }).where(eq(guardianInvitations.id, row.id));
  return getInvitation(tx, row.id);
}

/** The invitation behind a token, or the Portuguese 404/410 that tells the guardian what to do. */
async function openInvitation(db: Executor, token: string, lock: boolean) {
  const query = db
    .select({
      id: guardianInvitations.id,
      athleteId: guardianInvitations.athleteId,
      email: guardianInvitations.email,
      parentesco: guardianInvitations.parentesco,
      expiresAt: guardianInvitations.expiresAt,
      status: statusSql,
      createdByUserId: guardianInvitations.createdByUserId,
      atletaNome: athletes.nomeCompleto,
    })
    .from(guardianInvitations)
    .innerJoin(athletes, eq(athletes.id, guardianInvitations.athleteId))
    .where(eq(guardianInvitations.tokenHash, hashToken(token)));
  const [row] = await (lock ? query.for('update', { of: guardianInvitations }) : query);
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.status !== 'enviado') throw new HttpError(410, GONE[row.status]);
  return row;
}

export async function previewInvitation(db: Executor, token: string): Promise<InvitationPreview> {
  const row = await openInvitation(db, token, false);
  return { atletaNome: firstName(row.atletaNome), email: row.email, expiraEm: row.expiresAt.toISOString() };
}

/**
 * Spends the token and links the child to the account, once: the row is locked, so of two
 * simultaneous acceptances one links and the other is told the invitation was used.
 */
async function spendInvitation(tx: Tx, token: string, account: () => Promise<{ id: number }>) {
  const invitation = await openInvitation(tx, token, true);
  const user = await account();
  await tx
    .update(guardianInvitations)
    .set({ acceptedAt: sql`now()`, acceptedByUserId: user.id })
    .where(eq(guardianInvitations.id, invitation.id));
  await linkGuardian(tx, {
    athleteId: invitation.athleteId,
    userId: user.id,
    parentesco: invitation.parentesco,
    verificacao: 'convite',
    createdByUserId: invitation.createdByUserId,
  });
  return invitation;
}

/**
 * Audited on the athlete. The invitation stands even if the mail server fails: the staff still
 * have the link and WhatsApp in the answer.
 */
export async function createInvitation(
  db: Db,
  actor: Actor,
  mailer: Mailer,
  log: FastifyBaseLogger,
  user: SessionUser,
  athleteId: number,
  input: z.output<typeof invitationInputSchema>,
  publicUrl: string,
) {
  const { invitation, mail } = await auditedChange(
    db,
    actor,
    (tx) => insertInvitation(tx, user, athleteId, input, publicUrl),
    (created) => ({
      action: 'invite',
      entity: 'athletes',
      entityId: athleteId,
      changes: { conviteId: created.invitation.id, email: created.invitation.email, parentesco: created.invitation.parentesco },
    }),
  );
  await mailer.send(mail).catch((error: unknown) => log.error({ err: error, conviteId: invitation.id }, 'convite não enviado por e-mail'));
  return invitation;
}

export const revokeInvitation = (db: Db, actor: Actor, user: SessionUser, athleteId: number, invitationId: number) =>
  auditedChange(db, actor, (tx) => writeRevocation(tx, user, athleteId, invitationId), (invitation) => ({
    action: 'revoke-invitation',
    entity: 'athletes',
    entityId: athleteId,
    changes: { conviteId: invitation.id },
  }));

/** The audit entry of an acceptance, on the athlete. */
const acceptance = (invitation: { id: number; athleteId: number }) => ({
  action: 'accept-invitation',
  entity: 'athletes',
  entityId: invitation.athleteId,
  changes: { conviteId: invitation.id },
});

/** A signed-in family account accepts: the athlete joins the account. */
export async function acceptInvitation(db: Db, actor: Actor, user: SessionUser, token: string) {
  const invitation = await auditedChange(db, actor, (tx) => spendInvitation(tx, token, async () => user), acceptance);
  return { message: 'Atleta adicionado à sua conta', atletaId: invitation.athleteId };
}

/**
 * Signed out, the guardian accepts by signing up: the family account is created with the athlete
 * already linked, audited as the new account.
 */
export async function signUpByInvitation(db: Db, actor: Actor, token: string, input: z.output<typeof invitationRegisterSchema>) {
  // A spent or unknown token is refused before the password is hashed and an account is tried.
  await previewInvitation(db, token);
  // The sign-up's own answer (no session, the same message) whether the e-mail or CPF already
  // has an account or not, so this door tells no more than sign-up does; a taken one leaves the
  // invitation open for its owner, who is told by e-mail.
  return signUp(db, actor, { ...input, tipo: 'cliente' }, async (tx, created) => {
    const accepted = await spendInvitation(tx, token, async () => created);
    await audit(tx, actor, { ...acceptance(accepted), userId: created.id });
  });
}
