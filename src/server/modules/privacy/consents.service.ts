import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../audit/audit';
import type { SessionUser } from '@domain/auth';
import {
  CONSENT_ALREADY_REVOKED,
  CONSENT_NOT_FOUND,
  PRIVACY_POLICY_VERSION,
  type Consent,
  type ConsentOrigin,
  type DataController,
  type MyPrivacy,
} from '@domain/privacy';
import type { Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athleteGuardians, athletes, companies, consents, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { familyAthletes } from '../../auth/scopes';

export interface ConsentGiven {
  origem: ConsentOrigin;
  titularNome: string;
  titularCpf: string | null;
  userId?: number | null;
  athleteId?: number | null;
  recordedByUserId?: number | null;
}

/** Stores a consent to the current policy version; call it in the transaction that creates the data. */
export async function recordConsent(db: Executor, actor: Actor, given: ConsentGiven) {
  return firstRow(
    await db
      .insert(consents)
      .values({ ...given, policyVersion: PRIVACY_POLICY_VERSION, ip: actor.ip })
      .returning({ id: consents.id }),
    'insert consents',
  );
}

/** The consents a user may see and revoke: their own, or covering the athletes of their family. */
function ownConsents(user: SessionUser): SQL {
  return or(eq(consents.userId, user.id), sql`${consents.athleteId} in (select ${athletes.id} from ${athletes} where ${familyAthletes(user)})`)!;
}

/** The consents covering one athlete: its own, and those of its linked guardians' accounts or of its own account. */
function athleteConsents(athleteId: number): SQL {
  return or(
    eq(consents.athleteId, athleteId),
    and(
      isNull(consents.athleteId),
      or(
        sql`${consents.userId} in (select ${athleteGuardians.userId} from ${athleteGuardians} where ${athleteGuardians.athleteId} = ${athleteId} and ${athleteGuardians.ativo})`,
        sql`${consents.userId} in (select ${users.id} from ${users} where ${users.atletaId} = ${athleteId})`,
      ),
    ),
  )!;
}

const recorder = alias(users, 'recorder');
const revoker = alias(users, 'revoker');

async function listConsents(db: Executor, where: SQL): Promise<Consent[]> {
  const rows = await db
    .select({
      id: consents.id,
      origem: consents.origem,
      versaoPolitica: consents.policyVersion,
      titularNome: consents.titularNome,
      titularCpf: consents.titularCpf,
      atletaId: consents.athleteId,
      atletaNome: athletes.nomeCompleto,
      registradoPor: sql<string | null>`coalesce(${recorder.nomeCompleto}, ${recorder.nome})`,
      concedidoEm: consents.consentedAt,
      revogadoEm: consents.revokedAt,
      revogadoPor: sql<string | null>`coalesce(${revoker.nomeCompleto}, ${revoker.nome})`,
    })
    .from(consents)
    .leftJoin(athletes, eq(athletes.id, consents.athleteId))
    .leftJoin(recorder, eq(recorder.id, consents.recordedByUserId))
    .leftJoin(revoker, eq(revoker.id, consents.revokedByUserId))
    .where(where)
    .orderBy(desc(consents.consentedAt), desc(consents.id));
  return rows.map((row) => ({ ...row, concedidoEm: row.concedidoEm.toISOString(), revogadoEm: row.revogadoEm?.toISOString() ?? null }));
}

export const listAthleteConsents = (db: Executor, athleteId: number) => listConsents(db, athleteConsents(athleteId));

export async function myPrivacy(db: Executor, user: SessionUser): Promise<MyPrivacy> {
  const consentimentos = await listConsents(db, ownConsents(user));
  return {
    versaoPolitica: PRIVACY_POLICY_VERSION,
    consentimentos,
    consentimentoAtivo: consentimentos.some((c) => c.atletaId === null && !c.revogadoEm && c.versaoPolitica === PRIVACY_POLICY_VERSION),
  };
}

/** The signed-in user consents (again) from their Privacidade page, for the current policy version. */
export async function recordOwnConsent(tx: Tx, actor: Actor, user: SessionUser) {
  return recordConsent(tx, actor, { origem: 'conta', userId: user.id, titularNome: user.nomeCompleto ?? user.nome, titularCpf: user.cpf });
}

/**
 * Revocation (LGPD art. 8 §5) is recorded, never deleted: the row keeps when and by whom. It does
 * not erase data by itself (docs/decisions/0005-audit-log-and-lgpd.md).
 */
export async function markRevoked(tx: Tx, user: SessionUser, id: number) {
  const [row] = await tx
    .select({ id: consents.id, revokedAt: consents.revokedAt, athleteId: consents.athleteId })
    .from(consents)
    .where(and(eq(consents.id, id), ownConsents(user)))
    .for('update');
  if (!row) throw notFound(CONSENT_NOT_FOUND);
  if (row.revokedAt) throw conflict(CONSENT_ALREADY_REVOKED);
  await tx.update(consents).set({ revokedAt: sql`now()`, revokedByUserId: user.id }).where(eq(consents.id, id));
  return firstRow(await listConsents(tx, eq(consents.id, id)), 'select consents');
}

/** The active companies, as the policy names the controller (public). */
export function listControllers(db: Executor): Promise<DataController[]> {
  return db
    .select({
      nomeFantasia: companies.nomeFantasia,
      razaoSocial: companies.razaoSocial,
      cnpj: companies.cnpj,
      email: companies.email,
      telefone: companies.telefone,
    })
    .from(companies)
    .where(eq(companies.status, 'ativo'))
    .orderBy(asc(companies.id))
    .limit(10);
}
