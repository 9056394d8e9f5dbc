import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { CHARGE_NOT_FOUND } from '@domain/pix';
import {
  AMOUNT_DIFFERS,
  LINE_ALREADY_RECONCILED,
  LINE_IGNORED,
  LINE_NOT_FOUND,
  type BankLine,
  type BankLineList,
  type BankLineStatus,
  type BankStatementImport,
} from '@domain/reconciliation';
import { audit, type Actor } from '../../audit/audit';
import type { Payer } from '../../auth/scopes';
import type { Db, Executor, Tx } from '../../db/client';
import { bankStatementLines, instalments, pixCharges, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { openInstalment } from '../../db/instalment-sql';
import { processPayment } from '../payments/payments.service';
import { settleCharge } from '../pix/family-charge.service';
import { optionsOf, sameAmount, targetsOf, type Line } from './matches';
import { parseStatement, type Statement, type StatementCredit } from './ofx';

/**
 * Rows per INSERT. Each column travels as one array parameter, unnested: a VALUES list of a few
 * hundred rows took drizzle up to a second of the event loop to build, and has a parameter per cell.
 */
const LINES_PER_INSERT = 1_000;

/** Keeps each credit once per account and FITID: a statement imported again adds nothing. */
async function storeStatement(tx: Tx, user: SessionUser, { conta, creditos }: Statement): Promise<BankStatementImport> {
  let novos = 0;
  for (let first = 0; first < creditos.length; first += LINES_PER_INSERT) {
    const batch = creditos.slice(first, first + LINES_PER_INSERT);
    const column = (key: keyof StatementCredit) => sql.param(batch.map((credit) => credit[key]));
    const inserted = await tx.execute(sql`
      insert into ${bankStatementLines} (conta, fitid, data, valor, descricao, imported_by_user_id)
      select ${conta}, fitid, data, valor, descricao, ${user.id}
      from unnest(${column('fitid')}::text[], ${column('data')}::date[], ${column('valor')}::numeric[], ${column('descricao')}::text[]) as credit(fitid, data, valor, descricao)
      on conflict (conta, fitid) do nothing`);
    novos += inserted.rowCount ?? 0;
  }
  return { conta, creditos: creditos.length, novos, jaImportados: creditos.length - novos };
}

// ---- the lines ----

const lineColumns = {
  line: bankStatementLines,
  decididoPor: { id: users.id, nome: users.nome },
};

const selectLines = (db: Executor) =>
  db.select(lineColumns).from(bankStatementLines).leftJoin(users, eq(users.id, bankStatementLines.decidedByUserId));

type LineRow = { line: Line; decididoPor: { id: number; nome: string } | null };

/** The lines as the API shows them: their targets read for all of them at once. */
async function toBankLines(db: Executor, rows: LineRow[]): Promise<BankLine[]> {
  const targets = await targetsOf(db, rows.map((row) => row.line));
  return rows.map(({ line, decididoPor }) => ({
    id: line.id,
    conta: line.conta,
    fitid: line.fitid,
    data: line.data,
    descricao: line.descricao,
    valor: line.valor,
    status: line.status,
    ...targets.get(line.id)!,
    decididoPor,
    decididoEm: line.decidedAt?.toISOString() ?? null,
  }));
}

export async function getLine(db: Executor, id: number) {
  const [row] = await selectLines(db).where(eq(bankStatementLines.id, id));
  if (!row) throw notFound(LINE_NOT_FOUND);
  const [line] = await toBankLines(db, [row]);
  return line!;
}

/** GET /api/bank-statements/lines: one status, newest credit first, paged; the pending ones with their proposals. */
export async function listLines(db: Executor, query: { status: BankLineStatus; page: number; pageSize: number }): Promise<BankLineList> {
  const rows = await selectLines(db)
    .where(eq(bankStatementLines.status, query.status))
    .orderBy(desc(bankStatementLines.data), desc(bankStatementLines.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const perStatus = await db.select({ status: bankStatementLines.status, total: count() }).from(bankStatementLines).groupBy(bankStatementLines.status);
  const totais = { pendente: 0, conciliada: 0, ignorada: 0 };
  for (const { status, total } of perStatus) totais[status] = total;
  return { items: await toBankLines(db, rows), total: totais[query.status], page: query.page, pageSize: query.pageSize, totais };
}

/** "Escolher outra parcela": every open instalment or family charge of the credit's amount, nearest due first. */
export async function lineOptions(db: Executor, id: number, busca: string | undefined) {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, id));
  if (!line) throw notFound(LINE_NOT_FOUND);
  return { opcoes: await optionsOf(db, line, busca) };
}

async function lockLine(tx: Tx, id: number) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

/**
 * Confirms what a credit paid, in the caller's transaction: the instalment through the payment
 * transaction, or every instalment of the family charge, by PIX on the credit's date. The line is
 * locked first, so of two confirmations the second finds it reconciled. Answers the instalments paid.
 */
async function payFromLine(tx: Tx, user: Payer, id: number, target: { instalmentId?: number; chargeId?: number }, today: string) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'ignorada') throw conflict(LINE_IGNORED);
  const payment = { dataPagamento: line.data, metodoPagamento: 'pix' as const, valorDesconto: '0.00', observacoes: `Conciliação bancária: ${line.descricao}`.slice(0, 1000) };

  let paid: { instalmentId: number; valor: string }[];
  if (target.instalmentId !== undefined) {
    const [instalment] = await tx
      .select({ valor: instalments.valor })
      .from(instalments)
      .where(and(eq(instalments.id, target.instalmentId), openInstalment))
      .for('update');
    if (instalment && !sameAmount(instalment.valor, line.valor)) throw conflict(AMOUNT_DIFFERS);
    // A paid, cancelled or missing instalment is refused there, with its own message.
    const done = await processPayment(tx, user, target.instalmentId, payment, today);
    paid = [{ instalmentId: done.id, valor: done.valorPago ?? done.valor }];
  } else {
    const [charge] = await tx.select({ valor: pixCharges.valor, status: pixCharges.status }).from(pixCharges).where(eq(pixCharges.id, target.chargeId!));
    if (!charge) throw notFound(CHARGE_NOT_FOUND);
    if (charge.status === 'aberta' && !sameAmount(charge.valor, line.valor)) throw conflict(AMOUNT_DIFFERS);
    const settled = await settleCharge(tx, user, target.chargeId!, line.data, today);
    paid = settled.itens.map((item) => ({ instalmentId: item.instalmentId, valor: item.valor }));
  }

  await tx
    .update(bankStatementLines)
    .set({
      status: 'conciliada',
      monthlyPaymentId: target.instalmentId ?? null,
      pixChargeId: target.chargeId ?? null,
      decidedByUserId: user?.id ?? null,
      decidedAt: new Date(),
    })
    .where(eq(bankStatementLines.id, id));
  return { line: await getLine(tx, id), paid };
}

/** Ignores a pending credit (not the school's fee: a transfer, a refund); a reconciled one stays. */
async function markIgnored(tx: Tx, user: SessionUser, id: number) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'pendente') {
    await tx.update(bankStatementLines).set({ status: 'ignorada', decidedByUserId: user.id, decidedAt: new Date() }).where(eq(bankStatementLines.id, id));
  }
  return getLine(tx, id);
}

/** Brings an ignored credit back to the pending list. */
async function markPending(tx: Tx, id: number) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'ignorada') {
    await tx.update(bankStatementLines).set({ status: 'pendente', decidedByUserId: null, decidedAt: null }).where(eq(bankStatementLines.id, id));
  }
  return getLine(tx, id);
}

/** An OFX file's credits, read before the transaction and stored in it with their audit entry. */
export async function importStatement(db: Db, actor: Actor, user: SessionUser, file: Buffer, today: string) {
  const statement = await parseStatement(file, today);
  return db.transaction(async (tx) => {
    const summary = await storeStatement(tx, user, statement);
    await audit(tx, actor, { action: 'import', entity: 'bank_statement_lines', changes: summary });
    return summary;
  });
}

/**
 * Pays what the credit matches and audits it as the line's and each instalment's, in the caller's
 * transaction: "Confirmar" by staff, and the school's bank settling a Pix it reported (`user` null).
 */
export async function reconcileLine(tx: Tx, actor: Actor, user: Payer, id: number, target: { instalmentId?: number; chargeId?: number }, today: string) {
  const result = await payFromLine(tx, user, id, target, today);
  const { line, paid } = result;
  await audit(tx, actor, {
    action: 'reconcile',
    entity: 'bank_statement_lines',
    entityId: line.id,
    changes: { fitid: line.fitid, valor: line.valor, data: line.data, ...target },
  });
  // Each instalment's own trail shows its payment too, as a payment taken one by one does.
  for (const item of paid) {
    await audit(tx, actor, {
      action: 'process',
      entity: 'monthly_payments',
      entityId: item.instalmentId,
      changes: { dataPagamento: line.data, metodoPagamento: 'pix', valorPago: item.valor, extratoBancario: line.fitid },
    });
  }
  return result;
}

/** "Confirmar": pays what the credit matches. */
export const confirmLine = (db: Db, actor: Actor, user: SessionUser, id: number, target: { instalmentId?: number; chargeId?: number }, today: string) =>
  db.transaction(async (tx) => (await reconcileLine(tx, actor, user, id, target, today)).line);

/** "Ignorar" and "Restaurar", each audited with the line's status after it. */
export const decideLine = (db: Db, actor: Actor, user: SessionUser, id: number, action: 'ignore' | 'restore') =>
  db.transaction(async (tx) => {
    const line = action === 'ignore' ? await markIgnored(tx, user, id) : await markPending(tx, id);
    await audit(tx, actor, { action, entity: 'bank_statement_lines', entityId: line.id, changes: { fitid: line.fitid, status: line.status } });
    return line;
  });
