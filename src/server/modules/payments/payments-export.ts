import { Readable } from 'node:stream';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '@domain/auth';
import { paymentStatusLabels, type enrollmentPaymentsExportSchema } from '@domain/enrollments';
import { instalmentSituation } from '@domain/instalments';
import { dateBR, moneyBR } from '@domain/format';
import type { Executor } from '../../db/client';
import { athletes, enrollments, instalments, teams, units } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { csvRows, type CsvRow } from '../ledger/csv';
import { enrollmentPaymentsWhere } from './enrollment-payments.service';

/**
 * "Exportar CSV" of Gestão Financeira (spec 1 §2.14): one line per instalment of every enrolment
 * the list's filters select, in the list's order, streamed in batches of enrolments read by keyset
 * on (name, id), so a school of any size never sits in memory at once.
 */

const BATCH = 500;
const HEADER = ['Atleta', 'Turma', 'Unidade', 'Valor', 'Vencimento', 'Status', 'Data Pagamento'];

type ExportQuery = z.output<typeof enrollmentPaymentsExportSchema>;
interface EnrollmentLine {
  id: number;
  athlete: string;
  team: string;
  unit: string;
}

async function* enrollmentBatches(db: Executor, user: SessionUser, query: ExportQuery, today: string): AsyncGenerator<EnrollmentLine[]> {
  const { where } = enrollmentPaymentsWhere(user, query, today);
  const name = ptBR(athletes.nomeCompleto);
  let last: EnrollmentLine | undefined;
  for (;;) {
    // After the last row in the list's order: by name (either way), then by id.
    const after = last
      ? or(
          query.ordem === 'desc' ? sql`${name} < ${last.athlete}` : sql`${name} > ${last.athlete}`,
          and(sql`${name} = ${last.athlete}`, sql`${enrollments.id} > ${last.id}`),
        )
      : undefined;
    const rows = await db
      .select({ id: enrollments.id, athlete: athletes.nomeCompleto, team: teams.nome, unit: units.nome })
      .from(enrollments)
      .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
      .innerJoin(teams, eq(teams.id, enrollments.teamId))
      .innerJoin(units, eq(units.id, teams.unitId))
      .where(and(where, after))
      .orderBy(query.ordem === 'desc' ? desc(name) : asc(name), asc(enrollments.id))
      .limit(BATCH);
    if (!rows.length) return;
    yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

async function* csvChunks(db: Executor, batches: AsyncGenerator<EnrollmentLine[]>, today: string) {
  yield csvRows([HEADER], { bom: true });
  for await (const batch of batches) {
    const batchInstalments = await db
      .select({
        enrollmentId: instalments.enrollmentId,
        valor: instalments.valor,
        valorPago: instalments.valorPago,
        dataVencimento: instalments.dataVencimento,
        dataPagamento: instalments.dataPagamento,
        status: instalments.status,
      })
      .from(instalments)
      .where(inArray(instalments.enrollmentId, batch.map((e) => e.id)))
      .orderBy(asc(instalments.enrollmentId), asc(instalments.numeroMensalidade));
    const byEnrollment = new Map<number, typeof batchInstalments>();
    for (const i of batchInstalments) {
      const list = byEnrollment.get(i.enrollmentId);
      if (list) list.push(i);
      else byEnrollment.set(i.enrollmentId, [i]);
    }
    const rows: CsvRow[] = batch.flatMap((e) =>
      (byEnrollment.get(e.id) ?? []).map((i) => {
        const situacao = instalmentSituation(i, today);
        const paid = situacao === 'pago';
        return [
          e.athlete,
          e.team,
          e.unit,
          // What was received for a paid instalment (after its discount), what is charged otherwise.
          moneyBR(paid && i.valorPago ? i.valorPago : i.valor),
          dateBR(i.dataVencimento),
          paymentStatusLabels[situacao],
          paid && i.dataPagamento ? dateBR(i.dataPagamento) : null,
        ];
      }),
    );
    if (rows.length) yield csvRows(rows);
  }
}

/**
 * The file as a stream. A database failure midway ends the stream with that error (the client sees
 * a broken download, the log the cause).
 */
export const exportPayments = (db: Executor, user: SessionUser, query: ExportQuery, today: string) =>
  Readable.from(csvChunks(db, enrollmentBatches(db, user, query, today), today));
