import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { ageCategory, ageOn, birthDateRange } from '@domain/age';
import type { AthleteCreate, AthleteRegistration, AthleteStatus } from '@domain/athletes';
import { athleteListQuerySchema } from '@domain/athletes';
import type { SessionUser } from '@domain/auth';
import type { z } from 'zod';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { audit, auditedChange, changedFields, type Actor } from '../../audit/audit';
import { athleteScope } from '../../auth/scopes';
import { athleteSearchCondition, bornWithin, photoUrl } from '../../db/athlete-sql';
import { conflict, isUniqueViolation, notFound } from '../../http/errors';
import { parseImageDataUrl } from '../../http/image-data-url';
import { athletePhoto } from '../../http/images';
import { enqueue } from '../../jobs/queue';
import { recordConsent, type ConsentGiven } from '../privacy/consents.service';
import { quickRegisterTaken } from './quick-register-notice';
import { ATHLETE_NOT_FOUND, CPF_TAKEN } from '@domain/messages';

export const PHOTO_NOT_FOUND = 'Foto não encontrada';
export const INACTIVE_NOT_EDITABLE = 'Este atleta está inativo. Não é possível editar suas informações.';
export const enrollmentsRefusal = (total: number) =>
  `Não é possível excluir o atleta: ele possui ${total} ${total === 1 ? 'matrícula' : 'matrículas'}. Inative-o em vez disso.`;

const entity = 'athletes';

const listColumns = {
  id: athletes.id,
  nomeCompleto: athletes.nomeCompleto,
  dataNascimento: athletes.dataNascimento,
  sexo: athletes.sexo,
  cpf: athletes.cpf,
  telefone: athletes.telefone,
  responsavelNome: athletes.responsavelNome,
  responsavelTelefone: athletes.responsavelTelefone,
  status: athletes.status,
  hasPhoto: sql<boolean>`${athletes.foto} is not null`,
  updatedAt: athletes.updatedAt,
};

/** One page of the list, its total and the school's stat cards: filters, search and paging in SQL. */
export async function listAthletes(db: Executor, user: SessionUser, query: z.output<typeof athleteListQuerySchema>, today: string) {
  const scope = athleteScope(user);
  const filters = [scope];
  if (query.busca) filters.push(athleteSearchCondition(query.busca));
  if (query.status) filters.push(eq(athletes.status, query.status));
  if (query.sexo) filters.push(eq(athletes.sexo, query.sexo));
  if (query.categoria) filters.push(bornWithin(birthDateRange(query.categoria, today)));
  const where = and(...filters);

  const [rows, counted, statsRows] = await Promise.all([
    db
      .select(listColumns)
      .from(athletes)
      .where(where)
      .orderBy(asc(ptBR(athletes.nomeCompleto)), asc(athletes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(athletes).where(where),
    db
      .select({ total: count(), ativos: sql<number>`count(*) filter (where ${athletes.status} = 'ATIVO')::int` })
      .from(athletes)
      .where(scope),
  ]);

  return {
    items: rows.map(({ hasPhoto, updatedAt, ...row }) => {
      const idade = ageOn(row.dataNascimento, today);
      return { ...row, idade, categoria: ageCategory(idade), fotoUrl: photoUrl(row.id, hasPhoto, updatedAt) };
    }),
    total: firstRow(counted, 'count athletes').total,
    page: query.page,
    pageSize: query.pageSize,
    stats: firstRow(statsRows, 'athlete stats'),
  };
}

function present(row: typeof athletes.$inferSelect, today: string) {
  const { foto, searchText: _searchText, ...rest } = row;
  const idade = ageOn(row.dataNascimento, today);
  return { ...rest, idade, categoria: ageCategory(idade), fotoUrl: photoUrl(row.id, foto, row.updatedAt) };
}

async function findRow(db: Executor, user: SessionUser, id: number, lock = false) {
  const query = db.select().from(athletes).where(and(eq(athletes.id, id), athleteScope(user)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound(ATHLETE_NOT_FOUND);
  return row;
}

export async function getAthlete(db: Executor, user: SessionUser, id: number, today: string) {
  return present(await findRow(db, user, id), today);
}

/**
 * The athlete with the health data and the guardian: every read by staff is logged (LGPD art. 37);
 * a family reading its own child's record is not.
 */
export async function readAthlete(db: Db, actor: Actor, user: SessionUser, id: number, today: string) {
  const athlete = await getAthlete(db, user, id, today);
  if (user.tipo !== 'cliente') await audit(db, actor, { action: 'read-health', entity, entityId: athlete.id });
  return athlete;
}

export async function getAthletePhoto(db: Executor, user: SessionUser, id: number) {
  const photo = parseImageDataUrl((await findRow(db, user, id)).foto);
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}

async function uniqueCpf<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'athletes_cpf_unique')) throw conflict(CPF_TAKEN);
    throw error;
  }
}

const insertAthlete = (db: Executor, data: AthleteRegistration) =>
  uniqueCpf(async () => firstRow(await db.insert(athletes).values(data).returning(), 'insert athletes'));

/**
 * The public quick registration's insert: null when the CPF is taken, which that form must not tell
 * (docs/architecture.md "API conventions", ADR 0010).
 */
const insertAthleteUnlessCpfTaken = async (db: Executor, data: AthleteRegistration) =>
  (await db.insert(athletes).values(data).onConflictDoNothing({ target: athletes.cpf }).returning())[0] ?? null;

/** An inactive athlete cannot be edited (spec 1 §4); reactivate first. Answers the athlete and the fields that changed. */
async function writeAthlete(tx: Tx, user: SessionUser, id: number, data: Partial<AthleteRegistration>, today: string) {
  const current = await findRow(tx, user, id, true);
  if (current.status !== 'ATIVO') throw conflict(INACTIVE_NOT_EDITABLE);
  const updated = firstRow(await uniqueCpf(() => tx.update(athletes).set(data).where(eq(athletes.id, id)).returning()), 'update athletes');
  return { athlete: present(updated, today), changes: changedFields(current, data) };
}

/**
 * docs/architecture.md "Inactivating": cancels the athlete's active enrolments and their open
 * instalments not yet due, all in the caller's transaction, and reports both counts.
 */
async function writeInactivation(tx: Tx, user: SessionUser, id: number, today: string) {
  await findRow(tx, user, id, true);
  const cancelled = await tx
    .update(enrollments)
    .set({ status: 'cancelada', dataInativacao: today })
    .where(and(eq(enrollments.athleteId, id), eq(enrollments.status, 'ativa')))
    .returning({ id: enrollments.id });
  const ids = cancelled.map((e) => e.id);
  const payments = ids.length
    ? await tx
        .update(instalments)
        .set({ status: 'cancelado' })
        .where(
          and(
            inArray(instalments.enrollmentId, ids),
            eq(instalments.status, 'pendente'),
            gte(instalments.dataVencimento, today),
          ),
        )
        .returning({ id: instalments.id })
    : [];
  const athlete = firstRow(await tx.update(athletes).set({ status: 'inativo' }).where(eq(athletes.id, id)).returning(), 'update athletes');
  return { athlete: present(athlete, today), inactivatedEnrollments: ids.length, inactivatedPayments: payments.length };
}

async function writeReactivation(tx: Tx, user: SessionUser, id: number, today: string) {
  await findRow(tx, user, id, true);
  const athlete = firstRow(await tx.update(athletes).set({ status: 'ATIVO' }).where(eq(athletes.id, id)).returning(), 'update athletes');
  return present(athlete, today);
}

/**
 * PUT {status} takes the paths of PATCH inactivate and reactivate, so an inactivation never skips
 * its cascade. Answers the athlete, the audit action and what changed.
 */
async function writeStatus(tx: Tx, user: SessionUser, id: number, status: AthleteStatus, today: string) {
  if (status === 'ATIVO') return { athlete: await writeReactivation(tx, user, id, today), action: 'reactivate', changes: { status } };
  const { athlete, ...counts } = await writeInactivation(tx, user, id, today);
  return { athlete, action: 'inactivate', changes: { status, ...counts } };
}

/** Defined by the spec but wired to no button: refused while the athlete has enrolments. */
async function removeAthlete(tx: Tx, user: SessionUser, id: number) {
  await findRow(tx, user, id, true);
  const { total } = firstRow(await tx.select({ total: count() }).from(enrollments).where(eq(enrollments.athleteId, id)), 'count enrollments');
  if (total > 0) throw conflict(enrollmentsRefusal(total));
  await tx.delete(athletes).where(eq(athletes.id, id));
}

/** Decoded and re-encoded before any transaction: a photo is never stored as the client sent it. */
const withStoredPhoto = async <T extends { foto?: string | null }>(data: T): Promise<T> =>
  data.foto ? { ...data, foto: await athletePhoto(data.foto) } : data;

/** The registration as stored: the photo redrawn, and the consent checkbox left out (it is recorded as a consent). */
async function registration(input: AthleteCreate) {
  const { consentimentoLgpd: _consent, ...data } = await withStoredPhoto(input);
  return data;
}

/** The new athlete's guardian consent (LGPD art. 14) and audit entry, in the transaction that created it. */
async function recordRegistration(
  tx: Tx,
  actor: Actor,
  action: string,
  athlete: { id: number },
  data: AthleteRegistration,
  consent: Pick<ConsentGiven, 'origem' | 'recordedByUserId'>,
) {
  await recordConsent(tx, actor, { ...consent, athleteId: athlete.id, titularNome: data.responsavelNome, titularCpf: data.responsavelCpf });
  await audit(tx, actor, { action, entity, entityId: athlete.id, changes: data });
}

/** Staff register the athlete with the guardian present: the checkbox records the guardian's consent. */
export async function registerAthlete(db: Db, actor: Actor, user: SessionUser, input: AthleteCreate, today: string) {
  const data = await registration(input);
  return db.transaction(async (tx) => {
    const created = await insertAthlete(tx, data);
    await recordRegistration(tx, actor, 'create', created, data, { origem: 'cadastro-atleta', recordedByUserId: user.id });
    return getAthlete(tx, user, created.id, today);
  });
}

/** The public quick registration by the guardian, with their consent (ADR 0010: the answer reveals nothing). */
export async function quickRegisterAthlete(db: Db, actor: Actor, input: AthleteCreate) {
  const data = await registration(input);
  await db.transaction(async (tx) => {
    const created = await insertAthleteUnlessCpfTaken(tx, data);
    // An athlete already registered: the same answer as a new one, and the administradores are told.
    if (!created) return enqueue(tx, 'quick-register-taken', quickRegisterTaken(data));
    await recordRegistration(tx, actor, 'quick-register', created, data, { origem: 'cadastro-rapido' });
  });
  const { nomeCompleto } = data;
  return { athlete: { nomeCompleto }, message: `O atleta ${nomeCompleto} foi cadastrado na academia.` };
}

/** PUT's body: the edited fields, or only a status, or only a photo (null removes it). */
type AthleteUpdate = { status: AthleteStatus } | Partial<AthleteRegistration>;

/** Audited as 'update', or as 'inactivate' or 'reactivate' when only the status is sent. */
export async function updateAthlete(db: Db, actor: Actor, user: SessionUser, id: number, input: AthleteUpdate, today: string) {
  const body = 'foto' in input ? await withStoredPhoto(input) : input;
  const { athlete } = await auditedChange(
    db,
    actor,
    async (tx) =>
      'status' in body ? writeStatus(tx, user, id, body.status, today) : { ...(await writeAthlete(tx, user, id, body, today)), action: 'update' },
    ({ athlete, action, changes }) => ({ action, entity, entityId: athlete.id, changes }),
  );
  return athlete;
}

/** docs/architecture.md "Inactivating": answers the athlete and both counts. */
export const inactivateAthlete = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  auditedChange(
    db,
    actor,
    (tx) => writeInactivation(tx, user, id, today),
    ({ athlete, inactivatedEnrollments, inactivatedPayments }) => ({
      action: 'inactivate',
      entity,
      entityId: athlete.id,
      changes: { status: athlete.status, inactivatedEnrollments, inactivatedPayments },
    }),
  );

export const reactivateAthlete = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  auditedChange(
    db,
    actor,
    (tx) => writeReactivation(tx, user, id, today),
    (athlete) => ({ action: 'reactivate', entity, entityId: athlete.id, changes: { status: athlete.status } }),
  );

export const deleteAthlete = (db: Db, actor: Actor, user: SessionUser, id: number) =>
  auditedChange(db, actor, (tx) => removeAthlete(tx, user, id), { action: 'delete', entity, entityId: id });
