import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Kinship } from '@domain/athlete-constants';
import type { SessionUser } from '@domain/auth';
import type { GuardianLink, LinkVerification } from '@domain/families';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athleteGuardians, athletes, users } from '../../db/schema/index';
import { notFound } from '../../http/errors';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

export const LINK_NOT_FOUND = 'Vínculo não encontrado';

/** An account's name as screens show it: the full name, else the short one (null through an outer join). */
export const displayName = (table: { nomeCompleto: AnyPgColumn; nome: AnyPgColumn }) => sql<string>`coalesce(${table.nomeCompleto}, ${table.nome})`;
export const optionalName = (table: { nomeCompleto: AnyPgColumn; nome: AnyPgColumn }) => sql<string | null>`coalesce(${table.nomeCompleto}, ${table.nome})`;

/** The athlete and its guardian on file, locked for the change that follows when `lock`; 404 when it does not exist. */
export async function findAthlete(db: Executor, athleteId: number, lock = false) {
  const query = db
    .select({
      id: athletes.id,
      nomeCompleto: athletes.nomeCompleto,
      responsavelNome: athletes.responsavelNome,
      responsavelEmail: athletes.responsavelEmail,
      responsavelTelefone: athletes.responsavelTelefone,
      responsavelParentesco: athletes.responsavelParentesco,
    })
    .from(athletes)
    .where(eq(athletes.id, athleteId));
  const [athlete] = await (lock ? query.for('update') : query);
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  return athlete;
}

export interface NewLink {
  athleteId: number;
  userId: number;
  parentesco: Kinship;
  verificacao: LinkVerification;
  createdByUserId: number | null;
}

/**
 * Links an account to an athlete, or brings a removed link back. The first guardian linked to an
 * athlete is its principal one. Call it inside the transaction that verified the link.
 */
export async function linkGuardian(tx: Tx, link: NewLink) {
  const account = firstRow(
    await tx
      .select({ nome: displayName(users), cpf: users.cpf, telefone: users.telefone, email: users.email })
      .from(users)
      .where(eq(users.id, link.userId)),
    'select users',
  );
  const { others } = firstRow(
    await tx
      .select({ others: sql<number>`count(*)::int` })
      .from(athleteGuardians)
      .where(and(eq(athleteGuardians.athleteId, link.athleteId), isNotNull(athleteGuardians.userId), eq(athleteGuardians.ativo, true))),
    'count athlete_guardians',
  );
  const values = { ...account, ...link, ativo: true, removedAt: null, removedByUserId: null, updatedAt: new Date() };
  await tx
    .insert(athleteGuardians)
    .values({ ...values, principal: others === 0 })
    .onConflictDoUpdate({ target: [athleteGuardians.athleteId, athleteGuardians.userId], set: values });
}

async function endLink(tx: Tx, athleteId: number, userId: number, removedByUserId: number) {
  const [removed] = await tx
    .update(athleteGuardians)
    .set({ ativo: false, principal: false, removedAt: sql`now()`, removedByUserId })
    .where(and(eq(athleteGuardians.athleteId, athleteId), eq(athleteGuardians.userId, userId), eq(athleteGuardians.ativo, true)))
    .returning({ id: athleteGuardians.id });
  if (!removed) throw notFound(LINK_NOT_FOUND);
}

/** Ends a link at once: the next request of that account no longer sees the athlete. Audited on the athlete. */
export const removeGuardian = (db: Db, actor: Actor, staff: SessionUser, athleteId: number, userId: number) =>
  auditedChange(db, actor, (tx) => endLink(tx, athleteId, userId, staff.id), {
    action: 'remove-guardian',
    entity: 'athletes',
    entityId: athleteId,
    changes: { usuarioId: userId },
  });

const creator = alias(users, 'creator');

/** The accounts linked to an athlete now, principal first. */
export async function listGuardianLinks(db: Executor, athleteId: number): Promise<GuardianLink[]> {
  const rows = await db
    .select({
      userId: users.id,
      nome: displayName(users),
      email: users.email,
      telefone: users.telefone,
      parentesco: athleteGuardians.parentesco,
      principal: athleteGuardians.principal,
      verificacao: athleteGuardians.verificacao,
      criadoEm: athleteGuardians.updatedAt,
      criadoPor: optionalName(creator),
    })
    .from(athleteGuardians)
    .innerJoin(users, eq(users.id, athleteGuardians.userId))
    .leftJoin(creator, eq(creator.id, athleteGuardians.createdByUserId))
    .where(and(eq(athleteGuardians.athleteId, athleteId), eq(athleteGuardians.ativo, true)))
    .orderBy(desc(athleteGuardians.principal), asc(athleteGuardians.id));
  return rows.map((row) => ({ ...row, verificacao: row.verificacao ?? 'convite', criadoEm: row.criadoEm.toISOString(), criadoPor: row.criadoPor }));
}
