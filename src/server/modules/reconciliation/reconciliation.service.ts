import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { amountDue } from '@domain/late-fees';
import { toCents } from '@domain/money';
import { paymentDateRefusal } from '@domain/payment-date';
import { CHARGE_NOT_FOUND } from '@domain/pix';
import {
  AMOUNT_DIFFERS,
  LINE_ALREADY_RECONCILED,
  LINE_IGNORED,
  LINE_NOT_FOUND,
  MANUAL_PIX_ACCOUNT,
  SUM_DIFFERS,
  type BankLine,
  type BankLineConfirm,
  type BankLineList,
  type BankLineOptions,
  type BankLinesFilter,
  type ManualPix,
  type BankStatementImport,
} from '@domain/reconciliation';
import { audit, type Actor } from '../../audit/audit';
import type { Payer } from '../../auth/scopes';
import type { Db, Executor, Tx } from '../../db/client';
import { bankStatementLines, enrollments, financialRecords, instalments, pixCharges, teams, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { openInstalment } from '../../db/instalment-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { anyId } from '../../db/sql';
import { processPayment } from '../payments/payments.service';
import { settleCharge } from '../pix/family-charge.service';
import { ignoreByRules } from './line-rules';
import { familyInstalmentsOf, optionsOf, sameAmount, targetsOf, type Line } from './matches';
import { parseStatement, type Statement, type StatementCredit } from './ofx';

/**
 * Rows per INSERT. Each column travels as one array parameter, unnested: a VALUES list of a few
 * hundred rows took drizzle up to a second of the event loop to build, and has a parameter per cell.
 */
const LINES_PER_INSERT = 1_000;

/** The credits of one account, each kept once per account and FITID; answers how many were new. */
async function storeCredits(tx: Tx, user: SessionUser, conta: string, creditos: StatementCredit[]) {
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
  return novos;
}

/**
 * Every account's credits, a statement imported again adding nothing; an account no credit was
 * imported from before is marked new, so staff see a file of another account before reconciling it.
 */
async function storeStatement(tx: Tx, user: SessionUser, { contas }: Statement): Promise<BankStatementImport> {
  const names = contas.map((account) => account.conta);
  const known = await tx.selectDistinct({ conta: bankStatementLines.conta }).from(bankStatementLines).where(inArray(bankStatementLines.conta, names));
  const seen = new Set(known.map((row) => row.conta));
  const summary: BankStatementImport = { creditos: 0, novos: 0, jaImportados: 0, contas: [] };
  for (const { conta, creditos } of contas) {
    const novos = await storeCredits(tx, user, conta, creditos);
    summary.contas.push({ conta, creditos: creditos.length, novos, jaImportados: creditos.length - novos, nova: !seen.has(conta) });
    summary.creditos += creditos.length;
    summary.novos += novos;
    summary.jaImportados += creditos.length - novos;
  }
  return summary;
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

/** GET /api/bank-statements/lines: one status, newest credit first, paged; the pending ones with their proposals; the tabs count what the filters let through. */
export async function listLines(db: Executor, query: BankLinesFilter): Promise<BankLineList> {
  const filters = and(
    query.conta ? eq(bankStatementLines.conta, query.conta) : undefined,
    query.de ? gte(bankStatementLines.data, query.de) : undefined,
    query.ate ? lte(bankStatementLines.data, query.ate) : undefined,
    query.valor ? eq(bankStatementLines.valor, query.valor) : undefined,
  );
  const rows = await selectLines(db)
    .where(and(eq(bankStatementLines.status, query.status), filters))
    .orderBy(desc(bankStatementLines.data), desc(bankStatementLines.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const perStatus = await db.select({ status: bankStatementLines.status, total: count() }).from(bankStatementLines).where(filters).groupBy(bankStatementLines.status);
  const totais = { pendente: 0, conciliada: 0, ignorada: 0 };
  for (const { status, total } of perStatus) totais[status] = total;
  const contas = await db.selectDistinct({ conta: bankStatementLines.conta }).from(bankStatementLines).orderBy(bankStatementLines.conta);
  return {
    items: await toBankLines(db, rows),
    total: totais[query.status],
    page: query.page,
    pageSize: query.pageSize,
    totais,
    contas: contas.map((row) => row.conta),
  };
}

/** "Escolher parcela": every open instalment or family charge of the credit's amount, nearest due first, and a family's open instalments to tick several. */
export async function lineOptions(db: Executor, id: number, busca: string | undefined): Promise<BankLineOptions> {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, id));
  if (!line) throw notFound(LINE_NOT_FOUND);
  return { opcoes: await optionsOf(db, line, busca), parcelasDaFamilia: await familyInstalmentsOf(db, line, busca) };
}

async function lockLine(tx: Tx, id: number) {
  const [line] = await tx.select().from(bankStatementLines).where(eq(bankStatementLines.id, id)).for('update');
  if (!line) throw notFound(LINE_NOT_FOUND);
  return line;
}

/** What a credit pays: one instalment, several, or a family charge (the school's bank adds its cobv). */
export type LineTarget = Pick<BankLineConfirm, 'instalmentId' | 'instalmentIds' | 'chargeId'>;

/**
 * Locks the instalments a credit pays, in id order, and answers the multa e juros each is paid with:
 * none when the credit is their value, what the school's policy charges on the credit's day when it
 * is their value with that. Anything else is refused. A paid, cancelled or missing instalment is left
 * to processPayment, which refuses it with its own message.
 */
async function feesPaid(tx: Tx, line: Line, ids: number[]) {
  const rows = await tx
    .select({ id: instalments.id, valor: instalments.valor, dataVencimento: instalments.dataVencimento, policy: unitLateFees(teams.unitId) })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(anyId(instalments.id, ids), openInstalment))
    .orderBy(asc(instalments.id))
    .for('update', { of: instalments });
  const none = new Map(ids.map((id) => [id, '0.00']));
  if (rows.length < ids.length) return none;
  const credit = toCents(line.valor);
  const due = rows.map((row) => ({ id: row.id, ...amountDue(row.valor, row.dataVencimento, line.data, row.policy) }));
  if (credit === due.reduce((sum, row) => sum + toCents(row.valor), 0)) return none;
  if (credit === due.reduce((sum, row) => sum + toCents(row.total), 0)) return new Map(due.map((row) => [row.id, row.acrescimo]));
  throw conflict(ids.length > 1 ? SUM_DIFFERS : AMOUNT_DIFFERS);
}

/**
 * Confirms what a credit paid, in the caller's transaction: the instalment or instalments through
 * the payment transaction, or every instalment of the family charge, by PIX on the credit's date,
 * each ledger row linked to the credit. The line is locked first, so of two confirmations the
 * second finds it reconciled. Answers the instalments paid.
 */
async function payFromLine(tx: Tx, user: Payer, id: number, target: LineTarget, today: string) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'ignorada') throw conflict(LINE_IGNORED);
  const payment = { dataPagamento: line.data, metodoPagamento: 'pix' as const, valorDesconto: '0.00', observacoes: `Conciliação bancária: ${line.descricao}`.slice(0, 1000) };

  let paid: { instalmentId: number; valor: string }[];
  if (target.chargeId === undefined) {
    const ids = target.instalmentIds ?? [target.instalmentId!];
    const fees = await feesPaid(tx, line, ids);
    paid = [];
    for (const instalmentId of [...ids].sort((a, b) => a - b)) {
      const done = await processPayment(tx, user, instalmentId, { ...payment, valorAcrescimo: fees.get(instalmentId)! }, today);
      paid.push({ instalmentId: done.id, valor: done.valorPago });
    }
  } else {
    const [charge] = await tx.select({ valor: pixCharges.valor, status: pixCharges.status }).from(pixCharges).where(eq(pixCharges.id, target.chargeId));
    if (!charge) throw notFound(CHARGE_NOT_FOUND);
    if (charge.status !== 'paga' && !sameAmount(charge.valor, line.valor)) throw conflict(AMOUNT_DIFFERS);
    const settled = await settleCharge(tx, user, target.chargeId, line.data, today);
    paid = settled.itens.map((item) => ({ instalmentId: item.instalmentId, valor: item.valor }));
  }

  await tx
    .update(financialRecords)
    .set({ bankStatementLineId: id })
    .where(anyId(financialRecords.monthlyPaymentId, paid.map((item) => item.instalmentId)));
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
  return { line, paid };
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

/** An OFX file's credits, of every account in it, read before the transaction and stored in it with their audit entry. */
export async function importStatement(db: Db, actor: Actor, user: SessionUser, file: Buffer, today: string) {
  const statement = await parseStatement(file, today);
  return db.transaction(async (tx) => {
    const summary = await storeStatement(tx, user, statement);
    // What the school's rules say is not a fee (yields, its own transfers) never waits on the screen.
    await ignoreByRules(tx, null);
    await audit(tx, actor, { action: 'import', entity: 'bank_statement_lines', changes: summary });
    return summary;
  });
}

/**
 * Pays what the credit matches and audits it as the line's and each instalment's, in the caller's
 * transaction: "Confirmar" by staff, and the school's bank settling a Pix it reported (`user` null),
 * thousands at a turn, which is why the line is not read back as the screen shows it.
 */
export async function reconcileLine(tx: Tx, actor: Actor, user: Payer, id: number, target: LineTarget, today: string) {
  const result = await payFromLine(tx, user, id, target, today);
  const { line, paid } = result;
  await audit(
    tx,
    actor,
    { action: 'reconcile', entity: 'bank_statement_lines', entityId: line.id, changes: { fitid: line.fitid, valor: line.valor, data: line.data, ...target } },
    // Each instalment's own trail shows its payment too, as a payment taken one by one does.
    ...paid.map((item) => ({
      action: 'process' as const,
      entity: 'monthly_payments',
      entityId: item.instalmentId,
      changes: { dataPagamento: line.data, metodoPagamento: 'pix', valorPago: item.valor, extratoBancario: line.fitid },
    })),
  );
  return result;
}

/** "Confirmar": pays what the credit matches. */
export const confirmLine = (db: Db, actor: Actor, user: SessionUser, id: number, target: LineTarget, today: string) =>
  db.transaction(async (tx) => {
    await reconcileLine(tx, actor, user, id, target, today);
    return getLine(tx, id);
  });

/** "Ignorar" for the credits ticked: the pending ones among them, audited together. */
export const ignoreLines = (db: Db, actor: Actor, user: SessionUser, ids: number[]) =>
  db.transaction(async (tx) => {
    const ignored = await tx
      .update(bankStatementLines)
      .set({ status: 'ignorada', decidedByUserId: user.id, decidedAt: new Date() })
      .where(and(anyId(bankStatementLines.id, ids), eq(bankStatementLines.status, 'pendente')))
      .returning({ fitid: bankStatementLines.fitid });
    if (ignored.length) await audit(tx, actor, { action: 'ignore', entity: 'bank_statement_lines', changes: { fitids: ignored.map((line) => line.fitid) } });
    return { ignorados: ignored.length };
  });

/**
 * "Confirmar PIX" in Pagamentos: a PIX staff saw in the bank's app, kept as a pending credit of
 * its own account and answered with what Plantel proposes it paid, as an OFX's credit would be.
 * Its date follows the payment-date rule now, not only when confirmed.
 */
export async function recordManualPix(db: Db, actor: Actor, user: SessionUser, pix: ManualPix, today: string) {
  const refusal = paymentDateRefusal(pix.data, today);
  if (refusal) throw badRequest(refusal, { data: refusal });
  return db.transaction(async (tx) => {
    const [line] = await tx
      .insert(bankStatementLines)
      .values({ conta: MANUAL_PIX_ACCOUNT, fitid: randomUUID(), data: pix.data, valor: pix.valor, descricao: pix.descricao || 'PIX recebido', importedByUserId: user.id })
      .returning({ id: bankStatementLines.id });
    await audit(tx, actor, { action: 'create', entity: 'bank_statement_lines', entityId: line!.id, changes: pix });
    return getLine(tx, line!.id);
  });
}

/** "Ignorar" and "Restaurar", each audited with the line's status after it. */
export const decideLine = (db: Db, actor: Actor, user: SessionUser, id: number, action: 'ignore' | 'restore') =>
  db.transaction(async (tx) => {
    const line = action === 'ignore' ? await markIgnored(tx, user, id) : await markPending(tx, id);
    await audit(tx, actor, { action, entity: 'bank_statement_lines', entityId: line.id, changes: { fitid: line.fitid, status: line.status } });
    return line;
  });
