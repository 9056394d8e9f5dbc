import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { App } from './types';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/** A web build as `vite build` leaves it: the entry, a screen's chunk with its compressed copies, the maps. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-web-'));
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  };
  write(
    'index.html',
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-E1.js"></script></head><body><div id="root"></div></body></html>',
  );
  const chunk = `export const athletes = ${JSON.stringify('atleta '.repeat(500))};`;
  write('assets/athletes-page-A1.js', chunk);
  write('assets/athletes-page-A1.js.br', brotliCompressSync(chunk));
  write('assets/athletes-page-A1.js.gz', gzipSync(chunk));
  write('assets/index-E1.js', 'export {};');
  write('assets/authenticated-app-S1.js', 'export {};');
  write('assets/landing-page-L1.js', 'export {};');
  write('assets/public-invitation-page-I1.js', 'export {};');
  write(
    '.vite/manifest.json',
    JSON.stringify({
      'index.html': { file: 'assets/index-E1.js', isEntry: true },
      'src/web/app/authenticated-app.tsx': { file: 'assets/authenticated-app-S1.js', imports: ['index.html'] },
      'src/web/features/landing/landing-page.tsx': { file: 'assets/landing-page-L1.js', imports: ['index.html'] },
      'src/web/features/families/public-invitation-page.tsx': { file: 'assets/public-invitation-page-I1.js', imports: ['index.html'] },
    }),
  );
  write('.vite/route-chunks.json', JSON.stringify({ '/atletas': ['assets/athletes-page-A1.js'], '/atletas/:id': ['assets/athlete-page-P1.js'] }));
  return dir;
}

const SESSION_ELEMENT = /<script type="application\/json" id="plantel-session">(.*?)<\/script>/s;

/** The session the page carries, as the web app reads it. */
function pageSession(html: string): unknown {
  const match = SESSION_ELEMENT.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

const QUERIES_ELEMENT = /<script type="application\/json" id="plantel-queries">(.*?)<\/script>/s;

/** The API answers the page carries for its first screen, by path. */
function pageQueries(html: string): unknown {
  const match = QUERIES_ELEMENT.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

let ctx: TestContext;
let app: App;
let webDir: string;
beforeAll(async () => {
  ctx = await createTestApp();
  webDir = fakeWebBuild();
  app = await buildApp({ db: ctx.db, config: loadConfig({ NODE_ENV: 'test' }), mailer: { send: async () => {} }, webDir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the web app’s scripts', () => {
  const original = () => fs.readFileSync(path.join(webDir, 'assets/athletes-page-A1.js'), 'utf8');
  const get = (acceptEncoding?: string) =>
    app.inject({ method: 'GET', url: '/assets/athletes-page-A1.js', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  test('go out brotli-compressed to a browser that takes brotli, cached for a year', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(original());
    expect(res.rawPayload.length).toBeLessThan(original().length / 4);
  });

  test('go out gzipped to a browser that takes only gzip, and as they are to one that takes neither', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(original());

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original());
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('the page', () => {
  const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  test('of a signed-in visitor carries the user GET /api/auth/me answers, is never stored, and preloads the shell and the screen', async () => {
    const { token } = await signedIn(ctx.db, 'administrador');
    const res = await page('/atletas?page=2', { cookie: `sessionId=${token}` });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sessionId=${token}` } });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(pageSession(res.body)).toEqual({ user: me.json() });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/authenticated-app-S1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/athletes-page-A1.js">');
    expect(res.body).not.toContain('athlete-page-P1.js');
    expect(res.body).not.toContain('landing-page-L1.js');
  });

  test('of a screen with a parameter preloads that screen', async () => {
    const { token } = await signedIn(ctx.db, 'administrador');
    const res = await page('/atletas/42', { cookie: `sessionId=${token}` });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/athlete-page-P1.js">');
    expect(res.body).not.toContain('athletes-page-A1.js');
  });

  test('keeps a name that looks like markup inside its data element', async () => {
    const nome = '</script><script>alert(1)</script><!-- $& $\'';
    const { token } = await signedIn(ctx.db, 'administrador', { nome });
    const res = await page('/', { cookie: `sessionId=${token}` });

    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(pageSession(res.body)).toMatchObject({ user: { nome } });
  });

  test.each([
    ['without a session', {}],
    ['with an unknown session', { cookie: 'sessionId=sessao-que-nao-existe' }],
  ])('%s says there is none, carries no user and may be revalidated', async (_name, headers) => {
    const res = await page('/atletas', headers);

    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(pageSession(res.body)).toEqual({ user: null });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-page-L1.js">');
    expect(res.body).not.toContain('authenticated-app-S1.js');
    expect(res.body).not.toContain('athletes-page-A1.js');
  });

  test("a family's Início carries what GET /api/family/home answers; an instalment's PIX that cannot be charged is left to the app", async () => {
    const { token } = await signedIn(ctx.db, 'cliente');
    const cookie = `sessionId=${token}`;
    const home = await app.inject({ method: 'GET', url: '/api/family/home', headers: { cookie } });
    expect(home.statusCode).toBe(200);

    expect(pageQueries((await page('/', { cookie })).body)).toEqual({ '/api/family/home': home.json() });
    // No such instalment: the dialog asks the route, which says so.
    expect(pageQueries((await page('/?pix=999999', { cookie })).body)).toEqual({ '/api/family/home': home.json() });
  });

  test("other screens, and the staff's Início, carry no answers", async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const admin = await signedIn(ctx.db, 'administrador');
    expect(pageQueries((await page('/minha-familia', { cookie: `sessionId=${family.token}` })).body)).toBeUndefined();
    expect(pageQueries((await page('/', { cookie: `sessionId=${admin.token}` })).body)).toBeUndefined();
  });

  test("a guardian's invitation link, signed out, preloads the invitation page instead of the landing", async () => {
    const res = await page('/convite/um-token-qualquer');
    expect(pageSession(res.body)).toEqual({ user: null });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/public-invitation-page-I1.js">');
    expect(res.body).not.toContain('landing-page-L1.js');
  });
});
