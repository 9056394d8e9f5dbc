import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { DISCOUNT_ABOVE_INSTALMENT, type InstalmentDetail, type PaymentProcess } from '@domain/enrollments';
import { instalmentReceiptDescription, instalmentValue } from '@domain/instalments';
import { amountDue } from '@domain/late-fees';
import { INSTALMENTS_CATEGORY, LATE_FEES_CATEGORY } from '@domain/ledger';
import { fromCents, toCents } from '@domain/money';
import { paymentDateRefusal } from '@domain/payment-date';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, categories, enrollments, financialRecords, instalments, teams, units, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { athleteScope, type Payer } from '../../auth/scopes';
import { toInstalment } from './enrollment-payments.service';
import { unitLateFees } from '../../db/late-fee-sql';
import { paymentTaken } from './payment-confirmation';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, INSTALMENT_NOT_FOUND } from '@domain/messages';

export const NOT_PAID = 'Esta parcela não está paga: não há pagamento a cancelar';

/** One instalment (within the caller's scope) with its enrolment's athlete, team and unit, and who took the payment. */
export async function getInstalment(db: Executor, user: Payer, id: number, today: string): Promise<InstalmentDetail> {
  const [row] = await db
    .select({
      instalment: getTableColumns(instalments),
      enrollment: { id: enrollments.id, tipoPlano: enrollments.tipoPlano },
      athlete: { id: athletes.id, nomeCompleto: athletes.nomeCompleto },
      team: { id: teams.id, nome: teams.nome },
      unit: { id: units.id, nome: units.nome },
      processedBy: { id: users.id, nome: users.nome },
      multaJuros: unitLateFees(units.id),
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .leftJoin(users, eq(users.id, instalments.processedByUserId))
    .where(and(eq(instalments.id, id), athleteScope(user)));
  if (!row) throw notFound(INSTALMENT_NOT_FOUND);
  return {
    ...toInstalment(row.instalment, today, row.multaJuros),
    enrollment: { ...row.enrollment, athlete: row.athlete, team: { ...row.team, unit: row.unit } },
    processedBy: row.processedBy,
    multaJuros: row.multaJuros,
  };
}

/**
 * Locks the instalment row until the transaction ends: of two simultaneous payments, the second
 * waits here and then finds it paid.
 */
async function lockInstalment(tx: Tx, user: Payer, id: number) {
  const [row] = await tx
    .select({
      instalment: instalments,
      athleteNome: athletes.nomeCompleto,
      unitId: teams.unitId,
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .where(and(eq(instalments.id, id), athleteScope(user)))
    .for('update', { of: instalments });
  if (!row) throw notFound(INSTALMENT_NOT_FOUND);
  return row;
}

/** A receitas category payments book into (Mensalidades, Multa e juros); created if the school removed it. */
async function paymentCategoryId(tx: Tx, nome: string) {
  const isCategory = and(eq(categories.nome, nome), eq(categories.tipo, 'receita'));
  const [found] = await tx.select({ id: categories.id }).from(categories).where(isCategory);
  if (found) return found.id;
  await tx.insert(categories).values({ nome, tipo: 'receita' }).onConflictDoNothing();
  return firstRow(await tx.select({ id: categories.id }).from(categories).where(isCategory), 'select categories').id;
}

/**
 * A payment as every way of paying gives it: the multa e juros (valorAcrescimo) are '0.00' unless
 * the caller says what was received on top of the instalment (src/domain/late-fees.ts amountDue).
 */
export type PaymentData = Omit<PaymentProcess, 'valorAcrescimo'> & { valorAcrescimo?: string | undefined };

/**
 * docs/architecture.md "Paying an instalment": marks it paid with valorPago = valor − desconto
 * (never below zero) + multa e juros, and records the receita in the ledger — the instalment's part
 * under Mensalidades and the multa e juros, when any, in their own row under Multa e juros — in the
 * caller's transaction.
 */
export async function processPayment(tx: Tx, user: Payer, id: number, { valorAcrescimo = '0.00', ...data }: PaymentData, today: string) {
  const { instalment, athleteNome, unitId } = await lockInstalment(tx, user, id);
  if (instalment.status === 'pago') throw conflict(ALREADY_PAID);
  if (instalment.status === 'cancelado') throw conflict(CANCELLED_CANNOT_BE_PAID);
  // Every way of paying comes through here (Processar, a PIX charge, a statement's credit): one date rule for all.
  const refusal = paymentDateRefusal(data.dataPagamento, today);
  if (refusal) throw badRequest(refusal, { dataPagamento: refusal });
  if (toCents(data.valorDesconto) > toCents(instalment.valor)) {
    throw badRequest(DISCOUNT_ABOVE_INSTALMENT, { valorDesconto: DISCOUNT_ABOVE_INSTALMENT });
  }
  const valorParcela = instalmentValue(instalment.valor, data.valorDesconto);
  const valorPago = fromCents(toCents(valorParcela) + toCents(valorAcrescimo));
  await tx
    .update(instalments)
    .set({ ...data, valorAcrescimo, status: 'pago', valorPago, processedByUserId: user?.id ?? null })
    .where(eq(instalments.id, id));
  const receita = { tipo: 'receita' as const, data: data.dataPagamento, unitId, enrollmentId: instalment.enrollmentId, monthlyPaymentId: id };
  const descricao = instalmentReceiptDescription(instalment.numeroMensalidade, athleteNome);
  await tx.insert(financialRecords).values([
    { ...receita, categoryId: await paymentCategoryId(tx, INSTALMENTS_CATEGORY), categoria: INSTALMENTS_CATEGORY, descricao, valor: valorParcela },
    ...(toCents(valorAcrescimo) > 0
      ? [{ ...receita, categoryId: await paymentCategoryId(tx, LATE_FEES_CATEGORY), categoria: LATE_FEES_CATEGORY, descricao: `Multa e juros: ${descricao}`, valor: valorAcrescimo, lateFees: true }]
      : []),
  ]);
  await paymentTaken(tx, id, unitId);
  // What was paid, without reading the instalment back: the bank's settlement pays thousands in a turn.
  return { id, valorPago };
}

/**
 * Reopens a paid instalment and removes its ledger receita, in the caller's transaction. Answers
 * the payment it undid as well, for the audit log.
 */
async function undoPayment(tx: Tx, user: Payer, id: number, today: string) {
  const { instalment } = await lockInstalment(tx, user, id);
  if (instalment.status !== 'pago') throw conflict(NOT_PAID);
  await tx
    .update(instalments)
    .set({
      status: 'pendente',
      dataPagamento: null,
      metodoPagamento: null,
      valorDesconto: '0.00',
      valorAcrescimo: '0.00',
      valorPago: null,
      processedByUserId: null,
      observacoes: null,
      endToEndId: null,
    })
    .where(eq(instalments.id, id));
  await tx.delete(financialRecords).where(eq(financialRecords.monthlyPaymentId, id));
  const { dataPagamento, metodoPagamento, valorDesconto, valorAcrescimo, valorPago, processedByUserId, observacoes } = instalment;
  return {
    instalment: await getInstalment(tx, user, id, today),
    undone: { dataPagamento, metodoPagamento, valorDesconto, valorAcrescimo, valorPago, processedByUserId, observacoes },
  };
}

/**
 * What a devolução of the school's bank took back of a paid instalment, in the caller's
 * transaction: all it paid reopens it, as Cancelar Pagamento does; a part lowers what it paid, the
 * multa e juros first and then the fee, each in its own receita. Answers the instalment as it is now.
 */
export async function takeBackPayment(tx: Tx, user: Payer, id: number, valor: string, today: string) {
  const { instalment } = await lockInstalment(tx, user, id);
  if (instalment.status !== 'pago') throw conflict(NOT_PAID);
  const refund = toCents(valor);
  const left = toCents(instalment.valorPago ?? instalment.valor) - refund;
  if (left <= 0) return (await undoPayment(tx, user, id, today)).instalment;
  const fromFees = Math.min(refund, toCents(instalment.valorAcrescimo));
  await tx
    .update(instalments)
    .set({ valorPago: fromCents(left), valorAcrescimo: fromCents(toCents(instalment.valorAcrescimo) - fromFees) })
    .where(eq(instalments.id, id));
  for (const [lateFees, part] of [[true, fromFees], [false, refund - fromFees]] as const) {
    if (part === 0) continue;
    await tx
      .update(financialRecords)
      .set({ valor: sql`${financialRecords.valor} - ${fromCents(part)}::numeric` })
      .where(and(eq(financialRecords.monthlyPaymentId, id), eq(financialRecords.lateFees, lateFees)));
  }
  return getInstalment(tx, user, id, today);
}

/** The multa e juros the school's policy charges for an instalment paid on `dataPagamento`. */
async function lateFeesOn(tx: Tx, user: SessionUser, id: number, dataPagamento: string, today: string) {
  const { valor, dataVencimento, multaJuros } = await getInstalment(tx, user, id, today);
  return amountDue(valor, dataVencimento, dataPagamento, multaJuros).acrescimo;
}

/**
 * "Registrar pagamento" (PATCH .../process): processPayment, audited with what was paid. The multa e
 * juros are what staff typed (Processar pre-fills them) or, left out, what the policy charges.
 */
export const payInstalment = (db: Db, actor: Actor, user: SessionUser, id: number, data: PaymentProcess, today: string) =>
  db.transaction(async (tx) => {
    const fees = data.valorAcrescimo ?? (await lateFeesOn(tx, user, id, data.dataPagamento, today));
    await processPayment(tx, user, id, { ...data, valorAcrescimo: fees }, today);
    const instalment = await getInstalment(tx, user, id, today);
    const { dataPagamento, metodoPagamento, valorDesconto, valorAcrescimo, valorPago } = instalment;
    await audit(tx, actor, {
      action: 'process',
      entity: 'monthly_payments',
      entityId: instalment.id,
      changes: { dataPagamento, metodoPagamento, valorDesconto, valorAcrescimo, valorPago },
    });
    return instalment;
  });

export const cancelPayment = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  db.transaction(async (tx) => {
    const { instalment, undone } = await undoPayment(tx, user, id, today);
    await audit(tx, actor, { action: 'cancel', entity: 'monthly_payments', entityId: instalment.id, changes: { pagamentoCancelado: undone } });
    return instalment;
  });
