import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@domain/auth';
import { permissions } from '@domain/permissions';
import { STAFF } from '@domain/roles';
import type { AccessRequest, AccessRequestPage, accessRequestInputSchema, accessRequestListQuerySchema, PendingCounts } from '@domain/families';
import type { z } from 'zod';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { accessRequests, athletes, cronogramaTreinos, users } from '../../db/schema/index';
import { searchText } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { pendingClaimCount } from '../pix/payment-claims.service';
import { overdueTotals } from '../reports/instalment-totals';
import { displayName, linkGuardian, optionalName } from './guardians.service';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

export const REQUEST_NOT_FOUND = 'Solicitação não encontrada';
export const REQUEST_DECIDED = 'Esta solicitação já foi respondida.';
export const CHOOSE_ATHLETE = 'Escolha o atleta a que este responsável terá acesso.';

/**
 * Stores the request with the one athlete whose full name (accents and case aside) and birth date are
 * the ones typed, if any. The family's answer is the same either way: the match is for the staff.
 * A request repeated while the first still waits is not stored twice.
 */
async function insertRequest(tx: Tx, user: SessionUser, input: z.output<typeof accessRequestInputSchema>) {
  const matches = await tx
    .select({ id: athletes.id })
    .from(athletes)
    .where(and(eq(athletes.dataNascimento, input.dataNascimento), eq(searchText(athletes.nomeCompleto), searchText(input.nomeCompleto))))
    .limit(2);
  // Two children with one name and birth date: the staff choose, rather than the first found.
  const match = matches.length === 1 ? matches[0] : undefined;
  const [waiting] = await tx
    .select({ id: accessRequests.id })
    .from(accessRequests)
    .where(
      and(
        eq(accessRequests.userId, user.id),
        eq(accessRequests.status, 'pendente'),
        eq(accessRequests.dataNascimento, input.dataNascimento),
        eq(searchText(accessRequests.nomeCompleto), searchText(input.nomeCompleto)),
      ),
    );
  if (waiting) return waiting.id;
  const row = firstRow(
    await tx
      .insert(accessRequests)
      .values({ ...input, userId: user.id, athleteId: match?.id ?? null })
      .returning({ id: accessRequests.id }),
    'insert access_requests',
  );
  return row.id;
}

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

const withPeople = (db: Executor) =>
  db
    .select({
      id: accessRequests.id,
      solicitante: { id: requester.id, nome: displayName(requester), email: requester.email, telefone: requester.telefone },
      nomeCompleto: accessRequests.nomeCompleto,
      dataNascimento: accessRequests.dataNascimento,
      parentesco: accessRequests.parentesco,
      origem: accessRequests.origem,
      status: accessRequests.status,
      criadoEm: accessRequests.createdAt,
      atletaId: athletes.id,
      atletaNome: athletes.nomeCompleto,
      atletaNascimento: athletes.dataNascimento,
      decididoEm: accessRequests.decidedAt,
      decididoPor: optionalName(decider),
    })
    .from(accessRequests)
    .innerJoin(requester, eq(requester.id, accessRequests.userId))
    .leftJoin(athletes, eq(athletes.id, accessRequests.athleteId))
    .leftJoin(decider, eq(decider.id, accessRequests.decidedByUserId));

type RequestRow = Awaited<ReturnType<typeof withPeople>>[number];

function present({ atletaId, atletaNome, atletaNascimento, ...row }: RequestRow): AccessRequest {
  return {
    ...row,
    criadoEm: row.criadoEm.toISOString(),
    decididoEm: row.decididoEm?.toISOString() ?? null,
    atleta: atletaId !== null && atletaNome !== null && atletaNascimento !== null ? { id: atletaId, nomeCompleto: atletaNome, dataNascimento: atletaNascimento } : null,
  };
}

/** The staff's list, oldest waiting first when filtered by pendente, newest first otherwise. */
export async function listAccessRequests(db: Executor, query: z.output<typeof accessRequestListQuerySchema>): Promise<AccessRequestPage> {
  const where = query.status ? eq(accessRequests.status, query.status) : undefined;
  const order = query.status === 'pendente' ? [accessRequests.createdAt, accessRequests.id] : [desc(accessRequests.createdAt), desc(accessRequests.id)];
  const [rows, counted] = await Promise.all([
    withPeople(db)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(accessRequests).where(where),
  ]);
  return { items: rows.map(present), total: firstRow(counted, 'count access_requests').total };
}

/** The pending requests that name one athlete, for its page. */
export async function listAthleteRequests(db: Executor, athleteId: number) {
  const rows = await withPeople(db)
    .where(and(eq(accessRequests.athleteId, athleteId), eq(accessRequests.status, 'pendente')))
    .orderBy(accessRequests.createdAt);
  return rows.map(present);
}

async function lockPending(tx: Tx, id: number) {
  const [row] = await tx.select().from(accessRequests).where(eq(accessRequests.id, id)).for('update');
  if (!row) throw notFound(REQUEST_NOT_FOUND);
  if (row.status !== 'pendente') throw conflict(REQUEST_DECIDED);
  return row;
}

async function decided(tx: Tx, id: number) {
  return present(firstRow(await withPeople(tx).where(eq(accessRequests.id, id)), 'select access_requests'));
}

async function writeApproval(tx: Tx, staff: SessionUser, id: number, chosenAthleteId: number | undefined) {
  const request = await lockPending(tx, id);
  const athleteId = chosenAthleteId ?? request.athleteId;
  if (!athleteId) throw badRequest(CHOOSE_ATHLETE, { athleteId: CHOOSE_ATHLETE });
  const [athlete] = await tx.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, athleteId));
  if (!athlete) throw notFound(ATHLETE_NOT_FOUND);
  await linkGuardian(tx, {
    athleteId,
    userId: request.userId,
    parentesco: request.parentesco,
    verificacao: request.origem === 'cpf' ? 'cpf_confirmado' : 'solicitacao',
    createdByUserId: staff.id,
  });
  await tx
    .update(accessRequests)
    .set({ status: 'aprovada', athleteId, decidedAt: sql`now()`, decidedByUserId: staff.id })
    .where(eq(accessRequests.id, id));
  return decided(tx, id);
}

async function writeRefusal(tx: Tx, staff: SessionUser, id: number) {
  await lockPending(tx, id);
  await tx.update(accessRequests).set({ status: 'recusada', decidedAt: sql`now()`, decidedByUserId: staff.id }).where(eq(accessRequests.id, id));
  return decided(tx, id);
}

const entity = 'access_requests';

export const requestAccess = (db: Db, actor: Actor, user: SessionUser, input: z.output<typeof accessRequestInputSchema>) =>
  auditedChange(db, actor, (tx) => insertRequest(tx, user, input), (id) => ({ action: 'request-access', entity, entityId: id }));

/** Approving links the account to the athlete the staff confirmed (the match, or the one chosen). */
export const approveAccessRequest = (db: Db, actor: Actor, staff: SessionUser, id: number, chosenAthleteId: number | undefined) =>
  auditedChange(db, actor, (tx) => writeApproval(tx, staff, id, chosenAthleteId), (approved) => ({
    action: 'approve',
    entity,
    entityId: approved.id,
    changes: { atletaId: approved.atleta?.id, usuarioId: approved.solicitante.id },
  }));

export const refuseAccessRequest = (db: Db, actor: Actor, staff: SessionUser, id: number) =>
  auditedChange(db, actor, (tx) => writeRefusal(tx, staff, id), (refused) => ({ action: 'refuse', entity, entityId: refused.id }));

/** The header bell: access requests for every staff member, sign-ups for an administrador. */
export async function pendingCounts(db: Executor, user: SessionUser, today: string): Promise<PendingCounts> {
  const countWhere = async (table: typeof accessRequests | typeof users | typeof cronogramaTreinos, where: SQL) =>
    firstRow(await db.select({ n: count() }).from(table).where(where), 'count pending').n;
  const opensDayScreens = STAFF.includes(user.tipo);
  const [solicitacoes, aprovacoes, vencidas, treinosHoje, pagamentosInformados] = await Promise.all([
    countWhere(accessRequests, eq(accessRequests.status, 'pendente')),
    user.tipo === 'administrador' ? countWhere(users, eq(users.aprovacao, 'pendente')) : 0,
    opensDayScreens
      ? overdueTotals(db, today)
      : null,
    opensDayScreens ? countWhere(cronogramaTreinos, and(eq(cronogramaTreinos.data, today), ne(cronogramaTreinos.statusExecucao, 'cancelado'))!) : null,
    permissions.takePayments.includes(user.tipo) ? pendingClaimCount(db) : null,
  ]);
  return { aprovacoes, solicitacoes, vencidas, treinosHoje, pagamentosInformados };
}
