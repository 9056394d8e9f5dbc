import { centeredSquareCrop, PHOTO_INVALID_MESSAGE, PHOTO_JPEG_QUALITY, PHOTO_SIZE } from './photo-file';

function loadImage(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(PHOTO_INVALID_MESSAGE));
    };
    image.src = url;
  });
}

/**
 * Draws the image center-cropped to a square and resized to 300×300 on a canvas, and returns it as
 * a JPEG data URL at quality 0.9. Rejects with the spec's message when the file cannot be decoded.
 */
export async function photoFileToDataUrl(file: File): Promise<string> {
  const image = await loadImage(file);
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (!width || !height) throw new Error(PHOTO_INVALID_MESSAGE);

  const canvas = document.createElement('canvas');
  canvas.width = PHOTO_SIZE;
  canvas.height = PHOTO_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(PHOTO_INVALID_MESSAGE);

  // JPEG has no transparency: give transparent PNG/GIF pixels a white background, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, PHOTO_SIZE, PHOTO_SIZE);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const { sx, sy, side } = centeredSquareCrop(width, height);
  context.drawImage(image, sx, sy, side, side, 0, 0, PHOTO_SIZE, PHOTO_SIZE);
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
}
