import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '@domain/auth';
import type { PaymentMethod } from '@domain/enrollments';
import type { Executor } from '../../db/client';
import { athletes, companies, enrollments, instalments, teams, units, users } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { athleteScope } from '../../auth/scopes';
import { INSTALMENT_NOT_FOUND } from '@domain/messages';

export const NO_RECEIPT_UNPAID = 'Esta parcela não está paga: não há recibo';

/**
 * A paid instalment's receipt number: the year it was paid and the instalment's id, "2026-000042".
 * Derived rather than stored: the id makes it unique and never changes, so every download of a
 * receipt carries the same number, and the year reads like the numbering schools keep on paper.
 * A payment cancelled and taken again in the same year gets the same number: the receipt of the
 * cancelled payment is void with it.
 */
export const receiptNumber = (instalmentId: number, dataPagamento: string) => `${dataPagamento.slice(0, 4)}-${String(instalmentId).padStart(6, '0')}`;

export const receiptFileName = (receipt: Pick<ReceiptData, 'id' | 'dataPagamento'>) => `recibo-${receiptNumber(receipt.id, receipt.dataPagamento)}.pdf`;

/** What a receipt prints: the payment, who paid it for whom, the school that received it and who confirmed it. */
export interface ReceiptData {
  id: number;
  numeroMensalidade: number;
  valor: string;
  valorDesconto: string;
  valorPago: string;
  dataVencimento: string;
  dataPagamento: string;
  metodoPagamento: PaymentMethod | null;
  athlete: { nomeCompleto: string; responsavelNome: string; responsavelCpf: string };
  team: string;
  unit: string;
  company: { nomeFantasia: string; razaoSocial: string; cnpj: string };
  /** Null once that user was removed. */
  confirmedBy: string | null;
}

/** A paid instalment within the caller's scope (a cliente: their children's), as its receipt prints it. */
export async function getReceiptData(db: Executor, user: SessionUser, id: number): Promise<ReceiptData> {
  const [row] = await db
    .select({
      id: instalments.id,
      numeroMensalidade: instalments.numeroMensalidade,
      valor: instalments.valor,
      valorDesconto: instalments.valorDesconto,
      valorPago: instalments.valorPago,
      dataVencimento: instalments.dataVencimento,
      dataPagamento: instalments.dataPagamento,
      metodoPagamento: instalments.metodoPagamento,
      status: instalments.status,
      athlete: { nomeCompleto: athletes.nomeCompleto, responsavelNome: athletes.responsavelNome, responsavelCpf: athletes.responsavelCpf },
      team: teams.nome,
      unit: units.nome,
      company: { nomeFantasia: companies.nomeFantasia, razaoSocial: companies.razaoSocial, cnpj: companies.cnpj },
      confirmedBy: sql<string | null>`coalesce(${users.nomeCompleto}, ${users.nome})`,
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .innerJoin(companies, eq(companies.id, units.companyId))
    .leftJoin(users, eq(users.id, instalments.processedByUserId))
    .where(and(eq(instalments.id, id), athleteScope(user)));
  if (!row) throw notFound(INSTALMENT_NOT_FOUND);
  // Taking a payment always writes its date and amount; without them there is nothing to attest.
  const { status, dataPagamento, valorPago, ...rest } = row;
  if (status !== 'pago' || !dataPagamento || valorPago === null) throw conflict(NO_RECEIPT_UNPAID);
  return { ...rest, dataPagamento, valorPago };
}
