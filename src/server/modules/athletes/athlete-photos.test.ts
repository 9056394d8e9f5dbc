import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { athletes } from '../../db/schema/index';
import { athleteInput, makeAthlete, signedIn } from '../../test/factories';
import { dataUrl, gifScriptPolyglot, hugePng, isJpeg, pixel, POLYGLOT_SCRIPT, twoColourPng } from '../../test/images';
import { createTestApp, type TestContext } from '../../test/test-app';

/** Every photo is decoded on the server and only its 300×300 JPEG is kept and served, never the client's bytes. */

let ctx: TestContext;
let staff: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signedIn(ctx.db, 'administrador')).headers;
});
afterAll(() => ctx.close());

const INVALID = 'Por favor, selecione uma imagem válida.';
const TOO_MANY_PIXELS = 'A imagem deve ter no máximo 25 megapixels.';

let ip = 0;
const writes = {
  'POST /api/athletes': (foto: string) => ctx.app.inject({ method: 'POST', url: '/api/athletes', payload: athleteInput({ foto }), headers: staff }),
  'POST /api/quick-register': (foto: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/quick-register', payload: athleteInput({ foto }), remoteAddress: `10.2.0.${++ip}` }),
};
/** The athlete a write just created: the quick registration, a public door, answers no id. */
const created = async () => (await ctx.db.select({ id: athletes.id }).from(athletes).orderBy(desc(athletes.id)).limit(1))[0]!.id;
const storedPhoto = async (id: number) => (await ctx.db.select({ foto: athletes.foto }).from(athletes).where(eq(athletes.id, id)))[0]!.foto;
const photoBytes = (stored: string | null) => Buffer.from(stored!.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
const athleteCount = async () => (await ctx.db.select({ id: athletes.id }).from(athletes)).length;

const refused: [string, () => Buffer, string, string][] = [
  ['a 20000×20000 PNG', () => hugePng(), 'image/png', TOO_MANY_PIXELS],
  ['an HTML page labelled image/png', () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), 'image/png', INVALID],
  [
    'an SVG with a script labelled image/png',
    () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    'image/png',
    INVALID,
  ],
  ['a truncated PNG', () => hugePng(64).subarray(0, 40), 'image/png', INVALID],
];

describe.each(Object.entries(writes))('%s', (_route, write) => {
  test.each(refused)('%s is refused with its message, nothing stored', async (_name, bytes, mime, message) => {
    const foto = dataUrl(mime, bytes());
    expect(foto.length).toBeLessThan(700_000);
    const before = await athleteCount();
    const res = await write(foto);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { foto: message } });
    expect(await athleteCount()).toBe(before);
  });

  test('a PNG is stored as its 300×300 JPEG, cropped to the centre, without metadata', async () => {
    const res = await write(dataUrl('image/png', await twoColourPng(640, 480)));
    expect(res.statusCode, res.body).toBe(201);
    const stored = await storedPhoto(await created());
    expect(stored).toMatch(/^data:image\/jpeg;base64,/);
    const bytes = photoBytes(stored);
    expect(isJpeg(bytes)).toBe(true);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect((await pixel(bytes, 20, 150))[0]).toBeGreaterThan(200);
    expect((await pixel(bytes, 280, 150))[2]).toBeGreaterThan(200);
  });

  test('a GIF that is also a script is kept only as a re-encoded JPEG', async () => {
    const res = await write(dataUrl('image/gif', await gifScriptPolyglot()));
    expect(res.statusCode, res.body).toBe(201);
    const bytes = photoBytes(await storedPhoto(await created()));
    expect(isJpeg(bytes)).toBe(true);
    expect(bytes.includes(POLYGLOT_SCRIPT)).toBe(false);
  });
});

test('a photo is turned upright by its EXIF orientation before the crop', async () => {
  // Stored sideways (red left, blue right) with "rotate 90° clockwise to view": upright, red is on top.
  const sideways = await sharp(await twoColourPng(400, 200))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const res = await writes['POST /api/athletes'](dataUrl('image/jpeg', sideways));
  expect(res.statusCode, res.body).toBe(201);
  const bytes = photoBytes(await storedPhoto(await created()));
  const metadata = await sharp(bytes).metadata();
  expect(metadata).toMatchObject({ width: 300, height: 300 });
  expect(metadata.orientation).toBeUndefined();
  expect((await pixel(bytes, 150, 20))[0]).toBeGreaterThan(200);
  expect((await pixel(bytes, 150, 280))[2]).toBeGreaterThan(200);
});

describe('PUT /api/athletes/:id with a photo', () => {
  test('an HTML page labelled image/png is refused and the photo kept; an image is stored and served as its 300×300 JPEG', async () => {
    const athlete = await makeAthlete(ctx.db);
    const put = (foto: string) => ctx.app.inject({ method: 'PUT', url: `/api/athletes/${athlete!.id}`, payload: { foto }, headers: staff });

    const html = await put(dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')));
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({ message: INVALID, errors: { foto: INVALID } });
    expect(await storedPhoto(athlete!.id)).toBeNull();

    const res = await put(dataUrl('image/png', await twoColourPng(50, 80)));
    expect(res.statusCode, res.body).toBe(200);
    const photo = await ctx.app.inject({ method: 'GET', url: res.json().fotoUrl, headers: staff });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(photo.rawPayload)).toBe(true);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 300 });
  });
});
