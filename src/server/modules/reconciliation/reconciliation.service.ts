import { and, asc, between, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import { addDays, dateParts } from '../../../domain/dates';
import { toCents } from '../../../domain/money';
import { CHARGE_NOT_FOUND } from '../../../domain/pix';
import {
  AMOUNT_DIFFERS,
  LINE_ALREADY_RECONCILED,
  LINE_IGNORED,
  LINE_NOT_FOUND,
  MATCH_WINDOW_DAYS,
  type BankLine,
  type BankLineList,
  type BankLineStatus,
  type BankMatch,
  type BankStatementImport,
  type BankTarget,
} from '../../../domain/reconciliation';
import type { Executor, Tx } from '../../db/client';
import { athletes, bankStatementLines, enrollments, instalments, pixChargeItems, pixCharges, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { athleteNameMatches } from '../athletes/athletes.service';
import { openInstalment } from '../payments/instalment-sql';
import { processPayment } from '../payments/payments.service';
import { chargeByTxid, settleCharge } from '../pix/family-charge.service';
import type { Statement } from './ofx';

type Line = typeof bankStatementLines.$inferSelect;

/** Keeps each credit once per account and FITID: a statement imported again adds nothing. */
export async function importStatement(tx: Tx, user: SessionUser, { conta, creditos }: Statement): Promise<BankStatementImport> {
  const inserted = creditos.length
    ? await tx
        .insert(bankStatementLines)
        .values(creditos.map((credit) => ({ conta, ...credit, importedByUserId: user.id })))
        .onConflictDoNothing({ target: [bankStatementLines.conta, bankStatementLines.fitid] })
        .returning({ id: bankStatementLines.id })
    : [];
  return { conta, creditos: creditos.length, novos: inserted.length, jaImportados: creditos.length - inserted.length };
}

// ---- what a credit may pay ----

const instalmentTargetColumns = {
  id: instalments.id,
  enrollmentId: instalments.enrollmentId,
  athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
  numeroParcela: instalments.numeroMensalidade,
  dataVencimento: instalments.dataVencimento,
  valor: instalments.valor,
};

const instalmentTargets = (db: Executor) =>
  db
    .select(instalmentTargetColumns)
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId));

/** A charge settleCharge would take: none of its instalments paid, cancelled or revalued since. */
const currentCharge = sql`not exists (
  select 1 from ${pixChargeItems} inner join ${instalments} on ${instalments.id} = ${pixChargeItems.monthlyPaymentId}
  where ${pixChargeItems.chargeId} = ${pixCharges.id} and (${instalments.status} in ('pago', 'cancelado') or ${instalments.valor} <> ${pixChargeItems.valor})
)`;

const sameAmount = (a: string, b: string) => toCents(a) === toCents(b);

const BY_TXID = 'txid na descrição';
const dueReason = (date: string) => {
  const [, month, day] = dateParts(date);
  return `mesmo valor, vencimento em ${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}`;
};

/**
 * The charge the credit's description names by its txid (what the payer's bank passes on from the
 * BR Code), when it is still open for exactly the credit's amount.
 */
async function matchByTxid(db: Executor, line: Pick<Line, 'descricao' | 'valor'>): Promise<BankMatch | null> {
  const instalmentTxid = /PLANTELP(\d{10})/i.exec(line.descricao);
  if (instalmentTxid) {
    const [parcela] = await instalmentTargets(db).where(and(eq(instalments.id, Number(instalmentTxid[1])), openInstalment));
    if (parcela && sameAmount(parcela.valor, line.valor)) return { parcela, cobranca: null, motivo: BY_TXID };
  }
  const familyTxid = /PLANTELF[0-9A-F]{16}/i.exec(line.descricao);
  if (familyTxid) {
    const [open] = await db
      .select({ txid: pixCharges.txid })
      .from(pixCharges)
      .where(and(eq(pixCharges.txid, familyTxid[0].toUpperCase()), eq(pixCharges.status, 'aberta'), eq(pixCharges.valor, line.valor), currentCharge));
    if (open) return { parcela: null, cobranca: await chargeTarget(db, open.txid), motivo: BY_TXID };
  }
  return null;
}

async function chargeTarget(db: Executor, txid: string) {
  const { id, valor, itens } = await chargeByTxid(db, txid);
  return { id, txid, valor, itens };
}

interface CandidateSearch {
  valor: string;
  data: string;
  /** Only due dates this many days from the credit's; without it, any. */
  windowDays?: number;
  /** The athlete's name (a family charge: any of its athletes). */
  busca?: string;
  limit: number;
}

/**
 * Open instalments and family charges of exactly the credit's amount, nearest due date first (a
 * charge's nearest instalment). A charge of one instalment is left out: its instalment is there itself.
 */
async function amountCandidates(db: Executor, { valor, data, windowDays, busca, limit }: CandidateSearch) {
  const distance = (column: SQL | typeof instalments.dataVencimento) => sql<number>`abs(${column} - ${data}::date)`;
  const parcelas = await db
    .select({ ...instalmentTargetColumns, distancia: distance(instalments.dataVencimento) })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(
      and(
        openInstalment,
        eq(instalments.valor, valor),
        windowDays === undefined ? undefined : between(instalments.dataVencimento, addDays(data, -windowDays), addDays(data, windowDays)),
        busca ? athleteNameMatches(busca) : undefined,
      ),
    )
    .orderBy(distance(instalments.dataVencimento), asc(instalments.dataVencimento), asc(instalments.id))
    .limit(limit);

  const nearest = sql<number>`min(${distance(instalments.dataVencimento)})::int`;
  const charges = await db
    .select({
      txid: pixCharges.txid,
      distancia: nearest,
      vencimento: sql<string>`((array_agg(${instalments.dataVencimento} order by ${distance(instalments.dataVencimento)}))[1])::text`,
    })
    .from(pixCharges)
    .innerJoin(pixChargeItems, eq(pixChargeItems.chargeId, pixCharges.id))
    .innerJoin(instalments, eq(instalments.id, pixChargeItems.monthlyPaymentId))
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(and(eq(pixCharges.status, 'aberta'), eq(pixCharges.valor, valor), currentCharge))
    .groupBy(pixCharges.id)
    .having(
      and(
        sql`count(*) > 1`,
        windowDays === undefined ? undefined : sql`${nearest} <= ${windowDays}`,
        busca ? sql`bool_or(${athleteNameMatches(busca)})` : undefined,
      ),
    )
    .orderBy(nearest, asc(pixCharges.id))
    .limit(limit);

  const candidates: (BankMatch & { distancia: number })[] = parcelas.map(({ distancia, ...parcela }) => ({
    parcela,
    cobranca: null,
    motivo: dueReason(parcela.dataVencimento),
    distancia,
  }));
  for (const charge of charges) {
    candidates.push({ parcela: null, cobranca: await chargeTarget(db, charge.txid), motivo: dueReason(charge.vencimento), distancia: charge.distancia });
  }
  return candidates.sort((a, b) => a.distancia - b.distancia).slice(0, limit);
}

/** A pending credit's proposal (by txid, else the one nearest of its amount) and its candidates. */
async function proposalOf(db: Executor, line: Line) {
  const near = await amountCandidates(db, { valor: line.valor, data: line.data, windowDays: MATCH_WINDOW_DAYS, limit: 10 });
  const candidatos = near.map(({ distancia: _distancia, ...match }) => match);
  const byTxid = await matchByTxid(db, line);
  if (byTxid) return { proposta: byTxid, candidatos };
  const [first, second] = near;
  const proposta = first && (!second || second.distancia > first.distancia) ? candidatos[0]! : null;
  return { proposta, candidatos };
}

/** What a reconciled credit paid. */
async function paidBy(db: Executor, line: Line): Promise<BankTarget | null> {
  if (line.monthlyPaymentId !== null) {
    const [parcela] = await instalmentTargets(db).where(eq(instalments.id, line.monthlyPaymentId));
    return parcela ? { parcela, cobranca: null } : null;
  }
  if (line.pixChargeId !== null) {
    const [charge] = await db.select({ txid: pixCharges.txid }).from(pixCharges).where(eq(pixCharges.id, line.pixChargeId));
    return charge ? { parcela: null, cobranca: await chargeTarget(db, charge.txid) } : null;
  }
  return null;
}

// ---- the lines ----

const lineColumns = {
  line: bankStatementLines,
  decididoPor: { id: users.id, nome: users.nome },
};

const selectLines = (db: Executor) =>
  db.select(lineColumns).from(bankStatementLines).leftJoin(users, eq(users.id, bankStatementLines.decidedByUserId));

async function toBankLine(db: Executor, { line, decididoPor }: { line: Line; decididoPor: { id: number; nome: string } | null }): Promise<BankLine> {
  const pending = line.status === 'pendente' ? await proposalOf(db, line) : { proposta: null, candidatos: [] };
  return {
    id: line.id,
    conta: line.conta,
    fitid: line.fitid,
    data: line.data,
    descricao: line.descricao,
    valor: line.valor,
    status: line.status,
    ...pending,
    pagou: line.status === 'conciliada' ? await paidBy(db, line) : null,
    decididoPor,
    decididoEm: line.decidedAt?.toISOString() ?? null,
  };
}

export async function getLine(db: Executor, id: number) {
  const [row] = await selectLines(db).where(eq(bankStatementLines.id, id));
  if (!row) throw notFound(LINE_NOT_FOUND);
  return toBankLine(db, row);
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
  const items = [];
  for (const row of rows) items.push(await toBankLine(db, row));
  return { items, total: totais[query.status], page: query.page, pageSize: query.pageSize, totais };
}

/** "Escolher outra parcela": every open instalment or family charge of the credit's amount, nearest due first. */
export async function lineOptions(db: Executor, id: number, busca: string | undefined) {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, id));
  if (!line) throw notFound(LINE_NOT_FOUND);
  const options = await amountCandidates(db, { valor: line.valor, data: line.data, busca, limit: 20 });
  return { opcoes: options.map(({ distancia: _distancia, ...match }) => match) };
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
export async function confirmLine(tx: Tx, user: SessionUser, id: number, target: { instalmentId?: number; chargeId?: number }, today: string) {
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
      decidedByUserId: user.id,
      decidedAt: new Date(),
    })
    .where(eq(bankStatementLines.id, id));
  return { line: await getLine(tx, id), paid };
}

/** Ignores a pending credit (not the school's fee: a transfer, a refund); a reconciled one stays. */
export async function ignoreLine(tx: Tx, user: SessionUser, id: number) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'pendente') {
    await tx.update(bankStatementLines).set({ status: 'ignorada', decidedByUserId: user.id, decidedAt: new Date() }).where(eq(bankStatementLines.id, id));
  }
  return getLine(tx, id);
}

/** Brings an ignored credit back to the pending list. */
export async function restoreLine(tx: Tx, id: number) {
  const line = await lockLine(tx, id);
  if (line.status === 'conciliada') throw conflict(LINE_ALREADY_RECONCILED);
  if (line.status === 'ignorada') {
    await tx.update(bankStatementLines).set({ status: 'pendente', decidedByUserId: null, decidedAt: null }).where(eq(bankStatementLines.id, id));
  }
  return getLine(tx, id);
}
