import { firstRow } from '../../db/rows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { news, users } from '../../db/schema/index';
import { signedIn } from '../../test/factories';
import { newsInput, TINY_PNG } from '../../test/news-factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { scheduleNewsNotifications } from './news-notification-schedule';

/** News is read from its publication date until its expiry, and its notification goes out when readers can see it. */

let ctx: TestContext;
let admin: Record<string, string>;
let readers: Record<string, Record<string, string>>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  readers = { cliente: (await signedIn(ctx.db, 'cliente')).headers, professor: (await signedIn(ctx.db, 'professor')).headers };
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const EXPIRY_PAST = 'A data de expiração não pode estar no passado';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });
const create = async (overrides: Record<string, unknown>) => {
  const res = await call('POST', '/api/news', newsInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; imagemPrincipal: string };
};
const setDates = (id: number, dates: { dataPublicacao?: Date; dataExpiracao?: Date }) => ctx.db.update(news).set(dates).where(eq(news.id, id));

/** Where a reader meets a news item: the list, the home screen's featured cards, the page, its image, its view count. */
async function seenBy(headers: Record<string, string>, item: { id: number; imagemPrincipal: string }) {
  const listed = (await call('GET', '/api/news/published?pageSize=100', undefined, headers)).json().items.map((n: { id: number }) => n.id);
  const featured = (await call('GET', '/api/news/featured', undefined, headers)).json().map((n: { id: number }) => n.id);
  return {
    listed: listed.includes(item.id),
    featured: featured.includes(item.id),
    page: (await call('GET', `/api/news/${item.id}`, undefined, headers)).statusCode,
    image: (await call('GET', item.imagemPrincipal, undefined, headers)).statusCode,
    view: (await call('POST', `/api/news/${item.id}/view`, undefined, headers)).statusCode,
  };
}
const HIDDEN = { listed: false, featured: false, page: 404, image: 404, view: 404 };
const SHOWN = { listed: true, featured: true, page: 200, image: 200, view: 200 };

test('news published for a later time reaches readers at that time, and leaves them at its expiry; the administrador sees it throughout', async () => {
  const item = await create({ status: 'publicado', destaqueHome: true, imagemPrincipal: TINY_PNG, dataPublicacao: inHours(2).toISOString() });
  for (const [role, headers] of Object.entries(readers)) expect(await seenBy(headers, item), `${role} before`).toEqual(HIDDEN);
  expect((await call('GET', `/api/news/${item.id}`)).statusCode).toBe(200);
  expect((await call('GET', '/api/news?status=publicado')).json().items.map((n: { id: number }) => n.id)).toContain(item.id);

  await setDates(item.id, { dataPublicacao: inHours(-0.1), dataExpiracao: inHours(1) });
  for (const [role, headers] of Object.entries(readers)) expect(await seenBy(headers, item), `${role} at its time`).toEqual(SHOWN);

  await setDates(item.id, { dataExpiracao: inHours(-0.05) });
  for (const [role, headers] of Object.entries(readers)) expect(await seenBy(headers, item), `${role} after expiry`).toEqual(HIDDEN);
  expect((await call('GET', `/api/news/${item.id}`)).statusCode).toBe(200);
});

describe('an expiry date', () => {
  const today = todayIn('America/Sao_Paulo');

  test.each([
    ['yesterday', { dataExpiracao: addDays(today, -1) }],
    ['an hour ago', { dataExpiracao: inHours(-1).toISOString() }],
    ['an hour ago, published two hours ago', { dataPublicacao: inHours(-2).toISOString(), dataExpiracao: inHours(-1).toISOString() }],
  ])('in the past (%s) is refused on the field, on create and on edit', async (_when, dates) => {
    const created = await call('POST', '/api/news', newsInput({ status: 'publicado', notificarUsuarios: true, ...dates }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: EXPIRY_PAST, errors: { dataExpiracao: EXPIRY_PAST } });

    const draft = await create({});
    const edited = await call('PATCH', `/api/news/${draft.id}`, newsInput(dates));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ dataExpiracao: EXPIRY_PAST });
    expect((await ctx.db.select().from(news).where(eq(news.id, draft.id)))[0]!.dataExpiracao).toBeNull();
  });

  test('today is accepted (valid to the end of the day), and an expired item can still be edited with its date kept', async () => {
    const item = await create({ dataExpiracao: today });
    await setDates(item.id, { dataExpiracao: inHours(-1) });
    const { dataExpiracao } = firstRow(await ctx.db.select().from(news).where(eq(news.id, item.id)), 'news');
    const edited = await call('PATCH', `/api/news/${item.id}`, newsInput({ titulo: 'Corrigido', dataExpiracao: dataExpiracao!.toISOString() }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().dataExpiracao).toBe(dataExpiracao!.toISOString());
  });
});

describe('notificarUsuarios', () => {
  let active: string[];
  beforeEach(async () => {
    await ctx.deliverMail();
    ctx.outbox.length = 0;
    active = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.ativo, true))).map((u) => u.email).sort();
  });

  /** One run of the periodic check, as main.ts starts it; stop() waits for it. `sent()` then runs the queued jobs. */
  async function periodicCheck() {
    await scheduleNewsNotifications({ db: ctx.db, log: ctx.app.log }).stop();
  }
  const sent = async () => {
    await ctx.deliverMail();
    return ctx.outbox.map((m) => m.to).sort();
  };

  test('for news published for later: nothing when saved, one email per active user once it is visible, never again', async () => {
    const later = await create({ titulo: 'Festa junina', status: 'publicado', notificarUsuarios: true, dataPublicacao: inHours(2).toISOString() });
    const draft = await create({ notificarUsuarios: true, dataPublicacao: inHours(2).toISOString() });
    expect((await call('POST', `/api/news/${draft.id}/publish`)).statusCode).toBe(200);
    await periodicCheck();
    expect(await sent()).toEqual([]);

    await setDates(later.id, { dataPublicacao: inHours(-0.01) });
    await periodicCheck();
    expect(await sent()).toEqual(active);
    expect(ctx.outbox[0]!.subject).toBe('Nova notícia: Festa junina');
    expect(ctx.outbox[0]!.text).toContain(`http://plantel.test/noticias/${later.id}`);

    await periodicCheck();
    await call('PATCH', `/api/news/${later.id}`, newsInput({ titulo: 'Festa junina', notificarUsuarios: true, status: 'publicado' }));
    expect(await sent()).toHaveLength(active.length);
  });

  test('never for news that expired, or was cancelled, before its publication time came', async () => {
    const expired = await create({ status: 'publicado', notificarUsuarios: true, dataPublicacao: inHours(2).toISOString(), dataExpiracao: inHours(3).toISOString() });
    const cancelled = await create({ status: 'publicado', notificarUsuarios: true, dataPublicacao: inHours(2).toISOString() });
    expect((await call('POST', `/api/news/${cancelled.id}/cancel`)).statusCode).toBe(200);
    await setDates(expired.id, { dataPublicacao: inHours(-2), dataExpiracao: inHours(-1) });
    await setDates(cancelled.id, { dataPublicacao: inHours(-1) });
    await periodicCheck();
    expect(await sent()).toEqual([]);
  });

  test('news visible when published is still announced at once, by the save itself', async () => {
    await create({ status: 'publicado', notificarUsuarios: true });
    expect(await sent()).toEqual(active);
  });
});
