// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { centeredSquareCrop, checkPhotoFile, fitWithin, PHOTO_ACCEPT, PHOTO_MAX_BYTES, selectionToSquare } from './photo';

describe('checkPhotoFile', () => {
  it('accepts JPG, PNG and GIF up to 5MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/gif', size: 1 })).toBeNull();
  });

  it('refuses anything that is not a JPG, PNG or GIF image', () => {
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe(
      'Por favor, selecione uma imagem válida.',
    );
    expect(checkPhotoFile({ type: 'image/svg+xml', size: 1000 })).toBe(
      'Por favor, selecione uma imagem válida.',
    );
    expect(checkPhotoFile({ type: '', size: 1000 })).toBe('Por favor, selecione uma imagem válida.');
  });

  it('refuses images over 5MB', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe(
      'A imagem deve ter no máximo 5MB.',
    );
  });

  it('checks the type before the size', () => {
    expect(checkPhotoFile({ type: 'text/plain', size: 50 * 1024 * 1024 })).toBe(
      'Por favor, selecione uma imagem válida.',
    );
  });

  it('lists the accepted types for the file input', () => {
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/gif');
  });
});

describe('centeredSquareCrop', () => {
  it('crops the middle of a landscape image', () => {
    expect(centeredSquareCrop(800, 600)).toEqual({ sx: 100, sy: 0, side: 600 });
  });

  it('crops the middle of a portrait image', () => {
    expect(centeredSquareCrop(300, 501)).toEqual({ sx: 0, sy: 100, side: 300 });
  });

  it('keeps a square image whole', () => {
    expect(centeredSquareCrop(1024, 1024)).toEqual({ sx: 0, sy: 0, side: 1024 });
  });
});

describe('selectionToSquare', () => {
  it('turns the initial 80% centred square of a landscape image into source pixels', () => {
    // 80% of the height (480 px) is 60% of the width: the cropper centres it at x = 20%.
    expect(selectionToSquare({ x: 20, y: 10, width: 60, height: 80 }, 800, 600)).toEqual({ sx: 160, sy: 60, side: 480 });
  });

  it('keeps the square inside the image when the selection reaches the edge', () => {
    expect(selectionToSquare({ x: 50, y: 50, width: 60, height: 60 }, 100, 100)).toEqual({ sx: 50, sy: 50, side: 50 });
  });

  it('takes the shorter side when rounding left the selection slightly off square', () => {
    expect(selectionToSquare({ x: 0, y: 0, width: 50.2, height: 50 }, 1000, 1000)).toEqual({ sx: 0, sy: 0, side: 500 });
  });

  it('does not apply a crop under 10×10 pixels', () => {
    expect(selectionToSquare({ x: 0, y: 0, width: 9, height: 9 }, 100, 100)).toBeNull();
    expect(selectionToSquare({ x: 0, y: 0, width: 10, height: 10 }, 100, 100)).toEqual({ sx: 0, sy: 0, side: 10 });
  });
});

describe('fitWithin', () => {
  it('shrinks a large image to the box, keeping its proportions', () => {
    expect(fitWithin(4000, 3000, 1200, 800)).toEqual({ width: 1067, height: 800 });
    expect(fitWithin(3000, 1000, 1200, 800)).toEqual({ width: 1200, height: 400 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(640, 480, 1200, 800)).toEqual({ width: 640, height: 480 });
  });
});
