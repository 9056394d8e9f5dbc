import { PassThrough, Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { dateBR, decimalBR, ledgerTypeLabels, type ExportFormat, type FinancialRecord, type LedgerFilters } from '@domain/ledger';
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

/** A writable stream as Node's and readable-stream's (which archiver, inside exceljs, uses) both are. */
interface Drainable {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
  destroyed?: boolean;
  on(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
  off(event: 'drain' | 'close' | 'error', listener: () => void): unknown;
}

/**
 * exceljs writes rows as fast as they come and never waits for its reader: without a pause here, a
 * download slower than the database piled the whole network's file up in memory (408 MB resident
 * for 660,000 rows). Resolves at once when nothing is waiting, or when the download was abandoned (an
 * abandoned download stops the compressor too, and its input would never drain).
 */
function drained(stream: Drainable, download: Drainable = stream): Promise<void> {
  if (download.destroyed || stream.destroyed || !(stream.writableNeedDrain ?? stream._writableState?.needDrain)) return Promise.resolve();
  return new Promise((resolve) => {
    const watched = [
      [stream, 'drain'],
      [stream, 'close'],
      [stream, 'error'],
      [download, 'close'],
    ] as const;
    const done = () => {
      for (const [target, event] of watched) target.off(event, done);
      resolve();
    };
    for (const [target, event] of watched) target.on(event, done);
  });
}

/**
 * Where exceljs's sheet writes its rows: the zip's input, in front of its compressor. exceljs
 * writes there without waiting too, and compressing is slower than reading the database, so with a
 * download that kept up the rows not yet compressed piled up there instead (180 MB of XML, 399 MB
 * resident). Reached through exceljs's internals (the sheet's StreamBuf and its pipes): there is
 * no API for it, and without them the export only waits for the download.
 */
function sheetInput(sheet: unknown): Drainable | undefined {
  const target = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as Drainable | undefined;
  return typeof target?.on === 'function' ? target : undefined;
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
    const input = sheetInput(sheet);
    if (input) await drained(input, stream);
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
