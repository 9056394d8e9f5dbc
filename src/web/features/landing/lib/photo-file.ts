/**
 * Pure checks for the quick-registration photo (spec 1 §5 "Photo upload", §9 photo constants).
 * Kept free of DOM APIs so they can be unit-tested in Node.
 */

/** JPG, PNG or GIF (spec 2 §2.5). */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Value for the file input's `accept` attribute. */
export const PHOTO_ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');
/** 5MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The stored photo is a 300×300 JPEG at quality 0.9. */
export const PHOTO_SIZE = 300;
export const PHOTO_JPEG_QUALITY = 0.9;

export const PHOTO_INVALID_MESSAGE = 'Por favor, selecione uma imagem válida.';
export const PHOTO_TOO_LARGE_MESSAGE = 'A imagem deve ter no máximo 5MB.';

/** The parts of a File the checks need. */
export interface PhotoFileInfo {
  type: string;
  size: number;
}

/** Returns the message to show for an unacceptable file, or null when the file may be used. */
export function checkPhotoFile(file: PhotoFileInfo): string | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type.toLowerCase())) {
    return PHOTO_INVALID_MESSAGE;
  }
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
  return null;
}

export interface SquareCrop {
  sx: number;
  sy: number;
  side: number;
}

/** The largest centred square of an image of the given size. */
export function centeredSquareCrop(width: number, height: number): SquareCrop {
  const side = Math.min(width, height);
  return { sx: Math.floor((width - side) / 2), sy: Math.floor((height - side) / 2), side };
}
