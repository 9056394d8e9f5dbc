import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addYears, todayIn } from '@domain/dates';
import { FAMILY_AND_STAFF, STAFF } from '@domain/roles';
import { athletes, auditLog } from '../../db/schema/index';
import { athleteInput, linkGuardian, makeAthlete, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let staff: Record<string, string>;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signedIn(ctx.db, 'professor')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers = staff) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

describe('refusals', () => {
  test.each([
    ['GET', '/api/athletes', FAMILY_AND_STAFF],
    ['GET', '/api/athletes/1', FAMILY_AND_STAFF],
    ['GET', '/api/athletes/1/photo', FAMILY_AND_STAFF],
    ['POST', '/api/athletes', STAFF],
    ['PUT', '/api/athletes/1', STAFF],
    ['PATCH', '/api/athletes/1/inactivate', STAFF],
    ['PATCH', '/api/athletes/1/reactivate', STAFF],
    ['DELETE', '/api/athletes/1', ['administrador']],
  ] as const)('%s %s', async (method, url, allowed) => {
    await expectRefusals(ctx, { method, url, payload: athleteInput() }, allowed);
  });

  test.each([
    ['POST', '/api/athletes'],
    ['PUT', '/api/athletes/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await makeAthlete(ctx.db);
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, staff);
  });
});

describe('list, filters and search', () => {
  let joao: { id: number };
  beforeAll(async () => {
    joao = await makeAthlete(ctx.db, { nomeCompleto: 'João Pedro Araújo', cpf: '52998224725', responsavelNome: 'Márcia Araújo', sexo: 'M', dataNascimento: addYears(today, -10) });
    await makeAthlete(ctx.db, { nomeCompleto: 'Beatriz Souza', responsavelNome: 'Carlos Souza', sexo: 'F', dataNascimento: addYears(today, -8), status: 'inativo' });
    await makeAthlete(ctx.db, { nomeCompleto: 'Ana Clara Lima', responsavelNome: 'Joana Lima', sexo: 'F', dataNascimento: addYears(today, -25) });
  });

  const names = async (query: string) =>
    (await call('GET', `/api/athletes?${query}&pageSize=100`)).json().items.map((a: { nomeCompleto: string }) => a.nomeCompleto);

  test('search ignores accents and case, and finds by guardian name and CPF with or without punctuation', async () => {
    expect(await names('busca=joao')).toContain('João Pedro Araújo');
    expect(await names('busca=ARAUJO')).toContain('João Pedro Araújo');
    expect(await names('busca=marcia')).toEqual(['João Pedro Araújo']);
    expect(await names('busca=982.247')).toEqual(['João Pedro Araújo']);
    expect(await names('busca=98224725')).toEqual(['João Pedro Araújo']);
    expect(await names('busca=100%25')).toEqual([]);
  });

  test('a search under 2 characters is ignored', async () => {
    expect((await names('busca=j')).length).toBe((await names('')).length);
  });

  test('filters by status, sex and age category, and computes age and category', async () => {
    expect(await names('status=inativo&busca=souza')).toEqual(['Beatriz Souza']);
    expect(await names('status=ATIVO&busca=souza')).toEqual([]);
    expect(await names('sexo=F&busca=lima')).toEqual(['Ana Clara Lima']);
    expect(await names('categoria=sub10&busca=araujo')).toEqual(['João Pedro Araújo']);
    expect(await names('categoria=adulto&busca=lima')).toEqual(['Ana Clara Lima']);
    const item = (await call('GET', '/api/athletes?busca=araujo')).json().items[0];
    expect(item).toMatchObject({ id: joao.id, idade: 10, categoria: 'sub10', cpf: '52998224725', fotoUrl: null });
    expect(item).not.toHaveProperty('foto');
    expect(item).not.toHaveProperty('alergias');
  });

  test('pages, totals and stat cards', async () => {
    const res = (await call('GET', '/api/athletes?page=1&pageSize=2')).json();
    expect(res.items).toHaveLength(2);
    expect(res.total).toBeGreaterThanOrEqual(3);
    expect(res.stats.total).toBe(res.total);
    expect(res.stats.ativos).toBe(res.total - 1);
    const page2 = (await call('GET', '/api/athletes?page=2&pageSize=2')).json();
    expect(page2.items[0].id).not.toBe(res.items[0].id);
  });

  test('bad filters are a 400, not a 500', async () => {
    for (const q of ['status=x', 'categoria=sub99', 'page=0', 'pageSize=1000', 'sexo=Z']) {
      expect((await call('GET', `/api/athletes?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe('a cliente sees only their own family', () => {
  test('list and detail are scoped by the guardian links; another family is 404', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const mine = await makeAthlete(ctx.db, { alergias: 'Lactose' });
    await linkGuardian(ctx.db, mine!.id, family.user!.id);
    // With a photo, so that the 404 below can only come from the family's scope.
    const other = await makeAthlete(ctx.db, { alergias: 'Amendoim', foto: TINY_JPEG });
    expect((await call('GET', `/api/athletes/${other!.id}/photo`)).statusCode).toBe(200);
    const list = (await call('GET', '/api/athletes?pageSize=100', undefined, family.headers)).json();
    expect(list.items.map((a: { id: number }) => a.id)).toEqual([mine!.id]);
    expect(list.stats).toEqual({ total: 1, ativos: 1 });
    expect((await call('GET', `/api/athletes/${mine!.id}`, undefined, family.headers)).json().alergias).toBe('Lactose');
    const foreign = await call('GET', `/api/athletes/${other!.id}`, undefined, family.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Amendoim');
    expect((await call('GET', `/api/athletes/${other!.id}/photo`, undefined, family.headers)).statusCode).toBe(404);
  });

  test('a cliente with no link sees nothing', async () => {
    const nobody = await signedIn(ctx.db, 'cliente', { cpf: null });
    expect((await call('GET', '/api/athletes', undefined, nobody.headers)).json().total).toBe(0);
  });
});

describe('create and update', () => {
  test('creates with documents as digits; duplicate CPF is 409', async () => {
    const input = athleteInput({ cpf: '111.444.777-35', foto: TINY_JPEG });
    const res = await call('POST', '/api/athletes', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ cpf: '11144477735', status: 'ATIVO', fotoUrl: expect.stringMatching(/^\/api\/athletes\/\d+\/photo\?v=\d+$/) });
    const photo = await call('GET', res.json().fotoUrl);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const dup = await call('POST', '/api/athletes', athleteInput({ cpf: '11144477735' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: 'CPF já cadastrado' });
  });

  test.each([
    ['nomeCompleto', { nomeCompleto: '' }, 'Nome completo é obrigatório'],
    ['dataNascimento', { dataNascimento: '' }, 'Data de nascimento é obrigatória'],
    ['sexo', { sexo: '' }, 'Sexo é obrigatório'],
    ['cpf', { cpf: '123.456.789-10' }, 'CPF inválido'],
    ['telefone', { telefone: '' }, 'Telefone é obrigatório'],
    ['email', { email: 'x@' }, 'Email inválido'],
    ['responsavelNome', { responsavelNome: '' }, 'Nome do responsável é obrigatório'],
    ['responsavelCpf', { responsavelCpf: '000.000.000-00' }, 'CPF do responsável inválido'],
    ['responsavelTelefone', { responsavelTelefone: '' }, 'Telefone do responsável é obrigatório'],
    ['responsavelParentesco', { responsavelParentesco: 'vizinho' }, 'Parentesco é obrigatório'],
    ['foto', { foto: `data:image/jpeg;base64,${'A'.repeat(700_001)}` }, 'A imagem deve ter no máximo 5MB.'],
  ])('create: invalid %s gives its message', async (field, override, message) => {
    const res = await call('POST', '/api/athletes', athleteInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  test('edit keeps the profile rules (CPFs only required, E-mail inválido) and stores the change', async () => {
    const athlete = await makeAthlete(ctx.db);
    const bad = await call('PUT', `/api/athletes/${athlete!.id}`, athleteInput({ cpf: '', responsavelCpf: '', email: 'a@', responsavelEmail: 'b@' }));
    expect(bad.json().errors).toMatchObject({
      cpf: 'CPF é obrigatório',
      responsavelCpf: 'CPF do responsável é obrigatório',
      email: 'E-mail inválido',
      responsavelEmail: 'E-mail inválido',
    });
    const ok = await call('PUT', `/api/athletes/${athlete!.id}`, athleteInput({ cpf: athlete!.cpf, nomeCompleto: 'Nome Corrigido' }));
    expect(ok.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(athletes).where(eq(athletes.id, athlete!.id));
    expect(stored!.nomeCompleto).toBe('Nome Corrigido');
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, athlete!.id));
    expect(log).toMatchObject({ entity: 'athletes', action: 'update' });
  });

  test('edit checks the CPFs\' digits, the birth date and the names as the registration does; nothing is stored', async () => {
    const athlete = await makeAthlete(ctx.db);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ cpf: '123', responsavelCpf: '1' }, { cpf: 'CPF inválido', responsavelCpf: 'CPF do responsável inválido' }],
      [{ cpf: '5299822472512' }, { cpf: 'CPF inválido' }],
      [{ dataNascimento: '2999-01-01' }, { dataNascimento: 'Data de nascimento não pode ser no futuro.' }],
      [{ responsavelNome: 'Ana\u202Eavlis', telefone: '1234567' }, { responsavelNome: 'O nome contém caracteres não permitidos.', telefone: 'Telefone inválido' }],
    ];
    for (const [override, errors] of cases) {
      const res = await call('PUT', `/api/athletes/${athlete!.id}`, athleteInput({ cpf: athlete!.cpf, responsavelCpf: athlete!.responsavelCpf, ...override }));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
    expect((await ctx.db.select().from(athletes).where(eq(athletes.id, athlete!.id)))[0]).toEqual(athlete);
  });

  test('a photo can be changed and removed through PUT', async () => {
    const athlete = await makeAthlete(ctx.db);
    const added = await call('PUT', `/api/athletes/${athlete!.id}`, { foto: TINY_JPEG });
    expect(added.json().fotoUrl).toMatch(/photo\?v=/);
    // Saving the form never touches the photo, even if a foto field travels with it.
    const edited = await call('PUT', `/api/athletes/${athlete!.id}`, { ...athleteInput({ cpf: athlete!.cpf }), foto: null });
    expect(edited.json().fotoUrl).toMatch(/photo\?v=/);
    const removed = await call('PUT', `/api/athletes/${athlete!.id}`, { foto: null });
    expect(removed.json().fotoUrl).toBeNull();
    expect((await call('GET', `/api/athletes/${athlete!.id}/photo`)).statusCode).toBe(404);
  });

  test('an inactive athlete cannot be edited; unknown ids are 404', async () => {
    const athlete = await makeAthlete(ctx.db, { status: 'inativo' });
    const res = await call('PUT', `/api/athletes/${athlete!.id}`, athleteInput({ cpf: athlete!.cpf }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este atleta está inativo. Não é possível editar suas informações.');
    expect((await call('GET', '/api/athletes/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/athletes/999999')).json()).toEqual({ message: 'Atleta não encontrado' });
  });
});
