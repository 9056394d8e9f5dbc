import { and, eq, isNull, sql } from 'drizzle-orm';
import { dateBR, moneyBR } from '@domain/format';
import { paymentMethodLabels } from '@domain/enrollments';
import { feeName } from '@domain/instalments';
import type { Db, Tx } from '../../db/client';
import { athletes, companies, enrollments, instalments, receipts, teams, units } from '../../db/schema/index';
import type { Mailer } from '../../http/mailer';
import { enqueue } from '../../jobs/queue';
import { guardianEmail } from '../../db/guardian-sql';
import { paymentConfirmedMail } from './payment-confirmed-mail';
import { getReceiptData, issueReceipt, receiptNumber } from './receipts.service';
import { schoolSenderColumns } from './school-sender';

/**
 * What every payment does once taken (processPayment: staff's Processar, a family charge, a
 * reconciled credit, the school's bank): the school's next receipt number, and the family's
 * "Pagamento confirmado" queued in the same transaction. pg-boss inserts the job through the
 * transaction, so it exists only if the payment commits: a payment rolled back (or a savepoint of
 * the bank's settlement given up) sends nothing, and one committed is never without its e-mail.
 */
export async function paymentTaken(tx: Tx, instalmentId: number, unitId: number) {
  const receiptId = await issueReceipt(tx, instalmentId, unitId);
  await enqueue(tx, 'payment-confirmed', { receiptId });
}

/**
 * The `payment-confirmed` job: e-mails the family "Pagamento confirmado" with the receipt's number
 * and where it is (Início, Últimos pagamentos), once. The PDF is not made here: rendering one per
 * payment in the server's process cost ~15 MB resident under the 50-user load test (over its 250 MB)
 * and held the bank's settlement behind a busy CPU; the family downloads it, made on demand.
 * Nothing is sent when the payment was cancelled (or cancelled and taken again: the newer receipt
 * has its own job) or the athlete has no guardian e-mail. The receipt's row stays locked while the
 * e-mail is sent, so a retry after a lost answer waits, then finds it sent.
 */
export async function sendPaymentConfirmation(db: Db, mailer: Mailer, config: { publicUrl: string; timeZone: string }, receiptId: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        instalmentId: receipts.monthlyPaymentId,
        latest: sql<boolean>`${receipts.id} = (select max(r.id) from receipts r where r.monthly_payment_id = ${receipts.monthlyPaymentId})`,
        email: guardianEmail,
        school: schoolSenderColumns,
      })
      .from(receipts)
      .innerJoin(instalments, eq(instalments.id, receipts.monthlyPaymentId))
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .innerJoin(units, eq(units.id, teams.unitId))
      .innerJoin(companies, eq(companies.id, units.companyId))
      .where(and(eq(receipts.id, receiptId), isNull(receipts.confirmacaoEnviadaEm), eq(instalments.status, 'pago')))
      .for('update', { of: receipts });
    if (!row?.latest || !row.email) return;
    const receipt = await getReceiptData(tx, null, row.instalmentId);
    const method = receipt.metodoPagamento && paymentMethodLabels[receipt.metodoPagamento];
    await mailer.send(
      paymentConfirmedMail({
        to: row.email,
        school: row.school,
        responsavel: receipt.athlete.responsavelNome,
        athlete: receipt.athlete.nomeCompleto,
        fee: feeName(receipt.dataVencimento),
        valor: moneyBR(receipt.valorPago),
        how: `em ${dateBR(receipt.dataPagamento)}${method ? ` (${method})` : ''}`,
        numeroRecibo: receiptNumber(receipt),
        familyPage: `${config.publicUrl}/`,
      }),
    );
    await tx.update(receipts).set({ confirmacaoEnviadaEm: new Date() }).where(eq(receipts.id, receiptId));
  });
}
