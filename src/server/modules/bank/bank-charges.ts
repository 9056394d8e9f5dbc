import { and, eq, inArray, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { feeName } from '@domain/instalments';
import type { LateFeePolicy } from '@domain/late-fees';
import { fromCents, toCents } from '@domain/money';
import type { Db } from '../../db/client';
import { openInstalment } from '../../db/instalment-sql';
import { unitLateFees } from '../../db/late-fee-sql';
import { athletes, bankCharges, bankConnections, enrollments, instalments, teams, units } from '../../db/schema/index';
import type { ApiPixClient } from './api-pix-client';

type Connection = typeof bankConnections.$inferSelect;

/** How far ahead an instalment gets its charge: the family sees it in the month before it falls due. */
export const CHARGE_AHEAD_DAYS = 40;
/** How long after its due date a charge can still be paid (the bank refuses it afterwards). */
const VALID_AFTER_DUE_DAYS = 120;
/** A run creates at most this many charges per connection, so one run never holds the job for long. */
const CHARGES_PER_RUN = 200;

/**
 * A cobv's txid: 26 characters (the standard's minimum), the instalment and the how-manieth charge
 * of it, since a txid is never used twice at a bank, not even after its charge was removed.
 */
export const cobvTxid = (instalmentId: number, sequence: number) => `PLANTELV${String(instalmentId).padStart(14, '0')}${String(sequence).padStart(4, '0')}`;

/** The units a connection charges for: its own unit, or every unit of its company without a connection of its own. */
function unitsOf(connection: Connection) {
  if (connection.unitId !== null) return eq(teams.unitId, connection.unitId);
  return and(
    eq(units.companyId, connection.companyId!),
    notExists(sql`(select 1 from ${bankConnections} own where own.unit_id = ${units.id})`),
  );
}

/**
 * A cobv's `valor`: the instalment's value and the school's multa e juros, for the bank to add after
 * the due date as src/domain/late-fees.ts does (multa modalidade 2: a percentage, once; juros
 * modalidade 3: a percentage a month, by calendar days). A zero is left out: some banks refuse it.
 */
function cobvValue(valor: string, policy: LateFeePolicy | null) {
  const percent = (value: string | undefined) => (value !== undefined && toCents(value) > 0 ? fromCents(toCents(value)) : null);
  const multa = percent(policy?.multaPercentual);
  const juros = percent(policy?.jurosMensalPercentual);
  return {
    original: fromCents(toCents(valor)),
    ...(multa && { multa: { modalidade: 2, valorPerc: multa } }),
    ...(juros && { juros: { modalidade: 3, valorPerc: juros } }),
  };
}

/** The cobv request for one instalment (the standard's CobVSolicitada). */
function cobvBody(
  connection: Connection,
  row: { valor: string; dataVencimento: string; numero: number; athleteNome: string; responsavelNome: string; responsavelCpf: string; multaJuros: LateFeePolicy | null },
) {
  return {
    calendario: { dataDeVencimento: row.dataVencimento, validadeAposVencimento: VALID_AFTER_DUE_DAYS },
    devedor: { cpf: row.responsavelCpf, nome: row.responsavelNome.slice(0, 200) },
    valor: cobvValue(row.valor, row.multaJuros),
    chave: connection.chave,
    solicitacaoPagador: `${feeName(row.dataVencimento)} de ${row.athleteNome}`.slice(0, 140),
  };
}

/**
 * Keeps the bank's charges in step with the open instalments (docs/pix.md "O banco da escola"): a
 * charge for each open instalment due within CHARGE_AHEAD_DAYS that has none, a revision when its
 * amount or due date changed, and removal when it was paid some other way or cancelled. Each
 * change is written after the bank took it; a refusal stops the run and is the connection's status.
 */
export async function syncCharges(db: Db, client: ApiPixClient, connection: Connection, today: string) {
  const charged = await db
    .select({
      id: instalments.id,
      valor: instalments.valor,
      dataVencimento: instalments.dataVencimento,
      numero: instalments.numeroMensalidade,
      athleteNome: athletes.nomeCompleto,
      responsavelNome: athletes.responsavelNome,
      responsavelCpf: athletes.responsavelCpf,
      multaJuros: unitLateFees(teams.unitId),
      previous: sql<number>`(select count(*)::int from ${bankCharges} c where c.monthly_payment_id = ${instalments.id})`,
    })
    .from(instalments)
    .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(teams, eq(teams.id, enrollments.teamId))
    .innerJoin(units, eq(units.id, teams.unitId))
    .where(
      and(
        openInstalment,
        unitsOf(connection),
        lte(instalments.dataVencimento, addDays(today, CHARGE_AHEAD_DAYS)),
        notExists(sql`(select 1 from ${bankCharges} c where c.monthly_payment_id = ${instalments.id} and c.status = 'ativa')`),
      ),
    )
    .orderBy(instalments.dataVencimento, instalments.id)
    .limit(CHARGES_PER_RUN);

  for (const row of charged) {
    const txid = cobvTxid(row.id, row.previous);
    const answer = await client.putCobv(txid, cobvBody(connection, row));
    await db.insert(bankCharges).values({
      connectionId: connection.id,
      monthlyPaymentId: row.id,
      txid,
      valor: row.valor,
      vencimento: row.dataVencimento,
      copiaECola: client.copyPaste(answer),
    });
  }

  // Active charges whose instalment was paid another way, cancelled, removed, or changed since.
  const stale = await db
    .select({
      id: bankCharges.id,
      txid: bankCharges.txid,
      status: instalments.status,
      valor: instalments.valor,
      dataVencimento: instalments.dataVencimento,
      multaJuros: unitLateFees(teams.unitId),
    })
    .from(bankCharges)
    .leftJoin(instalments, eq(instalments.id, bankCharges.monthlyPaymentId))
    .leftJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
    .leftJoin(teams, eq(teams.id, enrollments.teamId))
    .where(
      and(
        eq(bankCharges.connectionId, connection.id),
        eq(bankCharges.status, 'ativa'),
        or(
          isNull(instalments.id),
          inArray(instalments.status, ['pago', 'cancelado']),
          ne(instalments.valor, bankCharges.valor),
          ne(instalments.dataVencimento, bankCharges.vencimento),
        ),
      ),
    );
  for (const charge of stale) {
    const open = charge.status !== null && charge.status !== 'pago' && charge.status !== 'cancelado';
    if (open) {
      await client.patchCobv(charge.txid, { calendario: { dataDeVencimento: charge.dataVencimento }, valor: cobvValue(charge.valor!, charge.multaJuros) });
      await db.update(bankCharges).set({ valor: charge.valor!, vencimento: charge.dataVencimento! }).where(eq(bankCharges.id, charge.id));
    } else {
      await client.patchCobv(charge.txid, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
      await db.update(bankCharges).set({ status: 'removida' }).where(eq(bankCharges.id, charge.id));
    }
  }
  return { criadas: charged.length, revistas: stale.length };
}
