/**
 * Images are stored as data URLs (`data:image/jpeg;base64,...`): the one place that reads them back
 * into a content type and bytes, for serving, for the PDF and before re-encoding.
 */
export function parseImageDataUrl(dataUrl: string | null | undefined): { contentType: string; bytes: Buffer } | null {
  const match = dataUrl ? /^data:(image\/[a-z]+);base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl) : null;
  return match ? { contentType: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
}
