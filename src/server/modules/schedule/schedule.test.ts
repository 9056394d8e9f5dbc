import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { STAFF } from '@domain/roles';
import { scheduleStatuses, type ScheduleStatus } from '@domain/schedule';
import { auditLog, cronogramaTreinos } from '../../db/schema/index';
import { makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { makePlan, makeScheduleEntry, scheduleInput } from '../../test/schedule-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let unitId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const stored = async (id: number) => (await ctx.db.select().from(cronogramaTreinos).where(eq(cronogramaTreinos.id, id)))[0];
const allEntries = () => ctx.db.select().from(cronogramaTreinos).orderBy(cronogramaTreinos.id);
const auditOf = (id: number, action: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'cronograma_treinos'), eq(auditLog.entityId, id), eq(auditLog.action, action)));

/** A team and a plan of its own, so each test's list answers only what it built. */
async function teamAndPlan(teamOverrides = {}, planOverrides = {}) {
  const team = await makeTeam(ctx.db, unitId, teamOverrides);
  const plan = await makePlan(ctx.db, planOverrides);
  return { team, plan };
}

/** The school's today as the test app sees it (no APP_TIMEZONE: the school's zone). */
const today = () => todayIn(SCHOOL_TIME_ZONE);
const FUTURE_APPLY = 'Um treino com data futura não pode ser marcado como aplicado';

const list = async (query: string, headers = admin) => {
  const res = await call('GET', `/api/cronograma${query}`, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; data: string }[];
};

describe('refusals', () => {
  test.each([
    ['GET', '/api/cronograma'],
    ['POST', '/api/cronograma'],
    ['PUT', '/api/cronograma/ID'],
    ['PATCH', '/api/cronograma/ID/status'],
    ['DELETE', '/api/cronograma/ID'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing changed', async (method, url) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const before = await allEntries();
    const payload = method === 'PATCH' ? { status: 'aplicado' } : scheduleInput(team!.id, plan!.id);
    await expectRefusals(ctx, { method, url: url.replace('ID', String(entry!.id)), payload }, STAFF);
    expect(await allEntries()).toEqual(before);
  });

  test.each([
    ['POST', '/api/cronograma'],
    ['PUT', '/api/cronograma/ID'],
    ['PATCH', '/api/cronograma/ID/status'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    await expectNoServerErrorForMalformedBodies(ctx, { method, url: url.replace('ID', String(entry!.id)) }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('PUT', `/api/cronograma/${id}`, scheduleInput(1, 1))).statusCode).toBe(400);
    expect((await call('PATCH', `/api/cronograma/${id}/status`, { status: 'aplicado' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/cronograma/${id}`)).statusCode).toBe(400);
  });

  test('the document declares the refusal of applying a future training on create, edit and status change', async () => {
    const document = (await call('GET', '/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    for (const [path, method] of [
      ['/api/cronograma', 'post'],
      ['/api/cronograma/{id}', 'put'],
      ['/api/cronograma/{id}/status', 'patch'],
    ] as const) {
      expect(document.paths[path]![method]!.responses['422']?.description, `${method} ${path}`).toContain(FUTURE_APPLY);
    }
  });

  test('a missing entry is a 404 on every call', async () => {
    const { team, plan } = await teamAndPlan();
    for (const res of [
      await call('PUT', '/api/cronograma/999999', scheduleInput(team!.id, plan!.id)),
      await call('PATCH', '/api/cronograma/999999/status', { status: 'aplicado' }),
      await call('DELETE', '/api/cronograma/999999'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Cronograma não encontrado' });
    }
  });
});

describe('create', () => {
  test('stores the entry, planejado by default, and answers it with the team and plan names', async () => {
    const { team, plan } = await teamAndPlan({ nome: 'Futebol Sub-11 Tarde', horario: '14:00 - 15:30' }, { titulo: 'Passe curto', tempoTotalEstimado: 90 });
    const { statusExecucao: _omitted, ...input } = scheduleInput(team!.id, plan!.id, { observacoes: '  Levar coletes  ' });
    const res = await call('POST', '/api/cronograma', input, professor);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      turmaId: team!.id,
      planoTreinoId: plan!.id,
      data: '2025-06-18',
      statusExecucao: 'planejado',
      observacoes: 'Levar coletes',
      turmaNome: 'Futebol Sub-11 Tarde',
      turmaHorario: '14:00 - 15:30',
      planoTitulo: 'Passe curto',
      planoTempoTotalEstimado: 90,
    });
    expect(await stored(body.id)).toMatchObject({ turmaId: team!.id, planoTreinoId: plan!.id, data: '2025-06-18', statusExecucao: 'planejado', observacoes: 'Levar coletes' });
    expect(await auditOf(body.id, 'create')).toHaveLength(1);
  });

  test('empty notes are stored as null, and an entry may be recorded as already applied', async () => {
    const { team, plan } = await teamAndPlan();
    const res = await call('POST', '/api/cronograma', { turmaId: team!.id, planoTreinoId: plan!.id, data: '2025-06-02', statusExecucao: 'aplicado', observacoes: '' });
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json().id)).toMatchObject({ statusExecucao: 'aplicado', observacoes: null });
  });

  test('an entry dated after today cannot be created as applied (422 on the status); today can', async () => {
    const { team, plan } = await teamAndPlan();
    const before = await allEntries();
    const refused = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, { data: addDays(today(), 1), statusExecucao: 'aplicado' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: FUTURE_APPLY, errors: { statusExecucao: FUTURE_APPLY } });
    expect(await allEntries()).toEqual(before);
    const planned = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, { data: addDays(today(), 1) }));
    expect(planned.statusCode, planned.body).toBe(201);
    const applied = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, { data: today(), statusExecucao: 'aplicado' }));
    expect(applied.statusCode, applied.body).toBe(201);
  });

  test.each([
    ['turmaId', { turmaId: '' }, 'Turma é obrigatória'],
    ['turmaId', { turmaId: undefined }, 'Turma é obrigatória'],
    ['turmaId', { turmaId: 0 }, 'Turma é obrigatória'],
    ['turmaId', { turmaId: 'abc' }, 'Turma é obrigatória'],
    ['planoTreinoId', { planoTreinoId: '' }, 'Plano de treino é obrigatório'],
    ['planoTreinoId', { planoTreinoId: undefined }, 'Plano de treino é obrigatório'],
    ['planoTreinoId', { planoTreinoId: -3 }, 'Plano de treino é obrigatório'],
    ['data', { data: '' }, 'Data é obrigatória'],
    ['data', { data: undefined }, 'Data é obrigatória'],
    ['data', { data: '2025-02-30' }, 'Data é obrigatória'],
    ['data', { data: '18/06/2025' }, 'Data é obrigatória'],
    ['statusExecucao', { statusExecucao: 'feito' }, 'Status de execução inválido'],
    ['statusExecucao', { statusExecucao: '' }, 'Status de execução inválido'],
    ['observacoes', { observacoes: 'x'.repeat(1001) }, 'Máximo de 1000 caracteres'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const { team, plan } = await teamAndPlan();
    const before = await allEntries();
    const res = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await allEntries()).toEqual(before);
  });

  test('an unknown or inactive team or plan is refused on its field', async () => {
    const { team, plan } = await teamAndPlan();
    const inactiveTeam = await makeTeam(ctx.db, unitId, { status: 'inativo' });
    const inactivePlan = await makePlan(ctx.db, { status: 'inativo' });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ turmaId: 999999 }, 'turmaId', 'Turma não encontrada'],
      [{ turmaId: inactiveTeam!.id }, 'turmaId', 'Turma inativa'],
      [{ planoTreinoId: 999999 }, 'planoTreinoId', 'Plano de treino não encontrado'],
      [{ planoTreinoId: inactivePlan!.id }, 'planoTreinoId', 'Plano de treino inativo'],
    ];
    const before = await allEntries();
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, override));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await allEntries()).toEqual(before);
  });

  test('the same plan for the same team on the same date is a 409; another date or team is fine', async () => {
    const { team, plan } = await teamAndPlan();
    const other = await makeTeam(ctx.db, unitId);
    expect((await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id))).statusCode).toBe(201);
    const again = await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, { observacoes: 'de novo' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este plano de treino já está no cronograma desta turma nesta data' });
    expect((await call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id, { data: '2025-06-19' }))).statusCode).toBe(201);
    expect((await call('POST', '/api/cronograma', scheduleInput(other!.id, plan!.id))).statusCode).toBe(201);
    expect(await ctx.db.select().from(cronogramaTreinos).where(eq(cronogramaTreinos.turmaId, team!.id))).toHaveLength(2);
  });

  test('two simultaneous identical requests store one entry', async () => {
    const { team, plan } = await teamAndPlan();
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/cronograma', scheduleInput(team!.id, plan!.id))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await ctx.db.select().from(cronogramaTreinos).where(eq(cronogramaTreinos.turmaId, team!.id))).toHaveLength(1);
  });
});

describe('list', () => {
  test('without filters: every entry, by date then the team time and name', async () => {
    const plan = await makePlan(ctx.db);
    const late = await makeTeam(ctx.db, unitId, { nome: 'Zeta', horario: '19:00 - 20:00' });
    const early = await makeTeam(ctx.db, unitId, { nome: 'Ômega', horario: '08:00 - 09:00' });
    const same = await makeTeam(ctx.db, unitId, { nome: 'Alfa', horario: '08:00 - 09:00' });
    const a = await makeScheduleEntry(ctx.db, late!.id, plan!.id, { data: '2031-03-03' });
    const b = await makeScheduleEntry(ctx.db, early!.id, plan!.id, { data: '2031-03-03' });
    const c = await makeScheduleEntry(ctx.db, same!.id, plan!.id, { data: '2031-03-03' });
    const d = await makeScheduleEntry(ctx.db, late!.id, plan!.id, { data: '2031-03-02' });
    const ids = (await list('?mes=2031-03', professor)).map((e) => e.id);
    expect(ids).toEqual([d!.id, c!.id, b!.id, a!.id]);
    const everything = (await list('')).map((e) => e.id);
    expect(everything).toEqual(expect.arrayContaining([a!.id, b!.id, c!.id, d!.id]));
  });

  test('turma keeps one team; mes keeps its calendar month, first and last days included', async () => {
    const { team, plan } = await teamAndPlan();
    const other = await makeTeam(ctx.db, unitId);
    const inMonth = await Promise.all(
      ['2032-02-01', '2032-02-15', '2032-02-29'].map((data) => makeScheduleEntry(ctx.db, team!.id, plan!.id, { data })),
    );
    await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: '2032-01-31' });
    await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: '2032-03-01' });
    const otherTeam = await makeScheduleEntry(ctx.db, other!.id, plan!.id, { data: '2032-02-10' });

    expect((await list(`?turma=${team!.id}`)).map((e) => e.data)).toEqual(['2032-01-31', '2032-02-01', '2032-02-15', '2032-02-29', '2032-03-01']);
    expect((await list(`?turma=${team!.id}&mes=2032-02`)).map((e) => e.id)).toEqual(inMonth.map((e) => e!.id));
    expect((await list('?mes=2032-02')).map((e) => e.id)).toEqual([inMonth[0]!.id, otherTeam!.id, inMonth[1]!.id, inMonth[2]!.id]);
  });

  test('semana keeps Monday to Sunday of the week holding that day, across a month end', async () => {
    const { team, plan } = await teamAndPlan();
    // 2033-01-31 is a Monday; its week ends on Sunday 2033-02-06.
    const dates = ['2033-01-30', '2033-01-31', '2033-02-02', '2033-02-06', '2033-02-07'];
    for (const data of dates) await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data });
    const week = ['2033-01-31', '2033-02-02', '2033-02-06'];
    for (const day of ['2033-01-31', '2033-02-03', '2033-02-06']) {
      expect((await list(`?turma=${team!.id}&semana=${day}`)).map((e) => e.data), day).toEqual(week);
    }
    expect((await list(`?turma=${team!.id}&semana=2033-01-31&mes=2033-02`)).map((e) => e.data)).toEqual(['2033-02-02', '2033-02-06']);
    expect(await list(`?turma=${team!.id}&semana=2033-02-14`)).toEqual([]);
  });

  test('status keeps one execution status; an empty filter is no filter', async () => {
    const { team, plan } = await teamAndPlan();
    const byStatus = Object.fromEntries(
      await Promise.all(
        scheduleStatuses.map(async (statusExecucao, i) => [
          statusExecucao,
          (await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: `2034-05-0${i + 1}`, statusExecucao }))!.id,
        ]),
      ),
    ) as Record<ScheduleStatus, number>;
    for (const status of scheduleStatuses) {
      expect((await list(`?turma=${team!.id}&status=${status}`)).map((e) => e.id)).toEqual([byStatus[status]]);
    }
    expect(await list(`?turma=${team!.id}&status=&mes=&semana=`)).toHaveLength(3);
  });

  test.each([
    ['turma', '?turma=abc', 'Turma inválida'],
    ['turma', '?turma=0', 'Turma inválida'],
    ['mes', '?mes=2025-13', 'Mês inválido'],
    ['mes', '?mes=2025-6', 'Mês inválido'],
    ['mes', '?mes=junho', 'Mês inválido'],
    ['semana', '?semana=2025-02-30', 'Semana inválida'],
    ['semana', '?semana=16/06/2025', 'Semana inválida'],
    ['status', '?status=feito', 'Status de execução inválido'],
  ])('%s: %s → 400 "%s"', async (field, query, message) => {
    const res = await call('GET', `/api/cronograma${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });
});

describe('status', () => {
  const legal: [ScheduleStatus, ScheduleStatus][] = [
    ['planejado', 'aplicado'],
    ['planejado', 'cancelado'],
    ['cancelado', 'planejado'],
    ['cancelado', 'aplicado'],
    // An entry applied by mistake goes back (spec 2 §4 lets the form set any status).
    ['aplicado', 'planejado'],
    ['aplicado', 'cancelado'],
  ];
  const illegal: [ScheduleStatus, ScheduleStatus, string][] = [
    ['planejado', 'planejado', 'O treino já está planejado'],
    ['aplicado', 'aplicado', 'O treino já está aplicado'],
    ['cancelado', 'cancelado', 'O treino já está cancelado'],
  ];

  test.each(legal)('%s → %s is stored and answered, with an audit entry', async (from, to) => {
    const { team, plan } = await teamAndPlan({ nome: 'Basquete Sub-15' });
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { statusExecucao: from });
    const res = await call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: to }, professor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: entry!.id, statusExecucao: to, turmaNome: 'Basquete Sub-15' });
    expect((await stored(entry!.id))!.statusExecucao).toBe(to);
    const [log] = await auditOf(entry!.id, 'status');
    expect(log!.changes).toEqual({ de: from, para: to });
  });

  test.each(illegal)('%s → %s is a 409 "%s" and changes nothing', async (from, to, message) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { statusExecucao: from });
    const res = await call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: to });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message });
    expect(await stored(entry!.id)).toEqual(entry);
  });

  test.each(['planejado', 'cancelado'] as const)(
    "'Aplicar' on a %s training dated after today is a 422 and changes nothing; cancelling or planning it is fine",
    async (from) => {
      const { team, plan } = await teamAndPlan();
      const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: addDays(today(), 1), statusExecucao: from });
      const res = await call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: 'aplicado' }, professor);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: FUTURE_APPLY });
      expect(await stored(entry!.id)).toEqual(entry);
      expect(await auditOf(entry!.id, 'status')).toEqual([]);
      const other = from === 'planejado' ? 'cancelado' : 'planejado';
      expect((await call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: other })).statusCode).toBe(200);
    },
  );

  test("'Aplicar' on today's training is fine", async () => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: today() });
    const res = await call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: 'aplicado' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(entry!.id))!.statusExecucao).toBe('aplicado');
  });

  test.each([
    [{}, 'Status é obrigatório'],
    [{ status: 'feito' }, 'Status de execução inválido'],
    [{ status: '' }, 'Status de execução inválido'],
  ])('body %j → 400 "%s"', async (body, message) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const res = await call('PATCH', `/api/cronograma/${entry!.id}/status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { status: message } });
  });

  test("two simultaneous 'Aplicar' on one entry: one succeeds, the other is a 409", async () => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const results = await Promise.all([1, 2].map(() => call('PATCH', `/api/cronograma/${entry!.id}/status`, { status: 'aplicado' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(entry!.id, 'status')).toHaveLength(1);
  });
});

describe('update', () => {
  test('changes every field and answers the new names', async () => {
    const { team, plan } = await teamAndPlan();
    const other = await teamAndPlan({ nome: 'Vôlei Sub-13' }, { titulo: 'Saque por baixo', tempoTotalEstimado: 45 });
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const input = scheduleInput(other.team!.id, other.plan!.id, { data: '2025-07-01', statusExecucao: 'cancelado', observacoes: 'Chuva' });
    const res = await call('PUT', `/api/cronograma/${entry!.id}`, input, professor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ turmaNome: 'Vôlei Sub-13', planoTitulo: 'Saque por baixo', planoTempoTotalEstimado: 45, statusExecucao: 'cancelado' });
    expect(await stored(entry!.id)).toMatchObject({
      turmaId: other.team!.id,
      planoTreinoId: other.plan!.id,
      data: '2025-07-01',
      statusExecucao: 'cancelado',
      observacoes: 'Chuva',
    });
    expect(await auditOf(entry!.id, 'update')).toHaveLength(1);
  });

  test('the form takes an applied entry back to planejado or cancelado, and applies it again', async () => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: '2025-06-10', statusExecucao: 'aplicado' });
    for (const statusExecucao of ['planejado', 'aplicado', 'cancelado', 'aplicado'] as const) {
      const res = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, { data: '2025-06-10', statusExecucao }));
      expect(res.statusCode, `${statusExecucao}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ statusExecucao });
      expect((await stored(entry!.id))!.statusExecucao).toBe(statusExecucao);
    }
    expect(await auditOf(entry!.id, 'update')).toHaveLength(4);
  });

  test('the form cannot apply a training dated after today, nor move an applied one past today (422 on the status)', async () => {
    const { team, plan } = await teamAndPlan();
    const tomorrow = addDays(today(), 1);
    const planned = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: tomorrow });
    const applied = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: today(), statusExecucao: 'aplicado' });
    for (const [entry, data] of [
      [planned, tomorrow],
      [applied, addDays(today(), 7)],
    ] as const) {
      const res = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, { data, statusExecucao: 'aplicado' }), professor);
      expect(res.statusCode, data).toBe(422);
      expect(res.json()).toEqual({ message: FUTURE_APPLY, errors: { statusExecucao: FUTURE_APPLY } });
      expect(await stored(entry!.id)).toEqual(entry);
    }
    const moved = await call('PUT', `/api/cronograma/${applied!.id}`, scheduleInput(team!.id, plan!.id, { data: addDays(today(), 7), statusExecucao: 'planejado' }));
    expect(moved.statusCode, moved.body).toBe(200);
  });

  test('an entry keeps a team or plan inactivated since, but cannot move to another inactive one', async () => {
    const { team, plan } = await teamAndPlan({ status: 'inativo' }, { status: 'inativo' });
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const kept = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, { observacoes: 'Mantida' }));
    expect(kept.statusCode, kept.body).toBe(200);
    const inactivePlan = await makePlan(ctx.db, { status: 'inativo' });
    const moved = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, inactivePlan!.id));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toEqual({ planoTreinoId: 'Plano de treino inativo' });
    expect((await stored(entry!.id))!.planoTreinoId).toBe(plan!.id);
  });

  test('moving onto an existing entry of the same team, plan and date is a 409; saving itself unchanged is fine', async () => {
    const { team, plan } = await teamAndPlan();
    await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: '2025-06-20' });
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { data: '2025-06-21' });
    const clash = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, { data: '2025-06-20' }));
    expect(clash.statusCode).toBe(409);
    expect((await stored(entry!.id))!.data).toBe('2025-06-21');
    expect((await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, { data: '2025-06-21' }))).statusCode).toBe(200);
  });

  test.each([
    ['turmaId', { turmaId: '' }, 'Turma é obrigatória'],
    ['planoTreinoId', { planoTreinoId: '' }, 'Plano de treino é obrigatório'],
    ['data', { data: '' }, 'Data é obrigatória'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id);
    const res = await call('PUT', `/api/cronograma/${entry!.id}`, scheduleInput(team!.id, plan!.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await stored(entry!.id)).toEqual(entry);
  });
});

describe('delete', () => {
  test.each(scheduleStatuses)('a %s entry is removed, with an audit entry', async (statusExecucao) => {
    const { team, plan } = await teamAndPlan();
    const entry = await makeScheduleEntry(ctx.db, team!.id, plan!.id, { statusExecucao });
    const res = await call('DELETE', `/api/cronograma/${entry!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await stored(entry!.id)).toBeUndefined();
    const [log] = await auditOf(entry!.id, 'delete');
    expect(log!.changes).toMatchObject({ turmaId: team!.id, planoTreinoId: plan!.id, statusExecucao });
  });
});
