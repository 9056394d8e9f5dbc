import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROLES, STAFF } from '@domain/roles';
import { auditLog, championships } from '../../db/schema/index';
import { championshipInput, makeChampionship, makeExternalTeam, makeGame } from '../../test/competitions-factories';
import { makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let cliente: Record<string, string>;
let assistente: Record<string, string>;
let teamId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  cliente = (await signedIn(ctx.db, 'cliente')).headers;
  assistente = (await signedIn(ctx.db, 'assistente')).headers;
  const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
  teamId = (await makeTeam(ctx.db, unit!.id))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });
const stored = async (id: number) => (await ctx.db.select().from(championships).where(eq(championships.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/championships'],
    ['GET', '/api/championships/options'],
    ['GET', '/api/championships/1'],
  ] as const)('%s %s: every signed-in role reads, nobody without a session', async (method, url) => {
    await expectRefusals(ctx, { method, url }, ALL_ROLES);
  });

  test.each([
    ['POST', '/api/championships'],
    ['PUT', '/api/championships/1'],
    ['DELETE', '/api/championships/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url) => {
    await makeChampionship(ctx.db);
    const before = await ctx.db.select().from(championships);
    await expectRefusals(ctx, { method, url, payload: championshipInput() }, STAFF);
    expect(await ctx.db.select().from(championships)).toEqual(before);
  });

  test.each([
    ['POST', '/api/championships'],
    ['PUT', '/api/championships/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400', async (id) => {
    expect((await call('GET', `/api/championships/${id}`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/championships/${id}`, championshipInput())).statusCode).toBe(400);
    expect((await call('DELETE', `/api/championships/${id}`)).statusCode).toBe(400);
  });

  test.each([
    ['page', 'page=0', 'Página inválida'],
    ['pageSize', 'pageSize=30', 'Tamanho de página inválido'],
    ['status', 'status=encerrado', 'Status inválido'],
  ])('list query %s (%s) → "%s"', async (field, query, message) => {
    const res = await call('GET', `/api/championships?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });
});

describe('create', () => {
  test('a professor creates one: trimmed text, blanks as null, default status, audited', async () => {
    const input = championshipInput({ nome: '  Copa Zona Sul  ', status: undefined, dataFim: '', local: '  ', observacoes: '' });
    const res = await call('POST', '/api/championships', input, professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Copa Zona Sul',
      modalidade: 'futebol',
      formato: 'grupos',
      temporada: '2025',
      dataInicio: '2025-09-01',
      dataFim: null,
      status: 'planejado',
      organizador: 'Liga Escolar Paulista',
      local: null,
      observacoes: null,
      jogos: 0,
    });
    expect(await stored(body.id)).toMatchObject({ nome: 'Copa Zona Sul', status: 'planejado', dataFim: null });
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'championships' });
  });

  test.each([
    ['nome', { nome: '' }, 'Nome do campeonato é obrigatório'],
    ['nome', { nome: undefined }, 'Nome do campeonato é obrigatório'],
    ['modalidade', { modalidade: '' }, 'Modalidade é obrigatória'],
    ['modalidade', { modalidade: 'xadrez' }, 'Modalidade inválida'],
    ['formato', { formato: undefined }, 'Formato é obrigatório'],
    ['formato', { formato: 'mata-mata' }, 'Formato inválido'],
    ['temporada', { temporada: ' ' }, 'Temporada é obrigatória'],
    ['dataInicio', { dataInicio: '' }, 'Data de início é obrigatória'],
    ['dataInicio', { dataInicio: '2025-02-30' }, 'Data de início é obrigatória'],
    ['dataFim', { dataFim: '31/12/2025' }, 'Data de término inválida'],
    ['dataFim', { dataFim: '2025-08-31' }, 'Data de término não pode ser anterior à data de início'],
    ['status', { status: 'encerrado' }, 'Status inválido'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const before = await ctx.db.select().from(championships);
    const res = await call('POST', '/api/championships', championshipInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(championships)).toEqual(before);
  });

  test.each(['futebol', 'futsal', 'basquete', 'volei', 'handebol'])('modality %s is accepted', async (modalidade) => {
    expect((await call('POST', '/api/championships', championshipInput({ modalidade }))).statusCode).toBe(201);
  });
});

describe('read', () => {
  test('a cliente and an assistente read the list; search by name, modality or season ignores accents and case', async () => {
    const a = await makeChampionship(ctx.db, { nome: 'Taça Açaí de Vôlei', modalidade: 'volei', temporada: '2031', dataInicio: '2031-03-01' });
    const b = await makeChampionship(ctx.db, { nome: 'Liga Handebol', modalidade: 'handebol', temporada: '2031/2032', dataInicio: '2031-05-01' });
    await makeChampionship(ctx.db, { nome: 'Outro', temporada: '2019' });
    const ids = async (query: string, headers = cliente) => {
      const res = await call('GET', `/api/championships?${query}`, undefined, headers);
      expect(res.statusCode).toBe(200);
      return (res.json().items as { id: number }[]).map((c) => c.id);
    };
    expect(await ids('busca=taca acai')).toEqual([a!.id]);
    expect(await ids('busca=VOLEI', assistente)).toContain(a!.id);
    const handebol = await ids('busca=handebol');
    expect(handebol).toContain(b!.id);
    expect(handebol).not.toContain(a!.id);
    expect(await ids('busca=2031')).toEqual([b!.id, a!.id]);
    expect(await ids('busca=2031&pageSize=10&page=2')).toEqual([]);
  });

  test('a one-character search is no search; status filters; pages carry the total', async () => {
    await makeChampionship(ctx.db, { nome: 'Cancelada 1', status: 'cancelado' });
    await makeChampionship(ctx.db, { nome: 'Cancelada 2', status: 'cancelado' });
    const all = (await call('GET', '/api/championships?busca=x&pageSize=10')).json();
    const total = (await ctx.db.select().from(championships)).length;
    expect(all.total).toBe(total);
    const cancelled = (await call('GET', '/api/championships?status=cancelado&pageSize=10&page=1')).json();
    expect(cancelled.total).toBe(2);
    expect(cancelled.items.map((c: { status: string }) => c.status)).toEqual(['cancelado', 'cancelado']);
  });

  test('each championship carries the number of its games; the options list every one', async () => {
    const championship = await makeChampionship(ctx.db, { nome: 'Copa com Jogos' });
    const externalTeam = await makeExternalTeam(ctx.db);
    await makeGame(ctx.db, teamId, externalTeam!.id, { championshipId: championship!.id });
    await makeGame(ctx.db, teamId, externalTeam!.id, { championshipId: championship!.id });
    const res = await call('GET', `/api/championships/${championship!.id}`, undefined, cliente);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: championship!.id, nome: 'Copa com Jogos', jogos: 2 });
    const options = (await call('GET', '/api/championships/options', undefined, cliente)).json();
    expect(options).toContainEqual({ id: championship!.id, nome: 'Copa com Jogos', temporada: '2025', status: 'planejado' });
    expect(options.length).toBe((await ctx.db.select().from(championships)).length);
  });

  test('a missing championship is a 404', async () => {
    const res = await call('GET', '/api/championships/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Campeonato não encontrado' });
  });
});

describe('update and delete', () => {
  test('every field and any status can be changed', async () => {
    const championship = await makeChampionship(ctx.db);
    for (const status of ['andamento', 'finalizado', 'cancelado', 'planejado']) {
      const res = await call('PUT', `/api/championships/${championship!.id}`, championshipInput({ nome: 'Copa Renomeada', formato: 'pontos_corridos', status }), professor);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nome: 'Copa Renomeada', formato: 'pontos_corridos', status });
      expect((await stored(championship!.id))!.status).toBe(status);
    }
    const missing = await call('PUT', '/api/championships/999999', championshipInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Campeonato não encontrado' });
  });

  test('an invalid update changes nothing', async () => {
    const championship = await makeChampionship(ctx.db);
    const res = await call('PUT', `/api/championships/${championship!.id}`, championshipInput({ nome: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Nome do campeonato é obrigatório');
    expect(await stored(championship!.id)).toEqual(championship);
  });

  test('one without games is deleted; one with games is refused (409) and stays', async () => {
    const empty = await makeChampionship(ctx.db);
    const del = await call('DELETE', `/api/championships/${empty!.id}`, undefined, professor);
    expect(del.statusCode).toBe(204);
    expect(await stored(empty!.id)).toBeUndefined();
    expect((await call('DELETE', `/api/championships/${empty!.id}`)).statusCode).toBe(404);

    const busy = await makeChampionship(ctx.db);
    await makeGame(ctx.db, teamId, (await makeExternalTeam(ctx.db))!.id, { championshipId: busy!.id });
    const refused = await call('DELETE', `/api/championships/${busy!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'Não é possível excluir o campeonato: ele tem 1 jogo. Exclua os jogos ou tire-os do campeonato primeiro.',
    });
    expect(await stored(busy!.id)).toBeDefined();
  });
});
