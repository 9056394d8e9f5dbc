import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ADMIN, ALL_ROLES } from '@domain/roles';
import { auditLog, news, users } from '../../db/schema/index';
import { signedIn } from '../../test/factories';
import { dataUrl, gifScriptPolyglot, hugePng, isJpeg, POLYGLOT_SCRIPT, twoColourPng } from '../../test/images';
import { makeNews, newsInput, TINY_PNG } from '../../test/news-factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let adminUser: { id: number; nomeCompleto: string | null };
let cliente: Record<string, string>;
let professor: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  const signedAdmin = await signedIn(ctx.db, 'administrador', { nomeCompleto: 'Marina Costa Prado' });
  admin = signedAdmin.headers;
  adminUser = signedAdmin.user;
  cliente = (await signedIn(ctx.db, 'cliente')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) => ctx.app.inject({ method, url, payload: payload as object, headers });
const stored = async (id: number) => (await ctx.db.select().from(news).where(eq(news.id, id)))[0];
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await call('POST', '/api/news', newsInput(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const DAY = 86_400_000;

describe('refusals', () => {
  test.each([
    ['GET', '/api/news', ADMIN],
    ['POST', '/api/news', ADMIN],
    ['PATCH', '/api/news/1', ADMIN],
    ['DELETE', '/api/news/1', ADMIN],
    ['POST', '/api/news/1/publish', ADMIN],
    ['POST', '/api/news/1/cancel', ADMIN],
    ['GET', '/api/news/published', ALL_ROLES],
    ['GET', '/api/news/featured', ALL_ROLES],
    ['GET', '/api/news/1', ALL_ROLES],
    ['GET', '/api/news/1/image', ALL_ROLES],
    ['POST', '/api/news/1/view', ALL_ROLES],
  ] as const)('%s %s: 401 without a session, 403 for the roles not allowed', async (method, url, allowed) => {
    await makeNews(ctx.db, { status: 'rascunho' });
    const before = await ctx.db.select().from(news);
    await expectRefusals(ctx, { method, url, payload: newsInput() }, allowed);
    expect(await ctx.db.select().from(news)).toEqual(before);
  });

  test.each([
    ['POST', '/api/news'],
    ['PATCH', '/api/news/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
    for (const tags of ['festa', [1], [['a']], { 0: 'a' }]) {
      expect((await call(method, url, newsInput({ tags }))).statusCode, JSON.stringify(tags)).toBe(400);
    }
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    for (const [method, url] of [
      ['GET', `/api/news/${id}`],
      ['GET', `/api/news/${id}/image`],
      ['POST', `/api/news/${id}/view`],
      ['POST', `/api/news/${id}/publish`],
      ['DELETE', `/api/news/${id}`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(400);
    }
  });

  test('unknown ids are a 404 "Notícia não encontrada"', async () => {
    for (const [method, url] of [
      ['GET', '/api/news/999999'],
      ['POST', '/api/news/999999/view'],
      ['POST', '/api/news/999999/publish'],
      ['POST', '/api/news/999999/cancel'],
      ['DELETE', '/api/news/999999'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: 'Notícia não encontrada' });
    }
    expect((await call('PATCH', '/api/news/999999', newsInput())).json()).toEqual({ message: 'Notícia não encontrada' });
  });
});

describe('create and edit', () => {
  test('a draft is stored as sent, the author is the signed-in user whatever the body says, and the answer has no image bytes', async () => {
    const res = await call(
      'POST',
      '/api/news',
      newsInput({
        titulo: '  Copa Zona Sul  ',
        tags: [' futebol ', 'Sub-11', 'futebol', 'FUTEBOL', ''],
        imagemPrincipal: TINY_PNG,
        linkExterno: 'https://copazonasul.com.br/resultados',
        autor: 'Alguém Mais',
        autorId: 999,
        visualizacoes: 500,
        status: undefined,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      titulo: 'Copa Zona Sul',
      status: 'rascunho',
      tags: ['futebol', 'Sub-11'],
      autor: 'Marina Costa Prado',
      autorId: adminUser.id,
      visualizacoes: 0,
      dataPublicacao: null,
      linkExterno: 'https://copazonasul.com.br/resultados',
      imagemPrincipal: expect.stringMatching(new RegExp(`^/api/news/${body.id}/image\\?v=\\d+$`)),
    });
    const row = await stored(body.id);
    expect(row!.imagemPrincipal).toMatch(/^data:image\/jpeg;base64,/);
    expect(row!.autorId).toBe(adminUser.id);
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'news', userId: adminUser.id });
  });

  test.each([
    ['titulo', { titulo: '' }, 'Título é obrigatório'],
    ['titulo', { titulo: undefined }, 'Título é obrigatório'],
    ['conteudo', { conteudo: '   ' }, 'Conteúdo é obrigatório'],
    ['categoria', { categoria: '' }, 'Categoria é obrigatória'],
    ['categoria', { categoria: 'Futebol' }, 'Categoria inválida'],
    ['status', { status: '' }, 'Status é obrigatório'],
    ['status', { status: 'arquivado' }, 'Status inválido'],
    ['linkExterno', { linkExterno: 'javascript:alert(1)' }, 'Link externo inválido'],
    ['linkExterno', { linkExterno: 'www.sem-protocolo.com' }, 'Link externo inválido'],
    ['imagemPrincipal', { imagemPrincipal: 'https://outro.site/foto.jpg' }, 'Por favor, selecione uma imagem válida.'],
    ['imagemPrincipal', { imagemPrincipal: `data:image/jpeg;base64,${'A'.repeat(700_000)}` }, 'A imagem deve ter no máximo 5MB.'],
    ['dataPublicacao', { dataPublicacao: '31/12/2025' }, 'Data de publicação inválida'],
    ['dataExpiracao', { dataExpiracao: '2025-02-30' }, 'Data de expiração inválida'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const before = await ctx.db.select().from(news);
    const res = await call('POST', '/api/news', newsInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(news)).toEqual(before);
  });

  test('content that is only markup to strip is no content', async () => {
    const res = await call('POST', '/api/news', newsInput({ conteudo: '<script>alert(1)</script>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Conteúdo é obrigatório', errors: { conteudo: 'Conteúdo é obrigatório' } });
  });

  test('the expiry must come after the publication; a plain date expires at the end of that day in the school', async () => {
    const refused = await call('POST', '/api/news', newsInput({ dataPublicacao: '2030-05-10', dataExpiracao: '2030-05-09' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ dataExpiracao: 'A data de expiração deve ser posterior à data de publicação' });

    const body = await create({ dataPublicacao: '2030-05-10', dataExpiracao: '2030-05-10' });
    expect(body.dataPublicacao).toBe('2030-05-10T03:00:00.000Z');
    expect(body.dataExpiracao).toBe('2030-05-11T02:59:59.999Z');
  });

  test('a news item cannot be created cancelled (409)', async () => {
    const res = await call('POST', '/api/news', newsInput({ status: 'cancelado' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Uma notícia nova não pode ser criada como cancelada' });
  });

  test('PATCH replaces the fields (left-out optional ones are cleared), keeps the author and the image sent back as its URL', async () => {
    const created = await create({ imagemPrincipal: TINY_PNG, linkExterno: 'https://a.com.br', tags: ['a'], dataExpiracao: '2031-01-01' });
    const image = (await stored(created.id))!.imagemPrincipal;
    const { headers: otherAdmin } = await signedIn(ctx.db, 'administrador', { nomeCompleto: 'Outro Admin' });
    const res = await call(
      'PATCH',
      `/api/news/${created.id}`,
      { titulo: 'Título novo', conteudo: 'Novo texto', categoria: 'Avisos', imagemPrincipal: created.imagemPrincipal, dataExpiracao: '2031-01-01' },
      otherAdmin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      titulo: 'Título novo',
      categoria: 'Avisos',
      subtitulo: null,
      linkExterno: null,
      tags: [],
      status: 'rascunho',
      autor: 'Marina Costa Prado',
      dataExpiracao: created.dataExpiracao,
    });
    expect((await stored(created.id))!.imagemPrincipal).toBe(image);

    const removed = await call('PATCH', `/api/news/${created.id}`, { titulo: 'T', conteudo: 'C', categoria: 'Geral' });
    expect(removed.json().imagemPrincipal).toBeNull();
    expect((await stored(created.id))!.imagemPrincipal).toBeNull();
  });

  test("PATCH refuses another news item's image URL", async () => {
    const withImage = await create({ imagemPrincipal: TINY_PNG });
    const other = await create();
    const res = await call('PATCH', `/api/news/${other.id}`, newsInput({ imagemPrincipal: withImage.imagemPrincipal }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ imagemPrincipal: 'Por favor, selecione uma imagem válida.' });
  });
});

describe('state machine', () => {
  test('rascunho → publicado → cancelado, each step once; delete in any state', async () => {
    const draft = await create();
    expect((await call('POST', `/api/news/${draft.id}/cancel`)).statusCode).toBe(409);

    const published = await call('POST', `/api/news/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'publicado', dataPublicacao: expect.any(String) });
    expect(Math.abs(Date.parse(published.json().dataPublicacao) - Date.now())).toBeLessThan(60_000);

    const again = await call('POST', `/api/news/${draft.id}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Apenas rascunhos podem ser publicados' });

    const cancelled = await call('POST', `/api/news/${draft.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelado');
    const cancelAgain = await call('POST', `/api/news/${draft.id}/cancel`);
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json()).toEqual({ message: 'Apenas notícias publicadas podem ser canceladas' });
    expect((await call('POST', `/api/news/${draft.id}/publish`)).statusCode).toBe(409);
    expect((await stored(draft.id))!.status).toBe('cancelado');

    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, draft.id))).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['create', 'publish', 'cancel']));

    for (const status of ['rascunho', 'publicado', 'cancelado'] as const) {
      const row = await makeNews(ctx.db, { status });
      const res = await call('DELETE', `/api/news/${row!.id}`);
      expect(res.statusCode).toBe(204);
      expect(await stored(row!.id)).toBeUndefined();
    }
  });

  test('a publication date already set is kept when publishing', async () => {
    const draft = await create({ dataPublicacao: '2024-03-01' });
    const res = await call('POST', `/api/news/${draft.id}/publish`);
    expect(res.json().dataPublicacao).toBe('2024-03-01T03:00:00.000Z');
  });

  test.each([
    ['publicado', 'rascunho', 'Não é possível alterar o status de "Publicado" para "Rascunho"'],
    ['cancelado', 'publicado', 'Não é possível alterar o status de "Cancelado" para "Publicado"'],
    ['cancelado', 'rascunho', 'Não é possível alterar o status de "Cancelado" para "Rascunho"'],
    ['rascunho', 'cancelado', 'Não é possível alterar o status de "Rascunho" para "Cancelado"'],
  ] as const)('PATCH from %s to %s is a 409', async (from, to, message) => {
    const row = await makeNews(ctx.db, { status: from });
    const res = await call('PATCH', `/api/news/${row!.id}`, newsInput({ status: to }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect((await stored(row!.id))!.status).toBe(from);
  });

  test('PATCH may publish a draft and cancel a published item, as the buttons do', async () => {
    const draft = await create();
    const published = await call('PATCH', `/api/news/${draft.id}`, newsInput({ status: 'publicado' }));
    expect(published.json()).toMatchObject({ status: 'publicado', dataPublicacao: expect.any(String) });
    const cancelled = await call('PATCH', `/api/news/${draft.id}`, newsInput({ status: 'cancelado' }));
    expect(cancelled.json().status).toBe('cancelado');
  });
});

describe('readers', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const now = Date.now();
    const make = async (overrides: Parameters<typeof makeNews>[1]) => (await makeNews(ctx.db, { categoria: 'Conquistas', ...overrides }))!.id;
    ids = {
      draft: await make({ status: 'rascunho', titulo: 'Rascunho oculto', destaqueHome: true }),
      cancelled: await make({ status: 'cancelado', titulo: 'Cancelada oculta', destaqueHome: true }),
      expired: await make({ titulo: 'Expirada oculta', dataExpiracao: new Date(now - 1000), destaqueHome: true }),
      valid: await make({ titulo: 'Campeões da Copa Ipiranga', dataExpiracao: new Date(now + DAY), dataPublicacao: new Date(now - 3 * DAY) }),
      featuredOld: await make({ titulo: 'Destaque antigo', destaqueHome: true, dataPublicacao: new Date(now - 40 * DAY) }),
      featured1: await make({ titulo: 'Destaque 1', destaqueHome: true, dataPublicacao: new Date(now - 1 * DAY), imagemPrincipal: TINY_PNG }),
      featured2: await make({ titulo: 'Destaque 2', destaqueHome: true, dataPublicacao: new Date(now - 2 * DAY) }),
      featured3: await make({ titulo: 'Destaque 3', destaqueHome: true, dataPublicacao: new Date(now - 4 * DAY) }),
    };
  });

  const hidden = () => [ids.draft, ids.cancelled, ids.expired];

  test.each(['cliente', 'professor', 'assistente'] as const)('a %s never sees drafts, cancelled or expired news, in the list or by id', async (role) => {
    const { headers } = await signedIn(ctx.db, role);
    const res = await call('GET', '/api/news/published?categoria=Conquistas&pageSize=100', undefined, headers);
    expect(res.statusCode).toBe(200);
    const listed = res.json().items.map((n: { id: number }) => n.id);
    expect(listed).toEqual([ids.featured1, ids.featured2, ids.valid, ids.featured3, ids.featuredOld]);
    expect(res.json().total).toBe(5);
    for (const id of hidden()) {
      for (const url of [`/api/news/${id}`, `/api/news/${id}/image`]) {
        const one = await call('GET', url, undefined, headers);
        expect(one.statusCode, url).toBe(404);
      }
      expect((await call('POST', `/api/news/${id}/view`, undefined, headers)).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/news/${ids.valid}`, undefined, headers)).json().titulo).toBe('Campeões da Copa Ipiranga');
  });

  // The assistente's Início, /noticias, /noticias/:id and header search make these calls.
  test('an assistente makes every reading call a 200: featured, the list, its search, one item, its image and a view', async () => {
    const { headers } = await signedIn(ctx.db, 'assistente');
    for (const [method, url] of [
      ['GET', '/api/news/featured'],
      ['GET', '/api/news/published'],
      ['GET', '/api/news/published?busca=ipiranga&page=1&pageSize=5'],
      ['GET', `/api/news/${ids.featured1}`],
      ['GET', `/api/news/${ids.featured1}/image`],
      ['POST', `/api/news/${ids.featured1}/view`],
    ] as const) {
      const res = await call(method, url, undefined, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(200);
    }
    expect((await call('GET', '/api/news/featured', undefined, headers)).json().map((n: { id: number }) => n.id)).toContain(ids.featured1);
    expect((await call('GET', '/api/news/published?busca=ipiranga', undefined, headers)).json().items.map((n: { id: number }) => n.id)).toEqual([ids.valid]);
  });

  test('the administrador gets any news item by id (to edit it), but the readers list is the same for everyone', async () => {
    for (const id of hidden()) expect((await call('GET', `/api/news/${id}`)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/news/published?categoria=Conquistas')).json().items.map((n: { id: number }) => n.id);
    expect(listed).not.toContain(ids.draft);
    expect(listed).not.toContain(ids.expired);
  });

  test('featured: the newest 3 published, unexpired, featured news, with the image as a URL', async () => {
    const res = await call('GET', '/api/news/featured', undefined, cliente);
    expect(res.statusCode).toBe(200);
    const featured = res.json();
    expect(featured.map((n: { id: number }) => n.id).slice(0, 3)).toEqual([ids.featured1, ids.featured2, ids.featured3]);
    expect(featured).toHaveLength(3);
    expect(featured[0].imagemPrincipal).toMatch(new RegExp(`^/api/news/${ids.featured1}/image\\?v=\\d+$`));
    expect(featured[0]).not.toHaveProperty('conteudo');
  });

  test('search ignores accents and case, over title, subtitle, tags and content; busca under 2 characters is no filter', async () => {
    const found = (await call('GET', '/api/news/published?busca=CAMPEOES', undefined, cliente)).json();
    expect(found.items.map((n: { titulo: string }) => n.titulo)).toEqual(['Campeões da Copa Ipiranga']);
    await makeNews(ctx.db, { titulo: 'Peneira', tags: ['futsal', 'inscrições'] });
    expect((await call('GET', '/api/news/published?busca=inscricoes', undefined, cliente)).json().total).toBe(1);
    expect((await call('GET', '/api/news/published?busca=oculta', undefined, cliente)).json().total).toBe(0);
    const short = (await call('GET', '/api/news/published?busca=a', undefined, cliente)).json();
    expect(short.total).toBeGreaterThan(5);
    expect((await call('GET', '/api/news/published?categoria=Futebol', undefined, cliente)).statusCode).toBe(400);
  });

  test('the image is served with caching headers to those who may see the news item', async () => {
    const res = await call('GET', `/api/news/${ids.featured1}/image`, undefined, cliente);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(res.rawPayload).toEqual(Buffer.from(TINY_PNG.split(',')[1]!, 'base64'));
    expect((await call('GET', `/api/news/${ids.valid}/image`, undefined, cliente)).statusCode).toBe(404);
  });

  test('each view counts once, keeps the image URL, and is refused for news readers cannot see', async () => {
    const before = (await call('GET', `/api/news/${ids.featured1}`, undefined, cliente)).json();
    const first = await call('POST', `/api/news/${ids.featured1}/view`, undefined, cliente);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ visualizacoes: before.visualizacoes + 1 });
    await call('POST', `/api/news/${ids.featured1}/view`, undefined, professor);
    const after = (await call('GET', `/api/news/${ids.featured1}`, undefined, cliente)).json();
    expect(after.visualizacoes).toBe(before.visualizacoes + 2);
    expect(after.imagemPrincipal).toBe(before.imagemPrincipal);
    expect((await call('POST', `/api/news/${ids.draft}/view`)).statusCode).toBe(404);
    expect((await stored(ids.draft!))!.visualizacoes).toBe(0);
  });
});

describe('management list', () => {
  test('by status, newest first, with every status counted for the tabs', async () => {
    await ctx.db.delete(news);
    const a = await create({ titulo: 'Primeira' });
    const b = await create({ titulo: 'Segunda', status: 'publicado' });
    const c = await create({ titulo: 'Terceira', status: 'publicado' });
    await call('POST', `/api/news/${c.id}/cancel`);
    const all = (await call('GET', '/api/news')).json();
    expect(all.items.map((n: { id: number }) => n.id)).toEqual([c.id, b.id, a.id]);
    expect(all.counts).toEqual({ todas: 3, rascunho: 1, publicado: 1, cancelado: 1 });
    const drafts = (await call('GET', '/api/news?status=rascunho')).json();
    expect(drafts.items.map((n: { id: number }) => n.id)).toEqual([a.id]);
    expect(drafts.total).toBe(1);
    expect(drafts.counts.todas).toBe(3);
    expect((await call('GET', '/api/news?status=arquivado')).statusCode).toBe(400);
  });
});

describe('sanitisation', () => {
  const attack =
    '<p>Olá <strong>famílias</strong> <em>e</em> <u>atletas</u></p><script>alert("x")</script>' +
    '<img src=x onerror="alert(1)"><p onclick="alert(2)">Clique</p>' +
    '<a href="javascript:alert(3)">perigo</a> <a href="https://escola.com.br/agenda">agenda</a> <a href="mailto:contato@escola.com.br">contato</a>' +
    '<ul><li>um</li></ul><h2>Título</h2><blockquote>citação</blockquote><iframe src="https://x.com"></iframe><style>p{}</style>';

  const expectSafe = (html: string) => {
    expect(html).not.toMatch(/<script|<style|<iframe|<img|onerror|onclick|javascript:/i);
    for (const kept of ['<p>Olá <strong>famílias</strong> <em>e</em> <u>atletas</u></p>', '<ul><li>um</li></ul>', '<h2>Título</h2>', '<blockquote>citação</blockquote>']) {
      expect(html).toContain(kept);
    }
  };

  test('script, event handlers and javascript: URLs are removed when saved, formatting is kept', async () => {
    const body = await create({ conteudo: attack, status: 'publicado' });
    const row = await stored(body.id);
    expectSafe(row!.conteudo);
    expect(row!.conteudo).toContain('<a href="https://escola.com.br/agenda">agenda</a>');
    expect(row!.conteudo).toContain('<a href="mailto:contato@escola.com.br">contato</a>');
    expect(row!.conteudo).toContain('<a>perigo</a>');
  });

  test('content written around the API is cleaned again when served; links open in a new tab without opener', async () => {
    const row = await makeNews(ctx.db, { conteudo: attack });
    const body = (await call('GET', `/api/news/${row!.id}`, undefined, cliente)).json();
    expectSafe(body.conteudo);
    expectSafe(body.conteudoHtml);
    expect(body.conteudoHtml).toContain('<a href="https://escola.com.br/agenda" target="_blank" rel="noopener noreferrer">agenda</a>');
  });

  test('plain text keeps its line breaks; HTML keeps its own structure', async () => {
    const plain = await makeNews(ctx.db, { conteudo: 'Linha 1\nLinha 2\n\nNovo parágrafo & <b>negrito</b>' });
    expect((await call('GET', `/api/news/${plain!.id}`, undefined, cliente)).json().conteudoHtml).toBe(
      'Linha 1<br />Linha 2<br /><br />Novo parágrafo &amp; <strong>negrito</strong>',
    );
    const html = await makeNews(ctx.db, { conteudo: '<p>Um</p>\n<p>Dois</p>' });
    expect((await call('GET', `/api/news/${html!.id}`, undefined, cliente)).json().conteudoHtml).toBe('<p>Um</p>\n<p>Dois</p>');
  });

  test('text mixed with HTML keeps its line breaks; a break beside a block (paragraph, list, <br>) adds none', async () => {
    const cases: [string, string][] = [
      [
        'Bem-vindos!\nTreinos às terças.\n<strong>Traga água</strong>\n<ul>\n<li>Chuteira</li>\n<li>Caneleira</li>\n</ul>\nAté lá!\nA direção',
        'Bem-vindos!<br />Treinos às terças.<br /><strong>Traga água</strong>\n<ul>\n<li>Chuteira</li>\n<li>Caneleira</li>\n</ul>\nAté lá!<br />A direção',
      ],
      ['<p>Linha 1\nLinha 2</p>\n<p>Outro parágrafo</p>', '<p>Linha 1<br />Linha 2</p>\n<p>Outro parágrafo</p>'],
      ['<h2>Aviso</h2>\nSem aula amanhã.\r\nVoltamos na quinta.', '<h2>Aviso</h2>\nSem aula amanhã.<br />Voltamos na quinta.'],
      ['Linha com quebra<br>\nLinha seguinte\n<em>fim</em>', 'Linha com quebra<br />\nLinha seguinte<br /><em>fim</em>'],
    ];
    for (const [conteudo, expected] of cases) {
      const row = await makeNews(ctx.db, { conteudo });
      expect((await call('GET', `/api/news/${row!.id}`, undefined, cliente)).json().conteudoHtml, conteudo).toBe(expected);
    }
  });

  test('mixed content stays sanitised: a script or handler written between the lines never comes back', async () => {
    const row = await makeNews(ctx.db, {
      conteudo: 'Linha 1\n<script>alert(1)</script>\n<img src=x onerror="alert(2)">Linha 2\n<a href="javascript:alert(3)" onclick="x()">link</a>\n<p>Fim</p>',
    });
    const html = (await call('GET', `/api/news/${row!.id}`, undefined, cliente)).json().conteudoHtml;
    expect(html).toBe('Linha 1<br /><br />Linha 2<br /><a target="_blank" rel="noopener noreferrer">link</a>\n<p>Fim</p>');
  });
});

describe('notificarUsuarios', () => {
  let active: string[];
  beforeEach(async () => {
    ctx.outbox.length = 0;
    await makeUserInactive();
    active = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.ativo, true))).map((u) => u.email).sort();
  });

  async function makeUserInactive() {
    await signedIn(ctx.db, 'cliente', { ativo: false, status: 'inativo', email: `inativo.${Date.now()}@teste.com.br` });
  }

  const recipients = () => ctx.outbox.map((m) => m.to).sort();

  test('publishing a draft that asks for it emails every active user once, with a link to the news item', async () => {
    const draft = await create({ titulo: 'Reunião de pais', notificarUsuarios: true });
    await ctx.deliverMail();
    expect(ctx.outbox).toHaveLength(0);
    await call('POST', `/api/news/${draft.id}/publish`);
    await ctx.deliverMail();
    expect(recipients()).toEqual(active);
    expect(ctx.outbox[0]!.subject).toBe('Nova notícia: Reunião de pais');
    expect(ctx.outbox[0]!.text).toContain(`http://plantel.test/noticias/${draft.id}`);

    // Nothing that follows sends it again: publishing twice, saving it, cancelling it.
    await call('POST', `/api/news/${draft.id}/publish`);
    await call('PATCH', `/api/news/${draft.id}`, newsInput({ notificarUsuarios: true }));
    await call('POST', `/api/news/${draft.id}/cancel`);
    await ctx.deliverMail();
    expect(ctx.outbox).toHaveLength(active.length);
  });

  test('creating it published sends at once; a draft, or publishing without the flag, sends nothing', async () => {
    await create({ status: 'publicado', notificarUsuarios: true });
    await ctx.deliverMail();
    expect(recipients()).toEqual(active);

    ctx.outbox.length = 0;
    await create({ notificarUsuarios: true });
    const quiet = await create({ notificarUsuarios: false });
    await call('POST', `/api/news/${quiet.id}/publish`);
    await create({ status: 'publicado' });
    await ctx.deliverMail();
    expect(ctx.outbox).toHaveLength(0);
  });

  test('a network of thousands of families: every active user gets it exactly once, across the batches it is queued in', async () => {
    await ctx.db.execute(sql`
      insert into users (nome, nome_completo, email, senha, tipo, ativo, status)
      select 'Família ' || i, 'Família ' || i, 'rede' || i || '@teste.com.br', 'x', 'cliente', true, 'ativo' from generate_series(1, 2500) i`);
    const everyone = (await ctx.db.select({ email: users.email }).from(users).where(eq(users.ativo, true))).map((u) => u.email).sort();
    await create({ status: 'publicado', notificarUsuarios: true });
    await ctx.deliverMail();
    expect(everyone.length).toBeGreaterThan(2500);
    expect(recipients()).toEqual(everyone);
  });
});

describe('the main image is decoded on the server, never kept as the client sent it', () => {
  const INVALID = 'Por favor, selecione uma imagem válida.';

  test.each([
    ['a 20000×20000 PNG', () => dataUrl('image/png', hugePng()), 'A imagem deve ter no máximo 25 megapixels.'],
    ['an HTML page labelled image/png', () => dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')), INVALID],
  ])('%s is refused on create and on edit, nothing stored', async (_name, image, message) => {
    const before = await ctx.db.select().from(news);
    const res = await call('POST', '/api/news', newsInput({ imagemPrincipal: image() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { imagemPrincipal: message } });
    expect(await ctx.db.select().from(news)).toEqual(before);

    const draft = await create();
    const edit = await call('PATCH', `/api/news/${draft.id}`, newsInput({ imagemPrincipal: image() }));
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ imagemPrincipal: message });
    expect((await stored(draft.id))!.imagemPrincipal).toBeNull();
  });

  test('an image is kept as a JPEG shrunk to fit 1200×800, and served as one; a GIF that is also a script loses its script', async () => {
    const wide = await create({ imagemPrincipal: dataUrl('image/png', await twoColourPng(2400, 1000)) });
    const res = await call('GET', wide.imagemPrincipal);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(isJpeg(res.rawPayload)).toBe(true);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 500 });

    const polyglot = dataUrl('image/gif', await gifScriptPolyglot());
    const created = await create({ imagemPrincipal: polyglot });
    const draft = await create();
    expect((await call('PATCH', `/api/news/${draft.id}`, newsInput({ imagemPrincipal: polyglot }))).statusCode).toBe(200);
    for (const id of [created.id, draft.id]) {
      const bytes = Buffer.from((await stored(id))!.imagemPrincipal!.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
      expect(isJpeg(bytes)).toBe(true);
      expect(bytes.includes(POLYGLOT_SCRIPT)).toBe(false);
    }
  });
});
