/**
 * Athlete photos (spec 1 §5 "Photo upload", §9 photo constants): the file checks, the crop
 * arithmetic and the canvas export to the stored 300×300 JPEG. The quick registration keeps the
 * whole image's centred square; the athlete detail page keeps the cropper's square, as a circle.
 * News images take the same checks and keep the whole picture, shrunk to fit a box.
 * The checks and the arithmetic touch no DOM, so they are unit-tested in Node.
 */

/** JPG, PNG or GIF (spec 2 §2.5); the detail page takes the same, the stored photo is a JPEG anyway. */
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** Value for the file input's `accept` attribute. */
export const PHOTO_ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');
/** 5MB. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The stored photo is a 300×300 JPEG at quality 0.9. */
export const PHOTO_SIZE = 300;
export const PHOTO_JPEG_QUALITY = 0.9;
/** A crop smaller than this many pixels a side is not applied. */
export const PHOTO_MIN_APPLIED_CROP = 10;

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

/** A square of the source image, in its own pixels. */
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

/** A selection in percent of the image, as the cropper keeps it (it survives the image being resized). */
export interface PercentSelection {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The cropper's square selection in the image's own pixels, kept inside the image; null when it is
 * under 10×10 pixels, which is not applied.
 */
export function selectionToSquare(selection: PercentSelection, naturalWidth: number, naturalHeight: number): SquareCrop | null {
  const sx = Math.max(0, Math.round((selection.x / 100) * naturalWidth));
  const sy = Math.max(0, Math.round((selection.y / 100) * naturalHeight));
  const wanted = Math.round(Math.min((selection.width / 100) * naturalWidth, (selection.height / 100) * naturalHeight));
  const side = Math.min(wanted, naturalWidth - sx, naturalHeight - sy);
  return side >= PHOTO_MIN_APPLIED_CROP ? { sx, sy, side } : null;
}

/** Loads an image from a URL (an object URL of the chosen file); rejects with the spec's message. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => (image.naturalWidth && image.naturalHeight ? resolve(image) : reject(new Error(PHOTO_INVALID_MESSAGE)));
    image.onerror = () => reject(new Error(PHOTO_INVALID_MESSAGE));
    image.src = src;
  });
}

/**
 * Draws the square of the image resized to 300×300 and returns it as a JPEG data URL at quality 0.9;
 * `circular` keeps only the inscribed circle (the corners stay white).
 */
export function renderPhoto(image: HTMLImageElement, crop: SquareCrop, { circular = false } = {}): string {
  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(PHOTO_INVALID_MESSAGE);

  // JPEG has no transparency: transparent pixels and the corners outside the circle turn white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
  if (circular) {
    context.beginPath();
    context.arc(PHOTO_SIZE / 2, PHOTO_SIZE / 2, PHOTO_SIZE / 2, 0, Math.PI * 2);
    context.clip();
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, crop.sx, crop.sy, crop.side, crop.side, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
}

/** The whole file's centred square as the stored photo; rejects with the spec's message when it cannot be decoded. */
export async function photoFileToDataUrl(file: File): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    return renderPhoto(image, centeredSquareCrop(image.naturalWidth, image.naturalHeight));
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The size of an image shrunk (never enlarged) to fit within maxWidth×maxHeight, keeping its proportions. */
export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** JPEG qualities tried in turn until the data URL fits the size the API accepts. */
const WIDE_IMAGE_QUALITIES = [0.85, 0.75, 0.6] as const;

/**
 * The whole image of the file, shrunk to fit the box, as a JPEG data URL of at most `maxLength`
 * characters (a news item's main image); rejects with the spec's messages.
 */
export async function imageFileToDataUrl(file: File, box: { maxWidth: number; maxHeight: number; maxLength: number }): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = await loadImage(url);
    const size = fitWithin(image.naturalWidth, image.naturalHeight, box.maxWidth, box.maxHeight);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(PHOTO_INVALID_MESSAGE);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, 0, 0, size.width, size.height);
    for (const quality of WIDE_IMAGE_QUALITIES) {
      const dataUrl = canvas.toDataURL('image/jpeg', quality);
      if (dataUrl.length <= box.maxLength) return dataUrl;
    }
    throw new Error(PHOTO_TOO_LARGE_MESSAGE);
  } finally {
    URL.revokeObjectURL(url);
  }
}
