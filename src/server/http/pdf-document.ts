import type PDFDocument from 'pdfkit';
import { dateBR, decimalBR } from '../../domain/ledger';

/**
 * The pieces every PDF the API sends is laid out with (the athlete's record, a receipt): A4 with
 * pdfkit's built-in Helvetica, labelled values, dates as dd/MM/yyyy and money as R$.
 */

export const PDF_MARGIN = 50;
/** What a PDF prints for a value that is missing. */
export const NONE = '—';

export const pdfMoney = (value: string | null) => (value === null ? NONE : `R$ ${decimalBR(value)}`);
export const pdfDay = (value: string | null) => (value ? dateBR(value) : NONE);

/**
 * A new A4 document and its bytes, which resolve once the caller has called `doc.end()`. `page`
 * changes the pages' layout or margin (the lista de presença is landscape), later pages included.
 */
export async function newPdf(
  title: string,
  page: Pick<PDFKit.PDFDocumentOptions, 'layout' | 'margin'> = {},
): Promise<{ doc: PDFKit.PDFDocument; bytes: Promise<Buffer> }> {
  // Loaded on first use: pdfkit costs a third of a second and 20 MB that most runs never need.
  const { default: Document }: { default: typeof PDFDocument } = await import('pdfkit');
  const doc = new Document({ size: 'A4', margin: PDF_MARGIN, ...page, bufferPages: true, info: { Title: title, Author: 'Plantel' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** "Label: value" on a line of its own at the left margin, the label in bold. */
export function labelledField(doc: PDFKit.PDFDocument, label: string, value: string) {
  doc.font('Helvetica-Bold').text(`${label}: `, PDF_MARGIN, undefined, { continued: true }).font('Helvetica').text(value);
}
