import sharp, { type ResizeOptions } from 'sharp';
import { badRequest } from './errors';
import { parseImageDataUrl } from './image-data-url';

/**
 * Images a client sends (docs/architecture.md "Images and photos"): decoded and re-encoded as JPEG,
 * so only pixels we drew are stored and served back, never the client's bytes (HTML or a script
 * dressed as an image).
 */

// Decoding is CPU and memory heavy: one libvips thread and no cache keep a 2-core server answering.
sharp.cache(false);
sharp.concurrency(1);

const INVALID = 'Por favor, selecione uma imagem válida.';
/** Far above what the browser sends (it shrinks first), far below a decompression bomb. */
const MAX_MEGAPIXELS = 25;
const TOO_MANY_PIXELS = `A imagem deve ter no máximo ${MAX_MEGAPIXELS} megapixels.`;
/** What the forms accept; libvips also reads SVG, PDF, TIFF... which no upload needs. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);

/** The stored athlete photo (docs/architecture.md "Images and photos"): the centred 300×300 square. */
const ATHLETE_PHOTO: ResizeOptions = { width: 300, height: 300, fit: 'cover' };
/** The box the news form shrinks main images into. */
const NEWS_IMAGE: ResizeOptions = { width: 1200, height: 800, fit: 'inside', withoutEnlargement: true };
/** A comprovante's picture: large enough to read a bank's small print. */
const COMPROVANTE_IMAGE: ResizeOptions = { width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true };

async function reencode(dataUrl: string, field: string, resize: ResizeOptions, quality: number): Promise<string> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  const input = parseImageDataUrl(dataUrl)?.bytes;
  if (!input) throw refuse(INVALID);

  // The header alone tells the format and size, before anything is decoded.
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height || !ACCEPTED_FORMATS.has(header.format)) throw refuse(INVALID);
  if (header.width * header.height > MAX_MEGAPIXELS * 1_000_000) throw refuse(TOO_MANY_PIXELS);

  const output = await sharp(input, { limitInputPixels: MAX_MEGAPIXELS * 1_000_000 })
    .autoOrient()
    .resize(resize)
    // JPEG has no transparency: transparent pixels turn white, as in the browser's canvas.
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer()
    .catch(() => {
      throw refuse(INVALID);
    });
  return `data:image/jpeg;base64,${output.toString('base64')}`;
}

/** The athlete photo to store (field `foto`): a 300×300 JPEG data URL, or a 400 for anything that is not an image. */
export const athletePhoto = (dataUrl: string) => reencode(dataUrl, 'foto', ATHLETE_PHOTO, 90);

/** A news item's main image to store (field `imagemPrincipal`): a JPEG data URL that fits 1200×800. */
export const newsImage = (dataUrl: string) => reencode(dataUrl, 'imagemPrincipal', NEWS_IMAGE, 85);

/** A payment's comprovante sent as a picture (field `comprovante`): a JPEG data URL that fits 1600×1600. */
export const comprovanteImage = (dataUrl: string) => reencode(dataUrl, 'comprovante', COMPROVANTE_IMAGE, 80);
