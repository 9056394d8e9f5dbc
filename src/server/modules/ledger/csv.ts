/**
 * CSV as a Brazilian Excel opens it: UTF-8 with a BOM (else accents break), ';' between fields
 * (',' is the decimal separator there), CRLF line ends.
 */
export const CSV_BOM = '\uFEFF';

/** Text a spreadsheet would run as a formula (a description typed as "=HYPERLINK(...)") is kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A number as decimalBR writes it ('-1.234,56'): its minus sign is no formula. */
const NUMBER = /^-?\d[\d.]*(,\d+)?$/;

function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line, CRLF included. Amounts are passed already written the Brazilian way (decimalBR). */
export const csvLine = (fields: readonly (string | number | null)[]) => `${fields.map(csvField).join(';')}\r\n`;
