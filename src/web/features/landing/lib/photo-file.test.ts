// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  centeredSquareCrop,
  checkPhotoFile,
  PHOTO_ACCEPT,
  PHOTO_MAX_BYTES,
} from './photo-file';

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
