import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn, zonedInstant } from '@domain/dates';
import { ADMIN } from '@domain/roles';
import { auditLog, users } from '../../db/schema/index';
import {
  athleteInput,
  companyInput,
  enrollmentInput,
  linkGuardian,
  makeAthlete,
  makeCompany,
  makeTeam,
  makeUnit,
  signedIn,
  teamInput,
  unitInput,
} from '../../test/factories';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PERIOD_ORDER } from '@domain/messages';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let professor: Awaited<ReturnType<typeof signedIn>>;
const TZ = 'America/Sao_Paulo';
const today = todayIn(TZ);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nome: 'Regina', nomeCompleto: 'Regina Araújo Prado' });
  professor = await signedIn(ctx.db, 'professor', { nome: 'Otávio', nomeCompleto: 'Otávio Nunes' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/** The newest audit entry about one record. */
async function lastEntry(entity: string, entityId: number) {
  const [entry] = await ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('GET /api/audit-log refusals', () => {
  test('administrador only: 401 without a session, 403 for professor, assistente and cliente', async () => {
    await expectRefusals(ctx, { method: 'GET', url: '/api/audit-log' }, ADMIN);
  });

  test.each([
    ['de=2026-13-01', 'de', 'Data inicial inválida'],
    ['de=2026-05-10&ate=2026-05-01', 'ate', PERIOD_ORDER],
    ['entidade=athletes;drop', 'entidade', 'Entidade inválida'],
    ['entidadeId=abc', 'entidadeId', 'Id inválido'],
    ['page=0', 'page', 'Página inválida'],
  ])('%s → 400 "%s"', async (query, field, message) => {
    const res = await call('GET', `/api/audit-log?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });
});

describe('every write is audited with its changed fields, health data masked', () => {
  test('athletes: create, update (only what changed), status changes and delete', async () => {
    const created = await call('POST', '/api/athletes', athleteInput({ nomeCompleto: 'Caio Lopes', alergias: 'Amendoim', restricoesMedicas: '' }), professor.headers);
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(await lastEntry('athletes', id)).toMatchObject({
      action: 'create',
      userId: professor.user!.id,
      changes: expect.objectContaining({ nomeCompleto: 'Caio Lopes', alergias: '[oculto]', restricoesMedicas: null, observacoesSaude: null }),
    });

    const edit = { ...athleteInput({ nomeCompleto: 'Caio Lopes Filho', alergias: 'Amendoim e camarão' }), cpf: created.json().cpf };
    expect((await call('PUT', `/api/athletes/${id}`, edit, professor.headers)).statusCode).toBe(200);
    const update = await lastEntry('athletes', id);
    expect(update!.action).toBe('update');
    expect(update!.changes).toMatchObject({
      nomeCompleto: { de: 'Caio Lopes', para: 'Caio Lopes Filho' },
      alergias: { de: '[oculto]', para: '[oculto]' },
    });
    expect(update!.changes).not.toHaveProperty('cpf');
    expect(JSON.stringify(update!.changes)).not.toMatch(/Amendoim|camarão/);

    expect((await call('PATCH', `/api/athletes/${id}/inactivate`)).statusCode).toBe(200);
    expect(await lastEntry('athletes', id)).toMatchObject({ action: 'inactivate', changes: expect.objectContaining({ status: 'inativo' }) });
    expect((await call('PATCH', `/api/athletes/${id}/reactivate`)).statusCode).toBe(200);
    expect(await lastEntry('athletes', id)).toMatchObject({ action: 'reactivate', changes: { status: 'ATIVO' } });
    expect((await call('PUT', `/api/athletes/${id}`, { status: 'inativo' })).statusCode).toBe(200);
    // A status sent through the edit goes through the inactivation and is audited as one, never as a plain edit.
    expect(await lastEntry('athletes', id)).toMatchObject({ action: 'inactivate', changes: expect.objectContaining({ status: 'inativo' }) });
    expect((await call('DELETE', `/api/athletes/${id}`)).statusCode).toBe(204);
    expect(await lastEntry('athletes', id)).toMatchObject({ action: 'delete', userId: admin.user!.id });
  });

  test('no password ever reaches the log: registration and new users', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { nome: 'Lia', nomeCompleto: 'Lia Campos', email: 'lia.audit@familia.com.br', cpf: '390.533.447-05', dataNascimento: '1985-01-01', telefone: '11987654321', senha: 'uma-senha-boa-1', tipo: 'cliente', consentimentoLgpd: true },
      remoteAddress: '10.40.0.1',
    });
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'lia.audit@familia.com.br'));
    const entry = await lastEntry('users', user!.id);
    expect(entry).toMatchObject({ action: 'register', changes: { tipo: 'cliente' } });
    const all = await ctx.db.select({ changes: auditLog.changes }).from(auditLog);
    expect(JSON.stringify(all)).not.toMatch(/uma-senha-boa|argon2/);
  });

  test('companies, units, teams, users, enrolments and instalments', async () => {
    const company = await call('POST', '/api/companies', companyInput({ nomeFantasia: 'Escola Auditada' }));
    expect(await lastEntry('companies', company.json().id)).toMatchObject({ action: 'create', changes: expect.objectContaining({ nomeFantasia: 'Escola Auditada' }) });
    await call('PUT', `/api/companies/${company.json().id}`, companyInput({ nomeFantasia: 'Escola Auditada 2' }));
    expect(await lastEntry('companies', company.json().id)).toMatchObject({ action: 'update', changes: expect.objectContaining({ nomeFantasia: 'Escola Auditada 2' }) });
    await call('PATCH', `/api/companies/${company.json().id}/deactivate`);
    expect(await lastEntry('companies', company.json().id)).toMatchObject({ action: 'deactivate', changes: { status: 'inativo' } });

    const companyRow = await makeCompany(ctx.db);
    const unit = await call('POST', '/api/units', unitInput(companyRow!.id, { nome: 'Unidade Auditada' }));
    expect(await lastEntry('units', unit.json().id)).toMatchObject({ action: 'create', changes: expect.objectContaining({ nome: 'Unidade Auditada' }) });
    await call('PATCH', `/api/units/${unit.json().id}/deactivate`);
    expect(await lastEntry('units', unit.json().id)).toMatchObject({ action: 'deactivate', changes: { status: 'inativo' } });

    const unitRow = await makeUnit(ctx.db, companyRow!.id);
    const team = await call('POST', '/api/teams', teamInput(unitRow!.id, { nome: 'Turma Auditada' }));
    expect(await lastEntry('teams', team.json().id)).toMatchObject({ action: 'create', changes: expect.objectContaining({ nome: 'Turma Auditada' }) });
    await call('PATCH', `/api/teams/${team.json().id}/deactivate`);
    expect(await lastEntry('teams', team.json().id)).toMatchObject({ action: 'deactivate', changes: { status: 'inativo' } });
    await call('DELETE', `/api/teams/${team.json().id}`);
    expect(await lastEntry('teams', team.json().id)).toMatchObject({ action: 'delete' });

    const user = await call('POST', '/api/system-users', { nomeCompleto: 'Bruno Auditado', email: 'bruno.audit@escola.com.br', cpf: '153.509.460-56', senha: 'senha-do-bruno-1', tipo: 'professor' });
    expect(await lastEntry('users', user.json().id)).toMatchObject({ action: 'create', changes: expect.objectContaining({ nomeCompleto: 'Bruno Auditado' }) });
    await call('PATCH', `/api/system-users/${user.json().id}/inactivate`);
    expect(await lastEntry('users', user.json().id)).toMatchObject({ action: 'inactivate', changes: { ativo: false } });

    const athlete = await makeAthlete(ctx.db);
    const classTeam = await makeTeam(ctx.db, unitRow!.id);
    const enrollment = await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, classTeam!.id));
    expect(await lastEntry('enrollments', enrollment.json().id)).toMatchObject({ action: 'create', changes: expect.objectContaining({ athleteId: athlete!.id }) });
    const finance = await call('GET', `/api/enrollments-with-payments/${enrollment.json().id}`);
    const instalmentId = finance.json().monthlyPayments[0].id;
    expect(instalmentId).toBeTypeOf('number');
    await call('PATCH', `/api/monthly-payments/${instalmentId}/process`, { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0' });
    expect(await lastEntry('monthly_payments', instalmentId)).toMatchObject({ action: 'process', changes: expect.objectContaining({ metodoPagamento: 'pix' }) });
    await call('PATCH', `/api/monthly-payments/${instalmentId}/cancel`);
    expect(await lastEntry('monthly_payments', instalmentId)).toMatchObject({ action: 'cancel' });
  });
});

describe("reading an athlete's health data", () => {
  test('is logged for staff on the detail endpoint, not for the family nor for the list', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const athlete = await makeAthlete(ctx.db, { alergias: 'Dipirona' });
    await linkGuardian(ctx.db, athlete!.id, family.user!.id);
    const reads = async () =>
      (await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'read-health'), eq(auditLog.entityId, athlete!.id)))).map((e) => e.userId);

    expect((await call('GET', `/api/athletes/${athlete!.id}`, undefined, professor.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/athletes/${athlete!.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/athletes/${athlete!.id}`, undefined, family.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/athletes?pageSize=100', undefined, professor.headers)).statusCode).toBe(200);
    expect((await reads()).sort()).toEqual([professor.user!.id, admin.user!.id].sort());
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'read-health'), eq(auditLog.entityId, athlete!.id)));
    expect(entry).toMatchObject({ entity: 'athletes', changes: null });
  });

  test('a refused read (another family) logs nothing', async () => {
    const stranger = await signedIn(ctx.db, 'cliente');
    const athlete = await makeAthlete(ctx.db);
    expect((await call('GET', `/api/athletes/${athlete!.id}`, undefined, stranger.headers)).statusCode).toBe(404);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'read-health'), eq(auditLog.entityId, athlete!.id)))).toEqual([]);
  });
});

describe('browsing the log', () => {
  let reader: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    reader = await signedIn(ctx.db, 'professor', { nome: 'Íris', nomeCompleto: 'Íris Gonçalves', email: 'iris.goncalves@escola.com.br' });
    const at = (date: string, time: string) => zonedInstant(date, time, TZ);
    await ctx.db.insert(auditLog).values([
      { userId: reader.user!.id, action: 'create', entity: 'units', entityId: 901, createdAt: at(addDays(today, -10), '09:00') },
      { userId: reader.user!.id, action: 'update', entity: 'units', entityId: 901, createdAt: at(addDays(today, -3), '00:30') },
      { userId: reader.user!.id, action: 'update', entity: 'teams', entityId: 902, createdAt: at(addDays(today, -3), '23:30') },
      { userId: reader.user!.id, action: 'delete', entity: 'teams', entityId: 902, createdAt: at(addDays(today, -2), '12:00') },
    ]);
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/audit-log?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  test('filters by user (name or email, accents and case ignored), newest first, with the user named', async () => {
    const byName = await list('usuario=iris goncalves');
    expect(byName.total).toBe(4);
    expect(byName.items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'update', 'create']);
    expect(byName.items[0]).toMatchObject({ usuarioNome: 'Íris Gonçalves', usuarioEmail: 'iris.goncalves@escola.com.br', entity: 'teams', entityId: 902 });
    expect((await list('usuario=IRIS.GONCALVES@')).total).toBe(4);
    expect((await list('usuario=ninguem-com-este-nome')).total).toBe(0);
  });

  test('filters by entity, record and action', async () => {
    expect((await list('usuario=iris&entidade=units')).total).toBe(2);
    expect((await list('entidade=teams&entidadeId=902')).items.map((e: { action: string }) => e.action)).toEqual(['delete', 'update']);
    expect((await list('usuario=iris&acao=update')).total).toBe(2);
  });

  test('filters by period in school days, both ends included', async () => {
    const threeDaysAgo = addDays(today, -3);
    expect((await list(`usuario=iris&de=${threeDaysAgo}&ate=${threeDaysAgo}`)).items.map((e: { entity: string }) => e.entity)).toEqual(['teams', 'units']);
    expect((await list(`usuario=iris&de=${addDays(today, -2)}`)).total).toBe(1);
    expect((await list(`usuario=iris&ate=${addDays(today, -4)}`)).total).toBe(1);
  });

  test('pages', async () => {
    const first = await list('usuario=iris&pageSize=3');
    const second = await list('usuario=iris&pageSize=3&page=2');
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(first.items).toHaveLength(3);
    expect(second.items.map((e: { action: string }) => e.action)).toEqual(['create']);
  });
});
