import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { groupBy } from '@domain/group-by';
import { fromCents, toCents } from '@domain/money';
import {
  CHARGE_ALREADY_PAID,
  CHARGE_NOT_FOUND,
  CHARGE_STALE,
  NO_OPEN_INSTALMENTS,
  type FamilyPixCharges,
  type PixChargeDetail,
  type PixChargeItem,
  type PixSettings,
} from '@domain/pix';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, enrollments, instalments, pixChargeItems, pixCharges, teams } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { athleteScope, type Payer } from '../../auth/scopes';
import { openInstalment } from '../../db/instalment-sql';
import { processPayment } from '../payments/payments.service';
import { effectiveSettings, pixCharge } from './pix.service';

/** A family charge's txid: random, so it reveals nothing and cannot be guessed from another. */
const familyTxid = () => `PLANTELF${randomBytes(8).toString('hex').toUpperCase()}`;

const sameReceiver = (a: PixSettings, b: PixSettings) => a.chave === b.chave && a.nomeRecebedor === b.nomeRecebedor && a.cidade === b.cidade;

const itemColumns = {
  instalmentId: instalments.id,
  athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
  numeroParcela: instalments.numeroMensalidade,
  dataVencimento: instalments.dataVencimento,
  valor: instalments.valor,
};

/** The same instalments at the same values: the charge already made for them still holds. */
const sameItems = (a: { instalmentId: number; valor: string }[], b: { instalmentId: number; valor: string }[]) =>
  a.length === b.length && a.every((item, i) => item.instalmentId === b[i]?.instalmentId && toCents(item.valor) === toCents(b[i]!.valor));

/**
 * Locks these instalments, in id order, until the transaction ends, and answers those still open:
 * of requests at once for them (a double tap, two guardians, staff's WhatsApp charge), the later
 * wait here and then find the charge the first one made. Whoever then charges them in several
 * parts (one per receiver) locks them all here first, so every request locks in the same order
 * and none can deadlock another.
 */
export async function lockOpenInstalments(tx: Tx, ids: number[]) {
  const open = await tx
    .select({ id: instalments.id })
    .from(instalments)
    .where(and(inArray(instalments.id, ids), openInstalment))
    .orderBy(asc(instalments.id))
    .for('update');
  return new Set(open.map((row) => row.id));
}

/**
 * The open charge for exactly these instalments at these values, whoever asked for it, or a new one
 * (staff may make one to send a family): one charge, one txid, for a set of instalments.
 */
export async function chargeForItems(tx: Tx, user: SessionUser, items: PixChargeItem[]) {
  const wanted = [...items].sort((a, b) => a.instalmentId - b.instalmentId);
  const ids = wanted.map((item) => item.instalmentId);
  await lockOpenInstalments(tx, ids);
  const open = await tx
    .select({ id: pixCharges.id, txid: pixCharges.txid, instalmentId: pixChargeItems.monthlyPaymentId, valor: pixChargeItems.valor })
    .from(pixCharges)
    .innerJoin(pixChargeItems, eq(pixChargeItems.chargeId, pixCharges.id))
    .where(
      and(
        eq(pixCharges.status, 'aberta'),
        inArray(pixCharges.id, tx.select({ id: pixChargeItems.chargeId }).from(pixChargeItems).where(inArray(pixChargeItems.monthlyPaymentId, ids))),
      ),
    )
    .orderBy(asc(pixCharges.id), asc(pixChargeItems.monthlyPaymentId));
  const itemsOf = groupBy(open, (row) => row.id);
  for (const chargeId of new Set(open.map((row) => row.id))) {
    const rows = itemsOf(chargeId);
    if (sameItems(rows, wanted)) return { id: chargeId, txid: rows[0]!.txid };
  }

  const valor = fromCents(items.reduce((sum, item) => sum + toCents(item.valor), 0));
  const created = firstRow(
    await tx.insert(pixCharges).values({ txid: familyTxid(), valor, requestedByUserId: user.id }).returning({ id: pixCharges.id, txid: pixCharges.txid }),
    'insert pix_charges',
  );
  await tx.insert(pixChargeItems).values(items.map((item) => ({ chargeId: created.id, monthlyPaymentId: item.instalmentId, valor: item.valor })));
  return created;
}

/**
 * Instalments grouped by who receives them (one PIX each): settings read once per unit, and units
 * of one receiver together; instalments of units without PIX are left out.
 */
export async function byReceiver(tx: Executor, rows: (PixChargeItem & { unitId: number })[]) {
  const settingsOfUnit = new Map<number, PixSettings | null>();
  for (const unitId of new Set(rows.map((row) => row.unitId))) settingsOfUnit.set(unitId, await effectiveSettings(tx, unitId));
  const groups: { settings: PixSettings; items: PixChargeItem[] }[] = [];
  for (const { unitId, ...item } of rows) {
    const settings = settingsOfUnit.get(unitId);
    if (!settings) continue;
    const group = groups.find((candidate) => sameReceiver(candidate.settings, settings));
    if (group) group.items.push(item);
    else groups.push({ settings, items: [item] });
  }
  return groups;
}

/**
 * 'Pagar tudo' (POST /api/family/pix-charges): every open instalment of the family's children that
 * the school receives by PIX, in one charge per receiver (units of one company share one). Asking
 * again for the same instalments, at once or later, answers the same charge, so its txid stays the
 * one the bank sees.
 */
async function chargesOfFamily(tx: Tx, user: SessionUser): Promise<FamilyPixCharges> {
  const rows = await tx
    .select({ ...itemColumns, unitId: teams.unitId })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(openInstalment, athleteScope(user)))
    .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento), asc(instalments.id));
  // All of them locked at once, in one order, before each receiver's charge locks its own share.
  const stillOpen = await lockOpenInstalments(tx, rows.map((row) => row.instalmentId));

  const groups = await byReceiver(tx, rows.filter((row) => stillOpen.has(row.instalmentId)));
  if (groups.length === 0) throw notFound(NO_OPEN_INSTALMENTS);

  const cobrancas = [];
  for (const { settings, items } of groups) {
    const { id, txid } = await chargeForItems(tx, user, items);
    const valor = fromCents(items.reduce((sum, item) => sum + toCents(item.valor), 0));
    cobrancas.push({ id, ...(await pixCharge(settings, valor, txid, 'Mensalidades')), itens: items });
  }
  return { cobrancas };
}

async function chargeDetail(db: Executor, where: SQL): Promise<PixChargeDetail> {
  const [charge] = await db.select({ id: pixCharges.id, txid: pixCharges.txid, valor: pixCharges.valor, status: pixCharges.status, paidAt: pixCharges.paidAt }).from(pixCharges).where(where);
  if (!charge) throw notFound(CHARGE_NOT_FOUND);
  const itens = await db
    .select({ ...itemColumns, valor: pixChargeItems.valor })
    .from(pixChargeItems)
    .innerJoin(instalments, eq(instalments.id, pixChargeItems.monthlyPaymentId))
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .where(eq(pixChargeItems.chargeId, charge.id))
    .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento));
  return { ...charge, paidAt: charge.paidAt?.toISOString() ?? null, itens };
}

/** GET /api/pix-charges?txid=: the family charge a bank statement line names. */
export const chargeByTxid = (db: Executor, txid: string) => chargeDetail(db, eq(pixCharges.txid, txid));

/**
 * Confirms a family charge was paid: each of its instalments is paid by PIX through the one payment
 * transaction (a ledger receita each), all or none. An instalment paid, cancelled or revalued since
 * the charge was made stops it: the family paid the charge's sum, which no longer fits.
 */
export async function settleCharge(tx: Tx, user: Payer, id: number, dataPagamento: string, today: string): Promise<PixChargeDetail> {
  const [charge] = await tx.select().from(pixCharges).where(eq(pixCharges.id, id)).for('update');
  if (!charge) throw notFound(CHARGE_NOT_FOUND);
  if (charge.status === 'paga') throw conflict(CHARGE_ALREADY_PAID);
  const items = await tx
    .select({ instalmentId: pixChargeItems.monthlyPaymentId, valor: pixChargeItems.valor, current: instalments.valor, status: instalments.status })
    .from(pixChargeItems)
    .innerJoin(instalments, eq(instalments.id, pixChargeItems.monthlyPaymentId))
    .where(eq(pixChargeItems.chargeId, id))
    .for('update', { of: instalments });
  if (items.some((item) => (item.status === 'pago' || item.status === 'cancelado') || toCents(item.current) !== toCents(item.valor))) throw conflict(CHARGE_STALE);
  for (const item of items) {
    await processPayment(tx, user, item.instalmentId, { dataPagamento, metodoPagamento: 'pix', valorDesconto: '0.00', observacoes: `PIX ${charge.txid}` }, today);
  }
  await tx.update(pixCharges).set({ status: 'paga', paidAt: new Date(), settledByUserId: user?.id ?? null }).where(eq(pixCharges.id, id));
  return chargeDetail(tx, eq(pixCharges.id, id));
}

export const familyCharges = (db: Db, user: SessionUser) => db.transaction((tx) => chargesOfFamily(tx, user));

/** Staff settle a family charge by hand ("Confirmar pagamento"): audited as the charge's and each instalment's. */
export const settlePixCharge = (db: Db, actor: Actor, user: SessionUser, id: number, dataPagamento: string, today: string) =>
  db.transaction(async (tx) => {
    const settled = await settleCharge(tx, user, id, dataPagamento, today);
    await audit(tx, actor, {
      action: 'settle',
      entity: 'pix_charges',
      entityId: settled.id,
      changes: { txid: settled.txid, dataPagamento, parcelas: settled.itens.map((item) => item.instalmentId) },
    });
    // Each instalment's own trail shows its payment too, as a payment taken one by one does.
    for (const item of settled.itens) {
      await audit(tx, actor, {
        action: 'process',
        entity: 'monthly_payments',
        entityId: item.instalmentId,
        changes: { dataPagamento, metodoPagamento: 'pix', valorPago: item.valor, cobrancaPix: settled.txid },
      });
    }
    return settled;
  });
