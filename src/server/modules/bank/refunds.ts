import { randomBytes } from 'node:crypto';
import { and, desc, eq, like, lte, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { REFUND_NOT_BANK_PIX, refundAbove, type PixRefundData, type PixRefundList } from '@domain/bank';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';
import { fromCents, toCents } from '@domain/money';
import { audit, type Actor } from '../../audit/audit';
import type { Payer } from '../../auth/scopes';
import type { Config } from '../../config';
import type { Db, Executor, Tx } from '../../db/client';
import { bankConnections, bankRefunds, bankStatementLines, instalments } from '../../db/schema/index';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { takeBackPayment } from '../payments/payments.service';
import { apiPixClient, BankError, type ApiPixClient } from './api-pix-client';
import { clientConnection } from './bank-connections.service';
import { secretBox } from './secret-box';
import { accountOf } from './settlement';

type Connection = typeof bankConnections.$inferSelect;
type Refund = typeof bankRefunds.$inferSelect;

/** What the bank answers of a devolução (the standard's Devolucao.status), as we keep it. */
const statusOf = { EM_PROCESSAMENTO: 'em_processamento', DEVOLVIDO: 'devolvida', NAO_REALIZADO: 'recusada' } as const;

/** Refunds not yet taken by the bank: their value is already spoken for. */
const pendingAtBank = sql`${bankRefunds.status} = 'solicitada'`;

async function refundsOf(db: Executor, instalmentId: number): Promise<PixRefundList> {
  const [instalment] = await db
    .select({ status: instalments.status, valorPago: instalments.valorPago, endToEndId: instalments.endToEndId })
    .from(instalments)
    .where(eq(instalments.id, instalmentId));
  if (!instalment) throw notFound(INSTALMENT_NOT_FOUND);
  const rows = await db.select().from(bankRefunds).where(eq(bankRefunds.monthlyPaymentId, instalmentId)).orderBy(desc(bankRefunds.id));
  const pending = rows.filter((row) => row.status === 'solicitada').reduce((sum, row) => sum + toCents(row.valor), 0);
  const viaBanco = instalment.status === 'pago' && instalment.endToEndId !== null;
  const paid = viaBanco ? toCents(instalment.valorPago ?? '0') : 0;
  return {
    viaBanco,
    devolvivel: fromCents(Math.max(paid - pending, 0)),
    devolucoes: rows.map((row) => ({ id: row.id, valor: row.valor, motivo: row.motivo, status: row.status, erro: row.erro, solicitadaEm: row.createdAt.toISOString() })),
  };
}

/** GET /api/monthly-payments/:id/pix-refunds. */
export const listRefunds = (db: Executor, instalmentId: number) => refundsOf(db, instalmentId);

/** The connection whose account received this Pix: the one its settled credit was kept under. */
async function connectionThatReceived(tx: Tx, endToEndId: string): Promise<Connection | null> {
  const [line] = await tx
    .select({ conta: bankStatementLines.conta })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.fitid, endToEndId), like(bankStatementLines.conta, 'API Pix · %')));
  if (!line) return null;
  const connections = await tx.select().from(bankConnections);
  return connections.find((connection) => accountOf(connection) === line.conta) ?? null;
}

/** The request, checked and written before the bank is asked, with its audit entry. */
const recordRequest = (db: Db, actor: Actor, user: SessionUser, instalmentId: number, data: PixRefundData) =>
  db.transaction(async (tx) => {
    const [instalment] = await tx.select().from(instalments).where(eq(instalments.id, instalmentId)).for('update');
    if (!instalment) throw notFound(INSTALMENT_NOT_FOUND);
    const connection = instalment.status === 'pago' && instalment.endToEndId ? await connectionThatReceived(tx, instalment.endToEndId) : null;
    if (!connection) throw conflict(REFUND_NOT_BANK_PIX);
    const { devolvivel } = await refundsOf(tx, instalmentId);
    if (toCents(data.valor) > toCents(devolvivel)) throw badRequest(refundAbove(devolvivel), { valor: refundAbove(devolvivel) });
    const [refund] = await tx
      .insert(bankRefunds)
      .values({
        connectionId: connection.id,
        monthlyPaymentId: instalmentId,
        endToEndId: instalment.endToEndId!,
        devolucaoId: `PLANTELD${randomBytes(10).toString('hex').toUpperCase()}`,
        valor: data.valor,
        motivo: data.motivo,
        requestedByUserId: user.id,
      })
      .returning();
    await audit(tx, actor, { action: 'refund', entity: 'monthly_payments', entityId: instalmentId, changes: { endToEndId: refund!.endToEndId, valor: data.valor, motivo: data.motivo } });
    return { refund: refund!, connection };
  });

/**
 * Asks the bank for one devolução (PUT /pix/{e2eid}/devolucao/{id}) and keeps its answer: taken, the
 * instalment gives the value back (all of it reopens the instalment); refused, it says why. A bank
 * that does not answer leaves it 'solicitada', asked again on the connection's next turn with the
 * same id, which the bank takes once however often it is asked.
 */
async function askBank(db: Db, client: ApiPixClient, refund: Refund, user: Payer, today: string) {
  try {
    const answer = await client.refund(refund.endToEndId, refund.devolucaoId, refund.valor);
    const status = statusOf[answer.status as keyof typeof statusOf] ?? 'em_processamento';
    await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(bankRefunds)
        .set({ status, rtrId: typeof answer.rtrId === 'string' ? answer.rtrId : null, erro: null })
        .where(and(eq(bankRefunds.id, refund.id), pendingAtBank))
        .returning({ id: bankRefunds.id });
      // Asked twice at once (the request and the job's retry): the value is taken back once.
      if (!claimed || status === 'recusada' || refund.monthlyPaymentId === null) return;
      const [instalment] = await tx.select({ status: instalments.status }).from(instalments).where(eq(instalments.id, refund.monthlyPaymentId));
      if (instalment?.status === 'pago') await takeBackPayment(tx, user, refund.monthlyPaymentId, refund.valor, today);
    });
    return null;
  } catch (error) {
    if (!(error instanceof BankError)) throw error;
    const refused = error.status !== null && error.status < 500;
    // Taken meanwhile by the other asker (the request or the turn): its answer stands.
    await db
      .update(bankRefunds)
      .set({ status: refused ? 'recusada' : 'solicitada', erro: error.message })
      .where(and(eq(bankRefunds.id, refund.id), pendingAtBank));
    return { refused, message: refused ? error.message : `${error.message}. A devolução fica pendente e será pedida de novo automaticamente.` };
  }
}

/**
 * "Devolver PIX" (POST /api/monthly-payments/:id/pix-refunds), administrador only: part or all of a
 * Pix the school's bank settled goes back to who paid it. Answers the instalment's refunds; a bank
 * that refused or did not answer is a 502 with its words.
 */
export async function refundPix(db: Db, config: Config, actor: Actor, user: SessionUser, instalmentId: number, data: PixRefundData, today: string) {
  const { refund, connection } = await recordRequest(db, actor, user, instalmentId, data);
  const client = apiPixClient(clientConnection(connection, secretBox(config)), { extraCa: config.bankCa });
  try {
    const failure = await askBank(db, client, refund, user, today);
    if (failure) throw new HttpError(502, failure.message);
  } finally {
    client.close();
  }
  return refundsOf(db, instalmentId);
}

/**
 * A refund asked for less than this long ago may still be waiting on the bank in its own request
 * (the client gives up after 10 s): the turn leaves it to that request instead of asking twice.
 */
const RETRY_AFTER_MS = 60_000;

/** The connection's devoluções the bank has not answered yet, asked again (bank-sync's turn). */
export async function retryRefunds(db: Db, client: ApiPixClient, connection: Connection, today: string, now: Date) {
  const waiting = await db
    .select()
    .from(bankRefunds)
    .where(and(eq(bankRefunds.connectionId, connection.id), pendingAtBank, lte(bankRefunds.updatedAt, new Date(now.getTime() - RETRY_AFTER_MS))))
    .orderBy(bankRefunds.id);
  for (const refund of waiting) {
    const failure = await askBank(db, client, refund, null, today);
    // Still down: the turn ends with the connection's status saying so.
    if (failure && !failure.refused) throw new BankError(failure.message, null);
  }
}
