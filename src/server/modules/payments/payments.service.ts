import { and, eq, getTableColumns } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import { DISCOUNT_ABOVE_INSTALMENT, type InstalmentDetail, type PaymentProcess } from '@domain/enrollments';
import { instalmentReceiptDescription, instalmentValue } from '@domain/instalments';
import { INSTALMENTS_CATEGORY } from '@domain/ledger';
import { toCents } from '@domain/money';
import { paymentDateRefusal } from '@domain/payment-date';
import { audit, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, categories, enrollments, financialRecords, instalments, teams, units, users } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../http/errors';
import { athleteScope, type Payer } from '../../auth/scopes';
import { toInstalment } from './enrollment-payments.service';
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
    ...toInstalment(row.instalment, today),
    enrollment: { ...row.enrollment, athlete: row.athlete, team: { ...row.team, unit: row.unit } },
    processedBy: row.processedBy,
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

/** The receitas category of paid instalments; created if the school removed it. */
async function instalmentsCategoryId(tx: Tx) {
  const isInstalmentsCategory = and(eq(categories.nome, INSTALMENTS_CATEGORY), eq(categories.tipo, 'receita'));
  const [found] = await tx.select({ id: categories.id }).from(categories).where(isInstalmentsCategory);
  if (found) return found.id;
  await tx.insert(categories).values({ nome: INSTALMENTS_CATEGORY, tipo: 'receita' }).onConflictDoNothing();
  return firstRow(await tx.select({ id: categories.id }).from(categories).where(isInstalmentsCategory), 'select categories').id;
}

/**
 * docs/architecture.md "Paying an instalment": marks it paid with valorPago = valor − desconto
 * (never below zero) and records the receita in the ledger, in the caller's transaction.
 */
export async function processPayment(tx: Tx, user: Payer, id: number, data: PaymentProcess, today: string) {
  const { instalment, athleteNome, unitId } = await lockInstalment(tx, user, id);
  if (instalment.status === 'pago') throw conflict(ALREADY_PAID);
  if (instalment.status === 'cancelado') throw conflict(CANCELLED_CANNOT_BE_PAID);
  // Every way of paying comes through here (Processar, a PIX charge, a statement's credit): one date rule for all.
  const refusal = paymentDateRefusal(data.dataPagamento, today);
  if (refusal) throw badRequest(refusal, { dataPagamento: refusal });
  if (toCents(data.valorDesconto) > toCents(instalment.valor)) {
    throw badRequest(DISCOUNT_ABOVE_INSTALMENT, { valorDesconto: DISCOUNT_ABOVE_INSTALMENT });
  }
  const valorPago = instalmentValue(instalment.valor, data.valorDesconto);
  await tx
    .update(instalments)
    .set({ ...data, status: 'pago', valorPago, processedByUserId: user?.id ?? null })
    .where(eq(instalments.id, id));
  await tx.insert(financialRecords).values({
    tipo: 'receita',
    categoryId: await instalmentsCategoryId(tx),
    categoria: INSTALMENTS_CATEGORY,
    descricao: instalmentReceiptDescription(instalment.numeroMensalidade, athleteNome),
    valor: valorPago,
    data: data.dataPagamento,
    unitId,
    enrollmentId: instalment.enrollmentId,
    monthlyPaymentId: id,
  });
  return getInstalment(tx, user, id, today);
}

/**
 * Reopens a paid instalment and removes its ledger receita, in the caller's transaction. Answers
 * the payment it undid as well, for the audit log.
 */
async function undoPayment(tx: Tx, user: SessionUser, id: number, today: string) {
  const { instalment } = await lockInstalment(tx, user, id);
  if (instalment.status !== 'pago') throw conflict(NOT_PAID);
  await tx
    .update(instalments)
    .set({
      status: 'pendente',
      dataPagamento: null,
      metodoPagamento: null,
      valorDesconto: '0.00',
      valorPago: null,
      processedByUserId: null,
      observacoes: null,
    })
    .where(eq(instalments.id, id));
  await tx.delete(financialRecords).where(eq(financialRecords.monthlyPaymentId, id));
  const { dataPagamento, metodoPagamento, valorDesconto, valorPago, processedByUserId, observacoes } = instalment;
  return {
    instalment: await getInstalment(tx, user, id, today),
    undone: { dataPagamento, metodoPagamento, valorDesconto, valorPago, processedByUserId, observacoes },
  };
}

/** "Registrar pagamento" (PATCH .../process): processPayment, audited with what was paid. */
export const payInstalment = (db: Db, actor: Actor, user: SessionUser, id: number, data: PaymentProcess, today: string) =>
  db.transaction(async (tx) => {
    const instalment = await processPayment(tx, user, id, data, today);
    const { dataPagamento, metodoPagamento, valorDesconto, valorPago } = instalment;
    await audit(tx, actor, {
      action: 'process',
      entity: 'monthly_payments',
      entityId: instalment.id,
      changes: { dataPagamento, metodoPagamento, valorDesconto, valorPago },
    });
    return instalment;
  });

export const cancelPayment = (db: Db, actor: Actor, user: SessionUser, id: number, today: string) =>
  db.transaction(async (tx) => {
    const { instalment, undone } = await undoPayment(tx, user, id, today);
    await audit(tx, actor, { action: 'cancel', entity: 'monthly_payments', entityId: instalment.id, changes: { pagamentoCancelado: undone } });
    return instalment;
  });
