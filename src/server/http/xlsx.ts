import type { PassThrough } from 'node:stream';
import type { Row, Style, Workbook, Worksheet } from 'exceljs';

/**
 * The one file that knows the XLSX library (exceljs, no longer maintained): the API's spreadsheets
 * (the ledger's export, the lista de presença) are written through what it exports, so replacing the
 * library changes this file only. Colours are ARGB ('FF555555').
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Loaded on first use: exceljs costs over half a second of start-up and 25 MB otherwise. */
const library = async () => (await import('exceljs')).default;

/** A calendar date as the spreadsheet's date: midnight UTC, which Excel shows as that day. */
export const xlsxDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** A cell's value; Excel keeps numbers as doubles, so an exact amount is a decimal string's. */
export type XlsxValue = string | number | Date | null;

/** How a cell, or every cell of a row, looks. */
export interface XlsxStyle {
  font?: { bold?: boolean; size?: number; color?: string };
  alignment?: { horizontal?: 'left' | 'center' | 'right'; vertical?: 'middle' };
  /** A thin line of this colour on every side. */
  border?: string;
  /** A solid fill of this colour. */
  fill?: string;
  /** Excel's number format: 'dd/mm/yyyy', '#,##0.00', '0.0%'. */
  numFmt?: string;
}

type Styled = Pick<Style, 'font' | 'alignment' | 'border' | 'fill' | 'numFmt'>;

/** Sets what `style` says on a cell or a row (a row's setting reaches each of its cells), and nothing else. */
function applyStyle(target: Styled, { font, alignment, border, fill, numFmt }: XlsxStyle) {
  if (font) {
    const { color, ...rest } = font;
    target.font = color ? { ...rest, color: { argb: color } } : rest;
  }
  if (alignment) target.alignment = alignment;
  if (border) {
    const line = { style: 'thin', color: { argb: border } } as const;
    target.border = { top: line, left: line, bottom: line, right: line };
  }
  if (fill) target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: fill } };
  if (numFmt) target.numFmt = numFmt;
}

export interface XlsxRow {
  /** The row's number in the sheet, from 1. */
  readonly number: number;
  /** Styles the whole row. */
  style(style: XlsxStyle): XlsxRow;
  /** Styles one cell, by column number from 1. */
  cell(column: number, style: XlsxStyle): XlsxRow;
}

export interface XlsxSheet {
  /** A column's width, in characters; columns are numbered from 1. */
  width(column: number, width: number): void;
  addRow(values: XlsxValue[]): XlsxRow;
  /** One cell over rows `top`–`bottom` and columns `left`–`right`. */
  merge(top: number, left: number, bottom: number, right: number): void;
  /** Keeps the first `columns` columns and `rows` rows in view when scrolling. */
  freeze(columns: number, rows: number): void;
  /** Rows printed again at the top of every page. */
  repeatOnEveryPage(firstRow: number, lastRow: number): void;
}

function sheetOf(sheet: Worksheet): XlsxSheet {
  const rowOf = (row: Row): XlsxRow => {
    const handle: XlsxRow = {
      number: row.number,
      style: (style) => (applyStyle(row, style), handle),
      cell: (column, style) => (applyStyle(row.getCell(column), style), handle),
    };
    return handle;
  };
  return {
    width: (column, width) => {
      sheet.getColumn(column).width = width;
    },
    addRow: (values) => rowOf(sheet.addRow(values)),
    merge: (top, left, bottom, right) => sheet.mergeCells(top, left, bottom, right),
    freeze: (columns, rows) => {
      sheet.views = [{ state: 'frozen', xSplit: columns, ySplit: rows }];
    },
    repeatOnEveryPage: (firstRow, lastRow) => {
      sheet.pageSetup.printTitlesRow = `${firstRow}:${lastRow}`;
    },
  };
}

/**
 * A workbook of one sheet, laid out by `fill`, as the file's bytes. It prints landscape on A4, one
 * page wide, with `footer` at the left of every page's foot and "Página 1 de 2" at the right.
 */
export async function xlsxFile(sheetName: string, options: { created: Date; footer: string }, fill: (sheet: XlsxSheet) => void): Promise<Buffer> {
  const Excel = await library();
  const workbook = new Excel.Workbook();
  workbook.creator = 'Plantel';
  workbook.created = options.created;
  const sheet = workbook.addWorksheet(sheetName, {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 } },
  });
  sheet.headerFooter.oddFooter = `&L${options.footer}&RPágina &P de &N`;
  fill(sheetOf(sheet));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---- a sheet streamed as its rows are read ----

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

export interface XlsxColumn {
  header: string;
  /** In characters. */
  width: number;
  numFmt?: string;
}

/**
 * A workbook of one sheet written into `stream` batch by batch, the header row in bold and kept in
 * view, so a sheet of any length never sits in memory: after each batch it waits until the download
 * and the compressor have taken what was written, and it stops when the download is abandoned.
 */
export async function streamXlsx(stream: PassThrough, sheetName: string, columns: readonly XlsxColumn[], batches: AsyncIterable<XlsxValue[][]>) {
  const Excel = await library();
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, numFmt }, i) => ({ header, key: String(i), width, style: numFmt ? { numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  for await (const rows of batches) {
    for (const values of rows) sheet.addRow(values).commit();
    await drained(stream);
    const input = sheetInput(sheet);
    if (input) await drained(input, stream);
    if (stream.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** A spreadsheet's bytes read back (the tests read what the API wrote). */
export async function readXlsx(bytes: Buffer): Promise<Workbook> {
  const Excel = await library();
  const workbook = new Excel.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
