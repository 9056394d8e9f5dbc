import { COMPROVANTE_MAX_BYTES, COMPROVANTE_TOO_LARGE, INVALID_COMPROVANTE } from '@domain/payment-claims';
import { badRequest } from './errors';
import { comprovanteImage } from './images';

const PDF_DATA_URL = /^data:application\/pdf;base64,([A-Za-z0-9+/=]+)$/;
const PDF_HEADER = Buffer.from('%PDF-');
const PDF_END = Buffer.from('%%EOF');

/**
 * A comprovante a family sends ("Já paguei"), as a data URL: a picture is re-encoded like a photo
 * (docs/architecture.md "Images and photos"); a PDF is kept only when it is one, from its header to
 * its end-of-file mark, and staff receive it as a download, never shown inline.
 */
export async function comprovanteFile(dataUrl: string): Promise<string> {
  const refuse = (message: string) => badRequest(message, { comprovante: message });
  if (dataUrl.startsWith('data:image/')) return comprovanteImage(dataUrl);
  const base64 = PDF_DATA_URL.exec(dataUrl)?.[1];
  if (!base64) throw refuse(INVALID_COMPROVANTE);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > COMPROVANTE_MAX_BYTES) throw refuse(COMPROVANTE_TOO_LARGE);
  // Writers may put a few bytes before the header and a line break after the mark.
  const headerAt = bytes.subarray(0, 1024).indexOf(PDF_HEADER);
  const endAt = bytes.subarray(Math.max(0, bytes.length - 1024)).indexOf(PDF_END);
  if (headerAt < 0 || endAt < 0) throw refuse(INVALID_COMPROVANTE);
  return `data:application/pdf;base64,${bytes.toString('base64')}`;
}

/** The stored comprovante as the file staff download. */
export function comprovanteDownload(dataUrl: string, claimId: number) {
  const match = /^data:(image\/jpeg|application\/pdf);base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  const pdf = match[1] === 'application/pdf';
  return { contentType: match[1]!, fileName: `comprovante-${claimId}.${pdf ? 'pdf' : 'jpg'}`, body: Buffer.from(match[2]!, 'base64') };
}
