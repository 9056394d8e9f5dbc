import { PassThrough, Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { dateBR, decimalBR } from '@domain/format';
import { ledgerTypeLabels, type ExportFormat, type FinancialRecord, type LedgerFilters } from '@domain/ledger';
import type { Executor } from '../../db/client';
import { financialRecords, units } from '../../db/schema/index';
import { streamXlsx, XLSX_CONTENT_TYPE, xlsxDate, type XlsxColumn, type XlsxValue } from '../../http/xlsx';
import { CSV_CONTENT_TYPE, csvRows } from './csv';
import { ledgerConditions, newestFirst, recordColumns, toRecord } from './ledger.service';

/**
 * "Exportar" of Controle Financeiro: every row the filters select, newest first, streamed in
 * batches read by keyset on (data, id), so a ledger of any size never sits in memory at once.
 */

const BATCH = 2000;

async function* recordBatches(db: Executor, filters: LedgerFilters, today: string): AsyncGenerator<FinancialRecord[]> {
  const { where } = ledgerConditions(filters, today);
  let last: FinancialRecord | undefined;
  for (;;) {
    const after = last ? sql`(${financialRecords.data}, ${financialRecords.id}) < (${last.data}::date, ${last.id})` : undefined;
    const rows = await db
      .select(recordColumns)
      .from(financialRecords)
      .leftJoin(units, eq(units.id, financialRecords.unitId))
      .where(and(where, after))
      .orderBy(...newestFirst)
      .limit(BATCH);
    if (!rows.length) return;
    const batch = rows.map(toRecord);
    yield batch;
    if (rows.length < BATCH) return;
    last = batch[batch.length - 1];
  }
}

const HEADER = ['Data', 'Tipo', 'Categoria', 'Subcategoria', 'Descrição', 'Unidade', 'Valor', 'Origem'] as const;
const originLabel = (record: FinancialRecord) => (record.origem === 'pagamento' ? 'Pagamento de parcela' : 'Lançamento manual');

async function* csvChunks(batches: AsyncGenerator<FinancialRecord[]>) {
  yield csvRows([[...HEADER]], { bom: true });
  for await (const batch of batches) {
    yield csvRows(
      batch.map((r) => [
        dateBR(r.data),
        ledgerTypeLabels[r.tipo],
        r.categoria,
        r.subcategoria,
        r.descricao,
        r.unit?.nome ?? null,
        decimalBR(r.valor),
        originLabel(r),
      ]),
    );
  }
}

const widths = [12, 10, 22, 22, 48, 24, 14, 22];
const COLUMNS: XlsxColumn[] = HEADER.map((header, i) => ({
  header,
  width: widths[i]!,
  numFmt: header === 'Data' ? 'dd/mm/yyyy' : header === 'Valor' ? '#,##0.00' : undefined,
}));

async function* xlsxRows(batches: AsyncGenerator<FinancialRecord[]>): AsyncGenerator<XlsxValue[][]> {
  for await (const batch of batches) {
    // Excel keeps numbers as doubles: the exact cents are the decimal string's.
    yield batch.map((r) => [xlsxDate(r.data), ledgerTypeLabels[r.tipo], r.categoria, r.subcategoria, r.descricao, r.unit?.nome ?? null, Number(r.valor), originLabel(r)]);
  }
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: XLSX_CONTENT_TYPE,
};

/** controle_financeiro_2026-11-22.csv */
export const exportFileName = (today: string, formato: ExportFormat) => `controle_financeiro_${today}.${formato}`;

/**
 * The file as a stream. A database failure midway ends the stream with that error (the client sees
 * a broken download, the log the cause).
 */
export function exportRecords(db: Executor, filters: LedgerFilters, formato: ExportFormat, today: string, onError: (error: unknown) => void) {
  const batches = recordBatches(db, filters, today);
  if (formato === 'csv') return Readable.from(csvChunks(batches));
  const stream = new PassThrough();
  streamXlsx(stream, 'Lançamentos', COLUMNS, xlsxRows(batches)).catch((error) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
