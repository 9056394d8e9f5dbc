import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { dateBR, dateTimeBR, moneyBR } from '@domain/format';

/**
 * The pieces every PDF the API sends is laid out with (the athlete's record, a receipt, the lista
 * de presença): A4 in DejaVu Sans, labelled values, dates as dd/MM/yyyy and money as R$.
 */

/**
 * The names every document's two weights go by. pdfkit's built-in fonts know Latin-1 only, so
 * "Łucja Nguyễn Şahin" printed as noise. DejaVu Sans covers every Latin script, Vietnamese too,
 * and draws each accented letter as one glyph: a font that splits "ị" into "i" and a dot (Noto Sans
 * does) leaves pdfkit's text layer mapping that "i" to "ị" or the dot to nothing, which breaks
 * copying and searching. pdfkit embeds only the glyphs a document uses.
 */
export const PDF_FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

// Resolved from node_modules at run time, so tsx and the esbuild bundle in dist/server both find them.
const fontFiles = {
  [PDF_FONT.regular]: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  [PDF_FONT.bold]: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
};

const packages = createRequire(import.meta.url);
let parsedFonts: Promise<[name: string, font: Font][]> | undefined;
/**
 * Both weights read and parsed on the first PDF and shared by every document after it: parsing
 * them again per document took ~200 ms and a few MB each, under a 128 MB heap. pdfkit embeds a
 * subset per document, so sharing the parsed font shares nothing a document writes.
 */
function fonts() {
  parsedFonts ??= import('fontkit').then(({ create }) =>
    Object.entries(fontFiles).map(([name, file]) => {
      const font = create(readFileSync(packages.resolve(file)));
      if (!('layout' in font)) throw new Error(`${file} is a font collection`);
      return [name, font];
    }),
  );
  return parsedFonts;
}

export const PDF_MARGIN = 50;
/** What a PDF prints for a value that is missing. */
export const NONE = '—';

export const pdfMoney = (value: string | null) => (value === null ? NONE : moneyBR(value));
export const pdfDay = (value: string | null) => (value ? dateBR(value) : NONE);

/** When a document is issued, and the school's time zone (APP_TIMEZONE) it tells the time in. */
export interface PdfIssue {
  timeZone: string;
  generatedAt: Date;
}

/** dd/MM/yyyy, HH:mm on the school's clock: when the document was issued. */
export const issuedAt = (issue: PdfIssue) => dateTimeBR(issue.generatedAt, issue.timeZone);

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
  const parsed = await fonts();
  const doc = new Document({ size: 'A4', margin: PDF_MARGIN, ...page, bufferPages: true, info: { Title: title, Author: 'Plantel' } });
  // pdfkit 0.20 takes a parsed fontkit Font (see its changelog); its types, written for 0.17, do not list it.
  for (const [name, font] of parsed) doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
  doc.font(PDF_FONT.regular);
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
  doc.font(PDF_FONT.bold).text(`${label}: `, PDF_MARGIN, undefined, { continued: true }).font(PDF_FONT.regular).text(value);
}

/** `text` cut with '…' to fit `room` points in the document's current font and size. */
export function fitText(doc: PDFKit.PDFDocument, text: string, room: number): string {
  if (doc.widthOfString(text) <= room) return text;
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(`${shown}…`) > room) shown = shown.slice(0, -1);
  return `${shown.trimEnd()}…`;
}

/** A page's foot: `text` alone is centred across the page; with `right`, it starts at the left and is cut with '…' before it. */
export interface PdfFooterLine {
  text: string;
  right?: string;
}

/** Where and how small every page's foot is written: `y` from the page's top, between `margin` plus `inset` on each side. */
export interface PdfFooterStyle {
  y: number;
  margin: number;
  inset?: number;
  size: number;
  color: string;
  /** The room kept at the right for `right` ("Página 1 de 2"). */
  rightWidth?: number;
}

/**
 * The foot of every page of a document, written once it is laid out (newPdf buffers its pages), so
 * it can say "página 1 de 2": `line` gets the page's number (from 1) and the count. Never wrapped,
 * so pdfkit never turns a page for it; the foot may sit in the bottom margin.
 */
export function pdfFooter(doc: PDFKit.PDFDocument, line: (page: number, count: number) => PdfFooterLine, style: PdfFooterStyle) {
  const { y, margin, inset = 0, size, color, rightWidth = 0 } = style;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    doc.page.margins.bottom = 0;
    const { text, right } = line(page - start + 1, count);
    const left = margin + inset;
    const width = doc.page.width - 2 * left;
    doc.font(PDF_FONT.regular).fontSize(size).fillColor(color);
    if (right === undefined) {
      doc.text(text, left, y, { width, align: 'center', lineBreak: false });
      continue;
    }
    doc.text(fitText(doc, text, width - rightWidth), left, y, { lineBreak: false });
    doc.text(right, left + width - doc.widthOfString(right), y, { lineBreak: false });
  }
}
