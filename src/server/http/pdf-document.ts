import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';
import { dateBR, decimalBR } from '@domain/ledger';

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
