import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@domain/enrollments';
import type { Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { athletes, companies, enrollments, instalments, receipts, teams, units, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { athleteScope, type Payer } from '../../auth/scopes';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';

export const NO_RECEIPT_UNPAID = 'Esta parcela não está paga: não há recibo';

/**
 * Issues the receipt of a payment just taken, in the payment's transaction: its school's next number
 * is given as the transaction commits (migration 0031), so the school's receipts are numbered without
 * a gap or a repeat however many payments arrive at once, and a payment rolled back takes none.
 * Answers the receipt's id.
 */
export async function issueReceipt(tx: Tx, instalmentId: number, unitId: number) {
  const issued = await tx.execute<{ id: number }>(sql`
    insert into ${receipts} (company_id, monthly_payment_id)
    select ${units.companyId}, ${instalmentId} from ${units} where ${units.id} = ${unitId}
    returning id`);
  return firstRow(issued.rows, 'receipts').id;
}

/**
 * A receipt's number as printed: the school's sequence, "000042". A payment taken before receipts
 * were numbered per school keeps the number it was printed with then, the year it was paid and the
 * instalment's id ("2026-000042"), so a receipt downloaded again still reads the same.
 */
export const receiptNumber = (receipt: Pick<ReceiptData, 'id' | 'numeroRecibo' | 'dataPagamento'>) =>
  receipt.numeroRecibo === null ? `${receipt.dataPagamento.slice(0, 4)}-${String(receipt.id).padStart(6, '0')}` : String(receipt.numeroRecibo).padStart(6, '0');

export const receiptFileName = (receipt: Pick<ReceiptData, 'id' | 'numeroRecibo' | 'dataPagamento'>) => `recibo-${receiptNumber(receipt)}.pdf`;

/** The instalment's latest receipt: a payment cancelled and taken again issued a new one. */
const latestReceiptNumber = sql<number | null>`(select ${receipts.numero} from ${receipts} where ${receipts.monthlyPaymentId} = ${instalments.id} order by ${receipts.id} desc limit 1)`;

/** What a receipt prints: the payment, who paid it for whom, the school that received it and who confirmed it. */
export interface ReceiptData {
  id: number;
  /** The school's sequence number; null for a payment taken before receipts were numbered per school. */
  numeroRecibo: number | null;
  numeroMensalidade: number;
  valor: string;
  valorDesconto: string;
  /** Multa e juros received on top of the instalment (src/domain/late-fees.ts). */
  valorAcrescimo: string;
  valorPago: string;
  dataVencimento: string;
  dataPagamento: string;
  metodoPagamento: PaymentMethod | null;
  athlete: { nomeCompleto: string; responsavelNome: string; responsavelCpf: string };
  team: string;
  unit: string;
  company: { nomeFantasia: string; razaoSocial: string; cnpj: string; telefone: string | null; email: string | null };
  /** The company's address, else the unit's (the school's address as the receipt prints it). */
  endereco: string | null;
  /** Null once that user was removed. */
  confirmedBy: string | null;
}

const receiptColumns = {
  id: instalments.id,
  numeroRecibo: latestReceiptNumber,
  numeroMensalidade: instalments.numeroMensalidade,
  valor: instalments.valor,
  valorDesconto: instalments.valorDesconto,
  valorAcrescimo: instalments.valorAcrescimo,
  valorPago: instalments.valorPago,
  dataVencimento: instalments.dataVencimento,
  dataPagamento: instalments.dataPagamento,
  metodoPagamento: instalments.metodoPagamento,
  status: instalments.status,
  athlete: { nomeCompleto: athletes.nomeCompleto, responsavelNome: athletes.responsavelNome, responsavelCpf: athletes.responsavelCpf },
  team: teams.nome,
  unit: units.nome,
  company: { nomeFantasia: companies.nomeFantasia, razaoSocial: companies.razaoSocial, cnpj: companies.cnpj, telefone: companies.telefone, email: companies.email },
  endereco: sql<string | null>`coalesce(nullif(${companies.endereco}, ''), ${units.endereco})`,
  confirmedBy: sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`,
};

async function receiptWhere(db: Executor, where: SQL | undefined): Promise<ReceiptData> {
  const [row] = await db
    .select(receiptColumns)
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .innerJoin(companies, eq(companies.id, units.companyId))
    .leftJoin(users, eq(users.id, instalments.processedByUserId))
    .where(where);
  if (!row) throw notFound(INSTALMENT_NOT_FOUND);
  // Taking a payment always writes its date and amount; without them there is nothing to attest.
  const { status, dataPagamento, valorPago, ...rest } = row;
  if (status !== 'pago' || !dataPagamento || valorPago === null) throw conflict(NO_RECEIPT_UNPAID);
  return { ...rest, dataPagamento, valorPago };
}

/** A paid instalment within the caller's scope (a cliente: their children's; the bank's jobs: any), as its receipt prints it. */
export const getReceiptData = (db: Executor, user: Payer, id: number): Promise<ReceiptData> => receiptWhere(db, and(eq(instalments.id, id), athleteScope(user)));

/**
 * The payer's whole CPF is shown to the payer alone (a reimbursement scheme asks for it): a family
 * account whose own CPF it is. Anyone else, staff included, reads it masked.
 */
export const isPayer = (user: Payer, receipt: ReceiptData) => user?.tipo === 'cliente' && user.cpf !== null && user.cpf === receipt.athlete.responsavelCpf;
