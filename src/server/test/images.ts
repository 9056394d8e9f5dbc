import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Image fixtures for the upload tests: real images, oversized ones and impostors, as the API receives them. */

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A real PNG drawn by sharp: left half red, right half blue. */
export async function twoColourPng(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .png()
    .toBuffer();
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A black side×side PNG of one bit a pixel: 400 megapixels at 20000 that compress to some 50 KB.
 * Written by hand because sharp takes seconds to encode it.
 */
export function hugePng(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth; colour type 0 (greyscale), no interlace
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side); // each row: filter 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const POLYGLOT_SCRIPT = '*/=alert(document.domain);//';

/**
 * A file that is both a GIF image and a script: its width bytes open a JS comment (`GIF89a/*`) that
 * closes after the image data, so `<script src>` pointing at it runs the alert.
 */
export async function gifScriptPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#ff0000' } }).gif().toBuffer();
  gif.write('/*', 6, 'latin1');
  return Buffer.concat([gif, Buffer.from(POLYGLOT_SCRIPT, 'latin1')]);
}

export const isJpeg = (bytes: Buffer) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));

/** The red, green and blue of one pixel of an image. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
