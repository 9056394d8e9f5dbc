import { stringify, type Options } from 'csv-stringify/sync';

/**
 * The one CSV writer of the API (the ledger's, the reports' and Gestão Financeira's exports), for a
 * Brazilian Excel: UTF-8 with a BOM (else accents break), ';' between fields (',' is the decimal
 * separator there), CRLF line ends, and a field holding a line break quoted whatever the line end.
 */

/** Text a spreadsheet would run as a formula (a description typed as "=HYPERLINK(...)") is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as decimalBR writes it ('-1.234,56'): its minus sign is no formula. */
const NUMBER = /^-?\d[\d.]*(,\d+)?$/;

// csv-stringify's own escape_formulas spares only a minus of a JS number: amounts travel as text
// (never as floats), so '-1.234,56' would become text too; the field's text tells them apart here.
const asText = (value: string) => (FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value);

const OPTIONS: Options = { delimiter: ';', record_delimiter: '\r\n', quote_record_delimiter: true, cast: { string: asText } };

export type CsvRow = (string | number | null)[];

/**
 * The rows as CSV lines, each ended by CRLF; `bom` starts the file. Amounts are passed already
 * written the Brazilian way (decimalBR), null is an empty field.
 */
export const csvRows = (rows: CsvRow[], { bom = false } = {}) => stringify(rows, { ...OPTIONS, bom });

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
