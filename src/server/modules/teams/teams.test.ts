import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '@domain/roles';
import { auditLog, enrollments, teams } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn, teamInput } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let companyId: number;
let unitId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Vila Mariana' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const storedTeam = async (id: number) => (await ctx.db.select().from(teams).where(eq(teams.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/teams'],
    ['GET', '/api/teams/1'],
    ['POST', '/api/teams'],
    ['PUT', '/api/teams/1'],
    ['PATCH', '/api/teams/1/deactivate'],
    ['PATCH', '/api/teams/1/reactivate'],
    ['DELETE', '/api/teams/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente', async (method, url) => {
    await makeTeam(ctx.db, unitId);
    const before = await ctx.db.select().from(teams);
    await expectRefusals(ctx, { method, url, payload: teamInput(unitId) }, STAFF);
    expect(await ctx.db.select().from(teams)).toEqual(before);
  });

  test.each([
    ['POST', '/api/teams'],
    ['PUT', '/api/teams/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
    for (const diasSemana of ['[', '{"segunda":true}', '"segunda"', 'null', [1, 2], [['segunda']], { 0: 'segunda' }]) {
      const res = await call(method, url, teamInput(unitId, { diasSemana }));
      expect(res.statusCode, JSON.stringify(diasSemana)).toBe(400);
    }
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/teams/${id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/teams/${id}`)).statusCode).toBe(400);
  });
});

describe('create', () => {
  test('stores diasSemana as JSON text in week order and answers it parsed, with the unit name', async () => {
    const input = teamInput(unitId, {
      nome: ' Futebol Sub-11 ',
      diasSemana: ['sexta', 'segunda', 'quarta', 'segunda'],
      auxiliarNome: '',
    });
    const res = await call('POST', '/api/teams', input, professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Futebol Sub-11',
      unitId,
      unit: { id: unitId, nome: 'Unidade Vila Mariana' },
      categoria: 'Sub-11',
      modalidade: 'Futebol',
      horario: '18:00 - 19:30',
      diasSemana: ['segunda', 'quarta', 'sexta'],
      professorNome: 'Carlos Eduardo Santos',
      auxiliarNome: null,
      status: 'ativo',
    });
    const stored = await storedTeam(body.id);
    expect(stored!.diasSemana).toBe('["segunda","quarta","sexta"]');
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, body.id));
    expect(log).toMatchObject({ action: 'create', entity: 'teams' });
  });

  test('diasSemana may come as a JSON string of the list (spec 1 §7.2)', async () => {
    const res = await call('POST', '/api/teams', teamInput(unitId, { diasSemana: '["sabado","terca"]' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().diasSemana).toEqual(['terca', 'sabado']);
    expect((await storedTeam(res.json().id))!.diasSemana).toBe('["terca","sabado"]');
  });

  test.each([
    ['unitId', { unitId: '' }, 'Unidade é obrigatória'],
    ['unitId', { unitId: undefined }, 'Unidade é obrigatória'],
    ['nome', { nome: '' }, 'Nome da turma é obrigatório'],
    ['categoria', { categoria: '' }, 'Categoria é obrigatória'],
    ['categoria', { categoria: undefined }, 'Categoria é obrigatória'],
    ['categoria', { categoria: 'Sub-99' }, 'Categoria inválida'],
    ['modalidade', { modalidade: '' }, 'Modalidade é obrigatória'],
    ['modalidade', { modalidade: 'Xadrez' }, 'Modalidade inválida'],
    ['horario', { horario: '  ' }, 'Horário é obrigatório'],
    ['diasSemana', { diasSemana: [] }, 'Selecione pelo menos um dia'],
    ['diasSemana', { diasSemana: '[]' }, 'Selecione pelo menos um dia'],
    ['diasSemana', { diasSemana: undefined }, 'Selecione pelo menos um dia'],
    ['diasSemana.0', { diasSemana: ['feriado'] }, 'Dia da semana inválido'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const before = await ctx.db.select().from(teams);
    const res = await call('POST', '/api/teams', teamInput(unitId, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().message).toBe(message);
    expect(await ctx.db.select().from(teams)).toEqual(before);
  });

  test('an unknown unit, or an inactive one, is refused on the unitId field', async () => {
    const unknown = await call('POST', '/api/teams', teamInput(999999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unidade não encontrada', errors: { unitId: 'Unidade não encontrada' } });
    const inactive = await makeUnit(ctx.db, companyId, { status: 'inativo' });
    const res = await call('POST', '/api/teams', teamInput(inactive!.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unidade inativa', errors: { unitId: 'Unidade inativa' } });
  });
});

describe('read', () => {
  test('the list is sorted by name, carries the unit name, and every diasSemana is a list', async () => {
    await makeTeam(ctx.db, unitId, { nome: 'vôlei Sub-15', diasSemana: ['terca', 'quinta'] });
    await makeTeam(ctx.db, unitId, { nome: 'Atletismo Adulto' });
    await makeTeam(ctx.db, unitId, { nome: 'Basquete Sub-17' });
    const res = await call('GET', '/api/teams', undefined, professor);
    expect(res.statusCode).toBe(200);
    const list: { nome: string; unit: { nome: string }; diasSemana: unknown }[] = res.json();
    const names = list.map((t) => t.nome).filter((n) => ['vôlei Sub-15', 'Atletismo Adulto', 'Basquete Sub-17'].includes(n));
    expect(names).toEqual(['Atletismo Adulto', 'Basquete Sub-17', 'vôlei Sub-15']);
    expect(list.every((t) => Array.isArray(t.diasSemana))).toBe(true);
    expect(list.find((t) => t.nome === 'vôlei Sub-15')).toMatchObject({ diasSemana: ['terca', 'quinta'], unit: { nome: 'Unidade Vila Mariana' } });
  });

  test('one team, and a missing one', async () => {
    const team = await makeTeam(ctx.db, unitId, { diasSemana: ['domingo'] });
    const res = await call('GET', `/api/teams/${team!.id}`, undefined, professor);
    expect(res.json()).toMatchObject({ id: team!.id, diasSemana: ['domingo'], unit: { id: unitId, nome: 'Unidade Vila Mariana' } });
    const missing = await call('GET', '/api/teams/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Turma não encontrada' });
  });
});

describe('update', () => {
  test('changes the stored row, diasSemana included, and answers it parsed', async () => {
    const team = await makeTeam(ctx.db, unitId);
    const otherUnit = await makeUnit(ctx.db, companyId, { nome: 'Unidade Santana' });
    const res = await call(
      'PUT',
      `/api/teams/${team!.id}`,
      teamInput(otherUnit!.id, { nome: 'Futsal Sub-13', modalidade: 'Futsal', categoria: 'Sub-13', diasSemana: '["quinta","terca"]' }),
      professor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ diasSemana: ['terca', 'quinta'], unit: { id: otherUnit!.id, nome: 'Unidade Santana' } });
    expect(await storedTeam(team!.id)).toMatchObject({
      unitId: otherUnit!.id,
      nome: 'Futsal Sub-13',
      modalidade: 'Futsal',
      categoria: 'Sub-13',
      diasSemana: '["terca","quinta"]',
    });
  });

  test('a missing team is a 404; an active team cannot move to an inactive unit', async () => {
    expect((await call('PUT', '/api/teams/999999', teamInput(unitId))).statusCode).toBe(404);
    const team = await makeTeam(ctx.db, unitId);
    const inactive = await makeUnit(ctx.db, companyId, { status: 'inativo' });
    const res = await call('PUT', `/api/teams/${team!.id}`, teamInput(inactive!.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ unitId: 'Unidade inativa' });
    expect((await storedTeam(team!.id))!.unitId).toBe(unitId);
  });
});

describe('status', () => {
  test('inactivate and reactivate, as a professor', async () => {
    const team = await makeTeam(ctx.db, unitId);
    const off = await call('PATCH', `/api/teams/${team!.id}/deactivate`, undefined, professor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'inativo', diasSemana: ['segunda', 'quarta'] });
    expect((await storedTeam(team!.id))!.status).toBe('inativo');
    const on = await call('PATCH', `/api/teams/${team!.id}/reactivate`, undefined, professor);
    expect(on.json().status).toBe('ativo');
    expect((await storedTeam(team!.id))!.status).toBe('ativo');
  });

  test('a team with active enrolments cannot be inactivated; ended enrolments do not hold it', async () => {
    const team = await makeTeam(ctx.db, unitId);
    await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, team!.id, { status: 'inativa' });
    const active = await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, team!.id);
    const res = await call('PATCH', `/api/teams/${team!.id}/deactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível inativar a turma: ela possui 1 matrícula ativa. Encerre as matrículas ou transfira-as para outra turma primeiro.' });
    expect((await storedTeam(team!.id))!.status).toBe('ativo');
    // PUT carries no status: one sent along is dropped, so it cannot go around the rule.
    const put = await call('PUT', `/api/teams/${team!.id}`, teamInput(unitId, { nome: team!.nome, status: 'inativo' }));
    expect(put.statusCode).toBe(200);
    expect((await storedTeam(team!.id))!.status).toBe('ativo');

    await ctx.db.update(enrollments).set({ status: 'cancelada' }).where(eq(enrollments.id, active!.id));
    expect((await call('PATCH', `/api/teams/${team!.id}/deactivate`)).statusCode).toBe(200);
    expect((await storedTeam(team!.id))!.status).toBe('inativo');
  });

  test('a team of an inactive unit cannot be reactivated', async () => {
    const unit = await makeUnit(ctx.db, companyId, { nome: 'Unidade Fechada', status: 'inativo' });
    const team = await makeTeam(ctx.db, unit!.id, { status: 'inativo' });
    const res = await call('PATCH', `/api/teams/${team!.id}/reactivate`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Não é possível reativar a turma: a unidade Unidade Fechada está inativa. Reative a unidade primeiro.',
    });
    expect((await storedTeam(team!.id))!.status).toBe('inativo');
  });

  test('a missing team is a 404', async () => {
    expect((await call('PATCH', '/api/teams/999999/deactivate')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/teams/999999/reactivate')).json()).toEqual({ message: 'Turma não encontrada' });
  });
});

describe('delete', () => {
  test('a team without enrolments is deleted', async () => {
    const team = await makeTeam(ctx.db, unitId);
    const res = await call('DELETE', `/api/teams/${team!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await storedTeam(team!.id)).toBeUndefined();
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, team!.id));
    expect(log).toMatchObject({ action: 'delete', entity: 'teams' });
    expect((await call('GET', `/api/teams/${team!.id}`)).statusCode).toBe(404);
  });

  test('a team with enrolments, even inactive ones, is kept (409)', async () => {
    const team = await makeTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await makeEnrollment(ctx.db, athlete!.id, team!.id, { status: 'inativa' });
    const one = await call('DELETE', `/api/teams/${team!.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({
      message: 'Não é possível excluir a turma: ela possui 1 matrícula. Inative a turma em vez de excluí-la.',
    });
    await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, team!.id);
    const two = await call('DELETE', `/api/teams/${team!.id}`);
    expect(two.json().message).toBe('Não é possível excluir a turma: ela possui 2 matrículas. Inative a turma em vez de excluí-la.');
    expect(await storedTeam(team!.id)).toBeDefined();
  });

  test('a missing team is a 404', async () => {
    const res = await call('DELETE', '/api/teams/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Turma não encontrada' });
  });
});
