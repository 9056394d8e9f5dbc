// The legacy build: the modern one expects browser globals newer than Node 20 has.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a reader sees in a PDF, as pdf.js extracts it: every page in order, line breaks and
 * runs of spaces as one space, so a test matches sentences however pdfkit wrapped them.
 */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { items } = await (await pdf.getPage(number)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : '')).join(''));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, ' ').trim();
}
