import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, not, type SQL } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { groupBy } from '@domain/group-by';
import { amountDue, type LateFeePolicy } from '@domain/late-fees';
import { fromCents, toCents } from '@domain/money';
import {
  CHARGE_ALREADY_PAID,
  CHARGE_NOT_FOUND,
  CHARGE_STALE,
  NO_OPEN_INSTALMENTS,
  OFFER_CHANGED,
  payAllOffer,
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
import { lateFeesOfUnit } from '../../db/late-fee-sql';
import { underReview } from '../../db/payment-claim-sql';
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

/** An instalment in a charge, with the multa e juros it carries on the day the charge is made (src/domain/late-fees.ts). */
export type ChargedItem = PixChargeItem & { acrescimo: string };

/** What a charge asks for its items: the sum of their values and fees, and of their fees alone. */
export function chargeTotal(items: ChargedItem[]) {
  const acrescimo = items.reduce((sum, item) => sum + toCents(item.acrescimo), 0);
  return { valor: fromCents(items.reduce((sum, item) => sum + toCents(item.valor), acrescimo)), acrescimo: fromCents(acrescimo) };
}

/** The same instalments at the same values and fees: the charge already made for them still holds. */
type ItemAmounts = Pick<ChargedItem, 'instalmentId' | 'valor' | 'acrescimo'>;
const sameItems = (a: ItemAmounts[], b: ItemAmounts[]) =>
  a.length === b.length &&
  a.every((item, i) => item.instalmentId === b[i]?.instalmentId && toCents(item.valor) === toCents(b[i]!.valor) && toCents(item.acrescimo) === toCents(b[i]!.acrescimo));

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
 * (staff may make one to send a family): one charge, one txid, for a set of instalments. A new one
 * replaces every open charge that shares an instalment with it (one open family charge at a time:
 * the family's 'Pagar tudo' and staff's WhatsApp charge never both stand over one fee).
 */
export async function chargeForItems(tx: Tx, user: SessionUser, items: ChargedItem[]) {
  const wanted = [...items].sort((a, b) => a.instalmentId - b.instalmentId);
  const ids = wanted.map((item) => item.instalmentId);
  await lockOpenInstalments(tx, ids);
  const open = await tx
    .select({ id: pixCharges.id, txid: pixCharges.txid, instalmentId: pixChargeItems.monthlyPaymentId, valor: pixChargeItems.valor, acrescimo: pixChargeItems.acrescimo })
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

  const { valor } = chargeTotal(items);
  const created = firstRow(
    await tx.insert(pixCharges).values({ txid: familyTxid(), valor, requestedByUserId: user.id }).returning({ id: pixCharges.id, txid: pixCharges.txid }),
    'insert pix_charges',
  );
  await tx.insert(pixChargeItems).values(items.map((item) => ({ chargeId: created.id, monthlyPaymentId: item.instalmentId, valor: item.valor, acrescimo: item.acrescimo })));
  const replaced = [...new Set(open.map((row) => row.id))];
  if (replaced.length) {
    await tx.update(pixCharges).set({ status: 'substituida', replacedByChargeId: created.id }).where(inArray(pixCharges.id, replaced));
  }
  return created;
}

/**
 * Instalments grouped by who receives them (one PIX each), each with the multa e juros it carries
 * `today`: settings and policy read once per unit, and units of one receiver together; instalments
 * of units without PIX are left out.
 */
export async function byReceiver(tx: Executor, rows: (PixChargeItem & { unitId: number })[], today: string) {
  const settingsOfUnit = new Map<number, PixSettings | null>();
  const feesOfUnit = new Map<number, LateFeePolicy | null>();
  for (const unitId of new Set(rows.map((row) => row.unitId))) {
    settingsOfUnit.set(unitId, await effectiveSettings(tx, unitId));
    feesOfUnit.set(unitId, await lateFeesOfUnit(tx, unitId));
  }
  const groups: { settings: PixSettings; items: ChargedItem[] }[] = [];
  for (const { unitId, ...row } of rows) {
    const settings = settingsOfUnit.get(unitId);
    if (!settings) continue;
    const item = { ...row, acrescimo: amountDue(row.valor, row.dataVencimento, today, feesOfUnit.get(unitId) ?? null).acrescimo };
    const group = groups.find((candidate) => sameReceiver(candidate.settings, settings));
    if (group) group.items.push(item);
    else groups.push({ settings, items: [item] });
  }
  return groups;
}

/**
 * The instalments 'Pagar tudo' may offer the family: its children's open ones not under review
 * ("Já paguei"), each enrolment's by due date, with the unit that receives them.
 */
const payableInstalments = (tx: Tx, user: SessionUser) =>
  tx
    .select({ ...itemColumns, enrollmentId: instalments.enrollmentId, unitId: teams.unitId })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(openInstalment, athleteScope(user), not(underReview(instalments.id))))
    .orderBy(asc(athletes.nomeCompleto), asc(instalments.dataVencimento), asc(instalments.id));

/**
 * 'Pagar tudo' (POST /api/family/pix-charges): the instalments the family ticked among those it was
 * offered (payAllOffer: the overdue ones and each enrolment's next), in one charge per receiver
 * (units of one company share one). One the offer no longer holds (paid, under review, not the
 * family's) refuses the whole request: the family pays what its card showed or nothing. Asking
 * again for the same instalments answers the same charge, so its txid stays the one the bank sees.
 */
async function chargesOfFamily(tx: Tx, user: SessionUser, parcelas: number[], today: string): Promise<FamilyPixCharges> {
  const wanted = new Set(parcelas);
  const chosen = payAllOffer(await payableInstalments(tx, user), today).filter((row) => wanted.has(row.instalmentId));
  if (chosen.length !== wanted.size) throw conflict(OFFER_CHANGED);
  // All of them locked at once, in one order, before each receiver's charge locks its own share;
  // then checked again, as a payment or a "Já paguei" may have taken one before the lock.
  const ids = chosen.map((row) => row.instalmentId);
  const stillOpen = await lockOpenInstalments(tx, ids);
  const [reviewed] = await tx.select({ n: count() }).from(instalments).where(and(inArray(instalments.id, ids), underReview(instalments.id)));
  if (stillOpen.size !== ids.length || reviewed!.n > 0) throw conflict(OFFER_CHANGED);

  const groups = await byReceiver(
    tx,
    chosen.map(({ enrollmentId: _e, ...row }) => row),
    today,
  );
  if (groups.length === 0) throw notFound(NO_OPEN_INSTALMENTS);
  if (groups.reduce((sum, group) => sum + group.items.length, 0) !== chosen.length) throw conflict(OFFER_CHANGED);

  const cobrancas = [];
  for (const { settings, items } of groups) {
    const { id, txid } = await chargeForItems(tx, user, items);
    const { valor, acrescimo } = chargeTotal(items);
    cobrancas.push({ id, ...(await pixCharge(settings, valor, txid, 'Mensalidades', acrescimo)), itens: items });
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
 * the charge was made stops it: the family paid the charge's sum, which no longer fits. A replaced
 * charge whose code was paid anyway (a static code cannot be withdrawn) still settles while its
 * instalments are owed as they were: the money is for exactly them.
 */
export async function settleCharge(tx: Tx, user: Payer, id: number, dataPagamento: string, today: string): Promise<PixChargeDetail> {
  const [charge] = await tx.select().from(pixCharges).where(eq(pixCharges.id, id)).for('update');
  if (!charge) throw notFound(CHARGE_NOT_FOUND);
  if (charge.status === 'paga') throw conflict(CHARGE_ALREADY_PAID);
  const items = await tx
    .select({ instalmentId: pixChargeItems.monthlyPaymentId, valor: pixChargeItems.valor, acrescimo: pixChargeItems.acrescimo, current: instalments.valor, status: instalments.status })
    .from(pixChargeItems)
    .innerJoin(instalments, eq(instalments.id, pixChargeItems.monthlyPaymentId))
    .where(eq(pixChargeItems.chargeId, id))
    .for('update', { of: instalments });
  if (items.some((item) => (item.status === 'pago' || item.status === 'cancelado') || toCents(item.current) !== toCents(item.valor))) throw conflict(CHARGE_STALE);
  for (const item of items) {
    const payment = { dataPagamento, metodoPagamento: 'pix' as const, valorDesconto: '0.00', valorAcrescimo: item.acrescimo, observacoes: `PIX ${charge.txid}` };
    await processPayment(tx, user, item.instalmentId, payment, today);
  }
  await tx.update(pixCharges).set({ status: 'paga', paidAt: new Date(), settledByUserId: user?.id ?? null }).where(eq(pixCharges.id, id));
  return chargeDetail(tx, eq(pixCharges.id, id));
}

export const familyCharges = (db: Db, user: SessionUser, parcelas: number[], today: string) => db.transaction((tx) => chargesOfFamily(tx, user, parcelas, today));

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
