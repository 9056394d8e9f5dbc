import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '@domain/roles';
import { auditLog, units } from '../../db/schema/index';
import { makeCompany, makeTeam, makeUnit, signedIn, unitInput } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let companyId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  companyId = (await makeCompany(ctx.db, { nomeFantasia: 'Escola Bola na Rede' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const storedUnit = async (id: number) => (await ctx.db.select().from(units).where(eq(units.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/units'],
    ['GET', '/api/units/company-options'],
    ['GET', '/api/units/1'],
    ['POST', '/api/units'],
    ['PUT', '/api/units/1'],
    ['PATCH', '/api/units/1/deactivate'],
    ['PATCH', '/api/units/1/reactivate'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente', async (method, url) => {
    await makeUnit(ctx.db, companyId);
    const before = await ctx.db.select().from(units);
    await expectRefusals(ctx, { method, url, payload: unitInput(companyId) }, STAFF);
    expect(await ctx.db.select().from(units)).toEqual(before);
  });

  test.each([
    ['POST', '/api/units'],
    ['PUT', '/api/units/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/units/${id}`)).statusCode).toBe(400);
    expect((await call('PATCH', `/api/units/${id}/deactivate`)).statusCode).toBe(400);
  });
});

describe('create', () => {
  test('stores the parts as digits and trimmed text, assembles endereco, and answers the unit with its company', async () => {
    const input = unitInput(companyId, {
      nome: '  Unidade Vila Mariana ',
      cep: '04035-000',
      telefone: '(11) 5084-1234',
      responsavelCpf: '529.982.247-25',
      email: '',
      endereco: 'um endereço que o cliente inventou',
    });
    const res = await call('POST', '/api/units', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Unidade Vila Mariana',
      companyId,
      company: { id: companyId, nomeFantasia: 'Escola Bola na Rede' },
      cep: '04035000',
      telefone: '1150841234',
      responsavelCpf: '52998224725',
      email: null,
      status: 'ativo',
      endereco: 'Rua Domingos de Morais, 2187, Vila Mariana, São Paulo, SP, Brasil - CEP: 04035-000',
    });
    const stored = await storedUnit(body.id);
    expect(stored).toMatchObject({
      nome: 'Unidade Vila Mariana',
      rua: 'Rua Domingos de Morais',
      numero: '2187',
      cep: '04035000',
      endereco: 'Rua Domingos de Morais, 2187, Vila Mariana, São Paulo, SP, Brasil - CEP: 04035-000',
    });
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'units' });
  });

  test('without number and CEP the address leaves them out; a missing país is Brasil', async () => {
    const { pais: _pais, ...input } = unitInput(companyId, { numero: '', cep: '', rua: 'Rua Voluntários da Pátria', bairro: 'Santana' });
    const res = await call('POST', '/api/units', input, professor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      pais: 'Brasil',
      numero: null,
      cep: null,
      endereco: 'Rua Voluntários da Pátria, Santana, São Paulo, SP, Brasil',
    });
  });

  test.each([
    ['companyId', { companyId: '' }, 'Empresa é obrigatória'],
    ['companyId', { companyId: undefined }, 'Empresa é obrigatória'],
    ['companyId', { companyId: 'abc' }, 'Empresa é obrigatória'],
    ['nome', { nome: ' ' }, 'Nome da unidade é obrigatório'],
    ['rua', { rua: '' }, 'Nome da rua/avenida é obrigatório'],
    ['bairro', { bairro: undefined }, 'Bairro é obrigatório'],
    ['cidade', { cidade: '' }, 'Cidade é obrigatória'],
    ['estado', { estado: '' }, 'Estado é obrigatório'],
    ['pais', { pais: '' }, 'País é obrigatório'],
    ['email', { email: 'contato@' }, 'Email inválido'],
    ['cep', { cep: '0403-500' }, 'CEP inválido'],
    ['responsavelCpf', { responsavelCpf: '529.982.247-26' }, 'CPF do responsável inválido'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const before = await ctx.db.select().from(units);
    const res = await call('POST', '/api/units', unitInput(companyId, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await ctx.db.select().from(units)).toEqual(before);
  });

  test('an unknown company, or an inactive one, is refused on the companyId field', async () => {
    const unknown = await call('POST', '/api/units', unitInput(999999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Empresa não encontrada', errors: { companyId: 'Empresa não encontrada' } });
    const inactive = await makeCompany(ctx.db, { status: 'inativo' });
    const res = await call('POST', '/api/units', unitInput(inactive!.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Empresa inativa', errors: { companyId: 'Empresa inativa' } });
  });
});

describe('read', () => {
  test('the list is sorted by name as Brazilians read it and carries the company name', async () => {
    await makeUnit(ctx.db, companyId, { nome: 'zona Sul' });
    await makeUnit(ctx.db, companyId, { nome: 'Água Branca' });
    await makeUnit(ctx.db, companyId, { nome: 'Moema' });
    const res = await call('GET', '/api/units', undefined, professor);
    expect(res.statusCode).toBe(200);
    const list: { nome: string; company: { nomeFantasia: string } }[] = res.json();
    const names = list.map((u) => u.nome).filter((n) => ['zona Sul', 'Água Branca', 'Moema'].includes(n));
    expect(names).toEqual(['Água Branca', 'Moema', 'zona Sul']);
    expect(list.find((u) => u.nome === 'Moema')?.company.nomeFantasia).toBe('Escola Bola na Rede');
  });

  test('one unit, and a missing one', async () => {
    const unit = await makeUnit(ctx.db, companyId);
    const res = await call('GET', `/api/units/${unit!.id}`, undefined, professor);
    expect(res.json()).toMatchObject({ id: unit!.id, nome: unit!.nome, company: { id: companyId, nomeFantasia: 'Escola Bola na Rede' } });
    const missing = await call('GET', '/api/units/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Unidade não encontrada' });
  });

  test('company options: the active companies only, id and fantasy name, sorted, for a professor too', async () => {
    const zeta = await makeCompany(ctx.db, { nomeFantasia: 'Zeta Esportes' });
    const alfa = await makeCompany(ctx.db, { nomeFantasia: 'Ágil Esportes' });
    const off = await makeCompany(ctx.db, { nomeFantasia: 'Antiga Escola', status: 'inativo' });
    const res = await call('GET', '/api/units/company-options', undefined, professor);
    expect(res.statusCode).toBe(200);
    const options: { id: number; nomeFantasia: string }[] = res.json();
    expect(options.every((o) => Object.keys(o).sort().join() === 'id,nomeFantasia')).toBe(true);
    const ids = options.map((o) => o.id);
    expect(ids).not.toContain(off!.id);
    expect(ids.indexOf(alfa!.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(zeta!.id)).toBeGreaterThan(ids.indexOf(alfa!.id));
  });
});

describe('update', () => {
  test('stores the new parts and reassembles endereco from them', async () => {
    const unit = await makeUnit(ctx.db, companyId);
    const other = await makeCompany(ctx.db, { nomeFantasia: 'Outra Escola' });
    const res = await call(
      'PUT',
      `/api/units/${unit!.id}`,
      unitInput(other!.id, { nome: 'Unidade Centro', rua: 'Praça da Sé', numero: '', cep: '01001000', endereco: 'ignorado' }),
      professor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ company: { id: other!.id, nomeFantasia: 'Outra Escola' } });
    expect(await storedUnit(unit!.id)).toMatchObject({
      companyId: other!.id,
      nome: 'Unidade Centro',
      numero: null,
      cep: '01001000',
      endereco: 'Praça da Sé, Vila Mariana, São Paulo, SP, Brasil - CEP: 01001-000',
    });
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, unit!.id));
    expect(log).toMatchObject({ action: 'update', entity: 'units' });
  });

  test('a missing unit is a 404; an active unit cannot move to an inactive company, an inactive one can stay in its own', async () => {
    expect((await call('PUT', '/api/units/999999', unitInput(companyId))).statusCode).toBe(404);

    const inactiveCompany = await makeCompany(ctx.db, { status: 'inativo' });
    const active = await makeUnit(ctx.db, companyId);
    const moved = await call('PUT', `/api/units/${active!.id}`, unitInput(inactiveCompany!.id));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ companyId: 'Empresa inativa' });
    expect((await storedUnit(active!.id))!.companyId).toBe(companyId);

    const dormant = await makeUnit(ctx.db, inactiveCompany!.id, { status: 'inativo' });
    const edited = await call('PUT', `/api/units/${dormant!.id}`, unitInput(inactiveCompany!.id, { nome: 'Renomeada' }));
    expect(edited.statusCode).toBe(200);
    expect((await storedUnit(dormant!.id))!.nome).toBe('Renomeada');
  });
});

describe('status', () => {
  test('inactivate and reactivate, as a professor', async () => {
    const unit = await makeUnit(ctx.db, companyId);
    const off = await call('PATCH', `/api/units/${unit!.id}/deactivate`, undefined, professor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'inativo', company: { nomeFantasia: 'Escola Bola na Rede' } });
    expect((await storedUnit(unit!.id))!.status).toBe('inativo');
    const on = await call('PATCH', `/api/units/${unit!.id}/reactivate`, undefined, professor);
    expect(on.json().status).toBe('ativo');
    expect((await storedUnit(unit!.id))!.status).toBe('ativo');
  });

  test('a unit with active teams cannot be inactivated; its inactive teams do not count', async () => {
    const unit = await makeUnit(ctx.db, companyId);
    await makeTeam(ctx.db, unit!.id);
    await makeTeam(ctx.db, unit!.id, { status: 'inativo' });
    const one = await call('PATCH', `/api/units/${unit!.id}/deactivate`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'Não é possível inativar a unidade: ela possui 1 turma ativa. Inative as turmas primeiro.',
    });
    await makeTeam(ctx.db, unit!.id);
    const two = await call('PATCH', `/api/units/${unit!.id}/deactivate`);
    expect(two.json().message).toBe('Não é possível inativar a unidade: ela possui 2 turmas ativas. Inative as turmas primeiro.');
    expect((await storedUnit(unit!.id))!.status).toBe('ativo');
  });

  test('a unit of an inactive company cannot be reactivated', async () => {
    const company = await makeCompany(ctx.db, { nomeFantasia: 'Escola Fechada', status: 'inativo' });
    const unit = await makeUnit(ctx.db, company!.id, { status: 'inativo' });
    const res = await call('PATCH', `/api/units/${unit!.id}/reactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Não é possível reativar a unidade: a empresa Escola Fechada está inativa. Reative a empresa primeiro.',
    });
    expect((await storedUnit(unit!.id))!.status).toBe('inativo');
  });

  test('a company keeps its unit created here active until that unit is inactivated', async () => {
    const company = await makeCompany(ctx.db);
    const unit = (await call('POST', '/api/units', unitInput(company!.id))).json();
    const refused = await call('PATCH', `/api/companies/${company!.id}/deactivate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Não é possível inativar a empresa: ela possui 1 unidade ativa. Inative as unidades primeiro.');
    expect((await call('PATCH', `/api/units/${unit.id}/deactivate`)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/companies/${company!.id}/deactivate`)).statusCode).toBe(200);
  });

  test('a missing unit is a 404', async () => {
    expect((await call('PATCH', '/api/units/999999/deactivate')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/units/999999/reactivate')).json()).toEqual({ message: 'Unidade não encontrada' });
  });
});
