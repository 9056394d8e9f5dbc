import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { groupBy } from '@domain/group-by';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';
import { fromCents, toCents } from '@domain/money';
import { CLAIM_DECIDED, CLAIM_NOT_FOUND, CLAIM_NOT_OPEN, type PaymentClaim, type PaymentClaimList, paymentClaimInputSchema } from '@domain/payment-claims';
import { paymentDateRefusal } from '@domain/payment-date';
import type { z } from 'zod';
import { audit, type Actor } from '../../audit/audit';
import { athleteScope } from '../../auth/scopes';
import type { Db, Executor, Tx } from '../../db/client';
import { openInstalment } from '../../db/instalment-sql';
import { underReview } from '../../db/payment-claim-sql';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments, paymentClaimItems, paymentClaims, users } from '../../db/schema/index';
import { comprovanteDownload, comprovanteFile } from '../../http/comprovante';
import { badRequest, conflict, notFound } from '../../http/errors';
import { processPayment } from '../payments/payments.service';
import { lockOpenInstalments } from './family-charge.service';

/** A page of the staff list: the oldest claims first, the rest on the next page. */
const PAGE_SIZE = 50;

const claimColumns = {
  id: paymentClaims.id,
  status: paymentClaims.status,
  dataPagamento: paymentClaims.dataPagamento,
  valor: paymentClaims.valor,
  motivo: paymentClaims.motivo,
  temComprovante: sql<boolean>`${paymentClaims.comprovante} is not null`,
  solicitante: { id: users.id, nome: sql<string>`coalesce(${users.nomeCompleto}, ${users.nome})` },
  criadoEm: paymentClaims.createdAt,
};

/** Claims with their instalments (athlete, number, due date, whether still owed): two queries for a whole page. */
async function claimsWhere(db: Executor, where: SQL, page = { limit: PAGE_SIZE, offset: 0 }): Promise<PaymentClaim[]> {
  const claims = await db
    .select(claimColumns)
    .from(paymentClaims)
    .innerJoin(users, eq(users.id, paymentClaims.requestedByUserId))
    .where(where)
    .orderBy(asc(paymentClaims.createdAt), asc(paymentClaims.id))
    .limit(page.limit)
    .offset(page.offset);
  if (claims.length === 0) return [];
  const items = await db
    .select({
      claimId: paymentClaimItems.claimId,
      instalmentId: instalments.id,
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      numeroParcela: instalments.numeroMensalidade,
      dataVencimento: instalments.dataVencimento,
      valor: paymentClaimItems.valor,
      aberta: sql<boolean>`${openInstalment}`,
    })
    .from(paymentClaimItems)
    .innerJoin(instalments, eq(instalments.id, paymentClaimItems.monthlyPaymentId))
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(
      inArray(
        paymentClaimItems.claimId,
        claims.map((claim) => claim.id),
      ),
    )
    .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento));
  const itemsOf = groupBy(items, (item) => item.claimId);
  return claims.map((claim) => ({ ...claim, criadoEm: claim.criadoEm.toISOString(), itens: itemsOf(claim.id).map(({ claimId: _c, ...item }) => item) }));
}

const claimById = async (db: Executor, id: number) => {
  const [claim] = await claimsWhere(db, eq(paymentClaims.id, id));
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  return claim;
};

/**
 * "Já paguei" (POST /api/family/payment-claims): the family's own open instalments, none already
 * under review, become one claim staff check; until then they show "Em conferência", leave 'Pagar
 * tudo' and get no reminder. The comprovante, when sent, is checked before anything is written.
 */
export async function claimPayment(db: Db, actor: Actor, user: SessionUser, input: z.output<typeof paymentClaimInputSchema>, today: string): Promise<PaymentClaim> {
  const refusal = paymentDateRefusal(input.dataPagamento, today);
  if (refusal) throw badRequest(refusal, { dataPagamento: refusal });
  const comprovante = input.comprovante ? await comprovanteFile(input.comprovante) : null;
  const ids = [...new Set(input.parcelas)].sort((a, b) => a - b);

  return db.transaction(async (tx) => {
    const mine = await tx
      .select({ id: instalments.id, valor: instalments.valor })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .where(and(inArray(instalments.id, ids), athleteScope(user)));
    if (mine.length !== ids.length) throw notFound(INSTALMENT_NOT_FOUND);
    // Locked, so of two "Já paguei" at once (two guardians) the later finds the first one's claim.
    const open = await lockOpenInstalments(tx, ids);
    const [reviewed] = await tx.select({ n: count() }).from(instalments).where(and(inArray(instalments.id, ids), underReview(instalments.id)));
    if (open.size !== ids.length || reviewed!.n > 0) throw conflict(CLAIM_NOT_OPEN);

    const valor = fromCents(mine.reduce((sum, row) => sum + toCents(row.valor), 0));
    const claim = firstRow(
      await tx
        .insert(paymentClaims)
        .values({ requestedByUserId: user.id, dataPagamento: input.dataPagamento, valor, comprovante })
        .returning({ id: paymentClaims.id }),
      'insert payment_claims',
    );
    await tx.insert(paymentClaimItems).values(mine.map((row) => ({ claimId: claim.id, monthlyPaymentId: row.id, valor: row.valor })));
    await audit(tx, actor, {
      action: 'create',
      entity: 'payment_claims',
      entityId: claim.id,
      changes: { parcelas: ids, dataPagamento: input.dataPagamento, valor, comprovante: comprovante !== null },
    });
    return claimById(tx, claim.id);
  });
}

/** GET /api/payment-claims: what families said they paid and staff have not checked yet, oldest first, a page at a time. */
export async function pendingClaims(db: Executor, page: number): Promise<PaymentClaimList> {
  const pending = eq(paymentClaims.status, 'em_conferencia');
  const [items, [total]] = await Promise.all([
    claimsWhere(db, pending, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    db.select({ n: count() }).from(paymentClaims).where(pending),
  ]);
  return { items, total: total!.n, page, pageSize: PAGE_SIZE };
}

/** Claims under review, for the bell. */
export async function pendingClaimCount(db: Executor) {
  const [row] = await db.select({ n: count() }).from(paymentClaims).where(eq(paymentClaims.status, 'em_conferencia'));
  return row!.n;
}

/** GET /api/payment-claims/{id}/comprovante: the file as checked when the family sent it. */
export async function claimComprovante(db: Executor, id: number) {
  const [row] = await db.select({ comprovante: paymentClaims.comprovante }).from(paymentClaims).where(eq(paymentClaims.id, id));
  const file = row?.comprovante ? comprovanteDownload(row.comprovante, id) : null;
  if (!file) throw notFound(CLAIM_NOT_FOUND);
  return file;
}

async function lockPending(tx: Tx, id: number) {
  const [claim] = await tx.select({ status: paymentClaims.status }).from(paymentClaims).where(eq(paymentClaims.id, id)).for('update');
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  if (claim.status !== 'em_conferencia') throw conflict(CLAIM_DECIDED);
}

/**
 * Staff confirm a claim: each of its instalments still owed is paid by PIX on the day the money
 * arrived, through the one payment transaction (one paid meanwhile, by the bank or by hand, is left
 * as it is), all in one transaction, audited as the claim's and each instalment's.
 */
export const confirmClaim = (db: Db, actor: Actor, user: SessionUser, id: number, dataPagamento: string, today: string) =>
  db.transaction(async (tx) => {
    await lockPending(tx, id);
    const items = await tx
      .select({ instalmentId: instalments.id, valor: instalments.valor })
      .from(paymentClaimItems)
      .innerJoin(instalments, eq(instalments.id, paymentClaimItems.monthlyPaymentId))
      .where(and(eq(paymentClaimItems.claimId, id), openInstalment))
      .orderBy(asc(instalments.id));
    for (const item of items) {
      await processPayment(tx, user, item.instalmentId, { dataPagamento, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: `Pagamento informado pela família (nº ${id})` }, today);
    }
    await tx.update(paymentClaims).set({ status: 'confirmada', decidedByUserId: user.id, decidedAt: new Date() }).where(eq(paymentClaims.id, id));
    await audit(tx, actor, { action: 'confirm', entity: 'payment_claims', entityId: id, changes: { dataPagamento, parcelasPagas: items.map((item) => item.instalmentId) } });
    for (const item of items) {
      await audit(tx, actor, {
        action: 'process',
        entity: 'monthly_payments',
        entityId: item.instalmentId,
        changes: { dataPagamento, metodoPagamento: 'pix', valorPago: item.valor, pagamentoInformado: id },
      });
    }
    return claimById(tx, id);
  });

/** Staff refuse a claim with the reason the family reads; its instalments are open to pay again. */
export const refuseClaim = (db: Db, actor: Actor, user: SessionUser, id: number, motivo: string) =>
  db.transaction(async (tx) => {
    await lockPending(tx, id);
    await tx.update(paymentClaims).set({ status: 'recusada', motivo, decidedByUserId: user.id, decidedAt: new Date() }).where(eq(paymentClaims.id, id));
    await audit(tx, actor, { action: 'refuse', entity: 'payment_claims', entityId: id, changes: { motivo } });
    return claimById(tx, id);
  });
