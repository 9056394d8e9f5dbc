import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '@domain/roles';
import { auditLog, externalTeams } from '../../db/schema/index';
import { externalTeamInput, makeExternalTeam } from '../../test/competitions-factories';
import { signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });
const stored = async (id: number) => (await ctx.db.select().from(externalTeams).where(eq(externalTeams.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/external-teams'],
    ['GET', '/api/external-teams/1'],
    ['POST', '/api/external-teams'],
    ['PUT', '/api/external-teams/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente (contacts are staff only)', async (method, url) => {
    await makeExternalTeam(ctx.db);
    const before = await ctx.db.select().from(externalTeams);
    await expectRefusals(ctx, { method, url, payload: externalTeamInput() }, STAFF);
    expect(await ctx.db.select().from(externalTeams)).toEqual(before);
  });

  test.each([
    ['POST', '/api/external-teams'],
    ['PUT', '/api/external-teams/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '1.5'])('a bad id (%s) is a 400', async (id) => {
    expect((await call('GET', `/api/external-teams/${id}`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/external-teams/${id}`, externalTeamInput())).statusCode).toBe(400);
  });
});

describe('create', () => {
  test('a professor creates one: phone as digits, blanks as null, active; audited', async () => {
    const res = await call('POST', '/api/external-teams', externalTeamInput({ nome: ' Tigres da Vila ', observacoes: '', email: '' }), professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Tigres da Vila',
      modalidade: 'futebol',
      categoria: 'Sub-11',
      cidade: 'São Paulo',
      estado: 'SP',
      contato: 'Roberto Alves',
      telefone: '11977778888',
      email: null,
      observacoes: null,
      ativo: true,
    });
    expect(await stored(body.id)).toMatchObject({ nome: 'Tigres da Vila', telefone: '11977778888' });
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'external_teams'));
    expect(log).toMatchObject({ action: 'create', entityId: body.id });
  });

  test('only name and modality are required', async () => {
    const res = await call('POST', '/api/external-teams', { nome: 'Leões do Norte', modalidade: 'futsal' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Leões do Norte', modalidade: 'futsal', categoria: null, telefone: null, ativo: true });
  });

  test.each([
    ['nome', { nome: '' }, 'Nome da equipe é obrigatório'],
    ['nome', { nome: undefined }, 'Nome da equipe é obrigatório'],
    ['modalidade', { modalidade: '' }, 'Modalidade é obrigatória'],
    ['modalidade', { modalidade: undefined }, 'Modalidade é obrigatória'],
    ['modalidade', { modalidade: 'xadrez' }, 'Modalidade inválida'],
    ['email', { email: 'contato@' }, 'Email inválido'],
    ['ativo', { ativo: 'sim' }, 'Situação inválida'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const before = await ctx.db.select().from(externalTeams);
    const res = await call('POST', '/api/external-teams', externalTeamInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
    expect(await ctx.db.select().from(externalTeams)).toEqual(before);
  });

  test('the same name (accents and case ignored), modality and category is a duplicate (409)', async () => {
    await call('POST', '/api/external-teams', externalTeamInput({ nome: 'Águias de Prata', categoria: 'Sub-13' }));
    const before = await ctx.db.select().from(externalTeams);
    const twin = await call('POST', '/api/external-teams', externalTeamInput({ nome: 'aguias de PRATA', categoria: 'sub-13' }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toEqual({ message: 'Já existe uma equipe adversária com este nome nesta modalidade e categoria' });
    expect(await ctx.db.select().from(externalTeams)).toEqual(before);
    // Another category or modality is another team.
    expect((await call('POST', '/api/external-teams', externalTeamInput({ nome: 'Águias de Prata', categoria: 'Sub-15' }))).statusCode).toBe(201);
    expect((await call('POST', '/api/external-teams', externalTeamInput({ nome: 'Águias de Prata', categoria: 'Sub-13', modalidade: 'futsal' }))).statusCode).toBe(201);
  });

  test('two simultaneous creations of one team give one success', async () => {
    const input = externalTeamInput({ nome: 'Gaviões Simultâneos' });
    const answers = await Promise.all([call('POST', '/api/external-teams', input), call('POST', '/api/external-teams', input)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await ctx.db.select().from(externalTeams).where(eq(externalTeams.nome, 'Gaviões Simultâneos'))).length).toBe(1);
  });
});

describe('read and update', () => {
  test('the list is every team by name as a Brazilian sorts it', async () => {
    await makeExternalTeam(ctx.db, { nome: 'Zebras FC' });
    await makeExternalTeam(ctx.db, { nome: 'Ágeis EC', ativo: false });
    const res = await call('GET', '/api/external-teams', undefined, professor);
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((t: { nome: string }) => t.nome);
    expect(names.indexOf('Ágeis EC')).toBeLessThan(names.indexOf('Zebras FC'));
    expect(names.length).toBe((await ctx.db.select().from(externalTeams)).length);
    const one = await call('GET', `/api/external-teams/${(await makeExternalTeam(ctx.db, { nome: 'Onças' }))!.id}`);
    expect(one.json()).toMatchObject({ nome: 'Onças', ativo: true });
    const missing = await call('GET', '/api/external-teams/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Equipe adversária não encontrada' });
  });

  test('an update changes the fields and may deactivate; renaming onto another team is a 409', async () => {
    const team = await makeExternalTeam(ctx.db, { nome: 'Panteras' });
    const res = await call('PUT', `/api/external-teams/${team!.id}`, externalTeamInput({ nome: 'Panteras Negras', ativo: false }), professor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: team!.id, nome: 'Panteras Negras', ativo: false });
    expect(await stored(team!.id)).toMatchObject({ nome: 'Panteras Negras', ativo: false });
    // Saving a team unchanged is not a duplicate of itself.
    expect((await call('PUT', `/api/external-teams/${team!.id}`, externalTeamInput({ nome: 'Panteras Negras' }))).statusCode).toBe(200);

    await makeExternalTeam(ctx.db, { nome: 'Leopardos', categoria: 'Sub-11' });
    const clash = await call('PUT', `/api/external-teams/${team!.id}`, externalTeamInput({ nome: 'LEOPARDOS', categoria: 'Sub-11' }));
    expect(clash.statusCode).toBe(409);
    expect((await stored(team!.id))!.nome).toBe('Panteras Negras');

    const missing = await call('PUT', '/api/external-teams/999999', externalTeamInput());
    expect(missing.statusCode).toBe(404);
  });
});
