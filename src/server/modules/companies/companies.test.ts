import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN } from '@domain/roles';
import { auditLog, companies } from '../../db/schema/index';
import { companyInput, makeCompany, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: admin });

describe('refusals', () => {
  test.each([
    ['GET', '/api/companies'],
    ['GET', '/api/companies/1'],
    ['POST', '/api/companies'],
    ['PUT', '/api/companies/1'],
    ['PATCH', '/api/companies/1/deactivate'],
    ['PATCH', '/api/companies/1/reactivate'],
  ] as const)('%s %s: 401 without a session, 403 for every role but administrador', async (method, url) => {
    const before = await ctx.db.select().from(companies);
    await expectRefusals(ctx, { method, url, payload: companyInput() }, ADMIN);
    expect(await ctx.db.select().from(companies)).toEqual(before);
  });

  test.each([
    ['POST', '/api/companies'],
    ['PUT', '/api/companies/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await makeCompany(ctx.db);
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    const res = await call('GET', `/api/companies/${id}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('create', () => {
  test('stores documents as digits and answers the company', async () => {
    const input = companyInput({ cnpj: '11.222.333/0001-81', telefone: '(11) 3333-4444', responsavelCpf: '529.982.247-25', email: '' });
    const res = await call('POST', '/api/companies', input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ cnpj: '11222333000181', telefone: '1133334444', responsavelCpf: '52998224725', email: null, status: 'ativo' });
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, body.id));
    expect(stored!.razaoSocial).toBe(input.razaoSocial);
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'companies' });
  });

  test('an alphanumeric CNPJ (issued since July 2026) is accepted, stored upper-case without its mask', async () => {
    const res = await call('POST', '/api/companies', companyInput({ cnpj: '12.abc.345/01de-35' }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().cnpj).toBe('12ABC34501DE35');
    const wrongDigit = await call('POST', '/api/companies', companyInput({ cnpj: '12.ABC.345/01DE-36' }));
    expect(wrongDigit.json().errors.cnpj).toBe('CNPJ inválido');
  });

  test.each([
    ['razaoSocial', { razaoSocial: '' }, 'Razão social é obrigatória'],
    ['nomeFantasia', { nomeFantasia: undefined }, 'Nome fantasia é obrigatório'],
    ['cnpj', { cnpj: '11.222.333/0001-82' }, 'CNPJ inválido'],
    ['cnpj', { cnpj: '' }, 'CNPJ inválido'],
    ['cnpj', { cnpj: '00.000.000/0000-00' }, 'CNPJ inválido'],
    ['email', { email: 'contato@' }, 'Email inválido'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const res = await call('POST', '/api/companies', companyInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
  });

  test('a duplicate CNPJ is a 409', async () => {
    const input = companyInput();
    await call('POST', '/api/companies', input);
    const res = await call('POST', '/api/companies', companyInput({ cnpj: input.cnpj }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'CNPJ já cadastrado' });
  });
});

describe('read and update', () => {
  test('the list is sorted by nome fantasia', async () => {
    await makeCompany(ctx.db, { nomeFantasia: 'Zebra Esportes' });
    await makeCompany(ctx.db, { nomeFantasia: 'Águia FC' });
    const names: string[] = (await call('GET', '/api/companies')).json().map((c: { nomeFantasia: string }) => c.nomeFantasia);
    expect(names.indexOf('Águia FC')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Zebra Esportes')).toBeGreaterThan(names.indexOf('Águia FC'));
  });

  test('one company, and a missing one', async () => {
    const company = await makeCompany(ctx.db);
    expect((await call('GET', `/api/companies/${company!.id}`)).json()).toMatchObject({ id: company!.id, cnpj: company!.cnpj });
    const missing = await call('GET', '/api/companies/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Empresa não encontrada' });
  });

  test('update changes the stored row; another company\'s CNPJ is a 409', async () => {
    const company = await makeCompany(ctx.db);
    const other = await makeCompany(ctx.db);
    const res = await call('PUT', `/api/companies/${company!.id}`, companyInput({ nomeFantasia: 'Novo Nome', cnpj: company!.cnpj }));
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(stored!.nomeFantasia).toBe('Novo Nome');
    const clash = await call('PUT', `/api/companies/${company!.id}`, companyInput({ cnpj: other!.cnpj }));
    expect(clash.statusCode).toBe(409);
    expect((await call('PUT', '/api/companies/999999', companyInput())).statusCode).toBe(404);
  });
});

describe('status', () => {
  test('inactivate and reactivate', async () => {
    const company = await makeCompany(ctx.db);
    const off = await call('PATCH', `/api/companies/${company!.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('inativo');
    const on = await call('PATCH', `/api/companies/${company!.id}/reactivate`);
    expect(on.json().status).toBe('ativo');
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(stored!.status).toBe('ativo');
  });

  test('a company with active units cannot be inactivated', async () => {
    const company = await makeCompany(ctx.db);
    await makeUnit(ctx.db, company!.id);
    await makeUnit(ctx.db, company!.id);
    await makeUnit(ctx.db, company!.id, { status: 'inativo' });
    const res = await call('PATCH', `/api/companies/${company!.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Não é possível inativar a empresa: ela possui 2 unidades ativas. Inative as unidades primeiro.',
    );
    const [stored] = await ctx.db.select().from(companies).where(eq(companies.id, company!.id));
    expect(stored!.status).toBe('ativo');
  });

  test('a missing company is a 404', async () => {
    expect((await call('PATCH', '/api/companies/999999/deactivate')).statusCode).toBe(404);
  });
});
