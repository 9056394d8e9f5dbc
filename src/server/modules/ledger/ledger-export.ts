import { PassThrough, Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { dateBR, decimalBR, ledgerTypeLabels, type ExportFormat, type FinancialRecord, type LedgerFilters } from '../../../domain/ledger';
import type { Executor } from '../../db/client';
import { financialRecords, units } from '../../db/schema/index';
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

/** A calendar date as the spreadsheet's date: midnight UTC, which Excel shows as that day. */
const excelDate = (date: string) => new Date(`${date}T00:00:00Z`);

/**
 * exceljs writes rows as fast as they come and never waits for its reader: without a pause here, a
 * download slower than the database piled the whole network's file up in memory (408 MB resident
 * for 660,000 rows). Resolves at once when nothing is waiting, or when the download was abandoned.
 */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.on('drain', done).on('close', done);
  });
}

async function writeXlsx(stream: PassThrough, batches: AsyncGenerator<FinancialRecord[]>) {
  // Loaded on first use: exceljs costs over half a second of start-up and 25 MB otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Lançamentos', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [12, 10, 22, 22, 48, 24, 14, 22];
  sheet.columns = HEADER.map((header, i) => ({
    header,
    key: String(i),
    width: widths[i],
    style: header === 'Data' ? { numFmt: 'dd/mm/yyyy' } : header === 'Valor' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of batches) {
    for (const r of batch) {
      // Excel keeps numbers as doubles: the exact cents are the decimal string's.
      sheet
        .addRow([excelDate(r.data), ledgerTypeLabels[r.tipo], r.categoria, r.subcategoria, r.descricao, r.unit?.nome ?? null, Number(r.valor), originLabel(r)])
        .commit();
    }
    await drained(stream);
    if (stream.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: CSV_CONTENT_TYPE,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
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
  writeXlsx(stream, batches).catch((error) => {
    onError(error);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return stream;
}
