import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PERIOD_TOO_LONG, type AttendanceStatus } from '@domain/attendance';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { weekdays } from '@domain/organization';
import { firstRow } from '../../db/rows';
import { attendanceMarks, trainingSessions } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * A known set of marks in March and April 2025 (past, so every session day is settled):
 * Futebol (Monday and Wednesday, unit Centro): Bruno 3 P, 1 F, 1 J in March and 1 P in April, and
 * a P in the session of 19/03 that was cancelled; Davi 1 P and 1 F; Eva enrolled only on 15/03.
 * Vôlei (Tuesday and Thursday, unit Norte): Caio 2 P and 2 F.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let family: Awaited<ReturnType<typeof signedIn>>;
let otherFamily: Awaited<ReturnType<typeof signedIn>>;
let centro: number;
let norte: number;
let futebol: number;
let volei: number;
let bruno: number;
let caio: number;
let davi: number;
let eva: number;

async function session(teamId: number, data: string, motivoCancelamento?: string) {
  const row = await ctx.db
    .insert(trainingSessions)
    .values({ teamId, data, ...(motivoCancelamento && { canceladaEm: new Date(), motivoCancelamento }) })
    .returning({ id: trainingSessions.id });
  return firstRow(row, 'insert session').id;
}

async function marks(sessionId: number, byAthlete: [number, AttendanceStatus][]) {
  await ctx.db.insert(attendanceMarks).values(byAthlete.map(([athleteId, status]) => ({ sessionId, athleteId, status })));
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  family = await signedIn(ctx.db, 'cliente');
  otherFamily = await signedIn(ctx.db, 'cliente');
  const company = (await makeCompany(ctx.db))!.id;
  centro = (await makeUnit(ctx.db, company, { nome: 'Unidade Centro' }))!.id;
  norte = (await makeUnit(ctx.db, company, { nome: 'Unidade Norte' }))!.id;
  futebol = (await makeTeam(ctx.db, centro, { nome: 'Futebol Sub-11', diasSemana: ['segunda', 'quarta'], horario: '18:00 - 19:30' }))!.id;
  volei = (await makeTeam(ctx.db, norte, { nome: 'Vôlei Sub-13', diasSemana: ['terca', 'quinta'] }))!.id;
  bruno = (await makeAthlete(ctx.db, { nomeCompleto: 'Bruno Alves' }))!.id;
  caio = (await makeAthlete(ctx.db, { nomeCompleto: 'Caio Borges' }))!.id;
  davi = (await makeAthlete(ctx.db, { nomeCompleto: 'Davi Costa' }))!.id;
  eva = (await makeAthlete(ctx.db, { nomeCompleto: 'Eva Dias' }))!.id;
  await makeEnrollment(ctx.db, bruno, futebol, { dataMatricula: '2025-02-01' });
  await makeEnrollment(ctx.db, davi, futebol, { dataMatricula: '2025-02-01' });
  await makeEnrollment(ctx.db, eva, futebol, { dataMatricula: '2025-03-15' });
  await makeEnrollment(ctx.db, caio, volei, { dataMatricula: '2025-02-01' });
  await linkGuardian(ctx.db, bruno, family.user!.id);
  await linkGuardian(ctx.db, caio, otherFamily.user!.id);

  await marks(await session(futebol, '2025-03-03'), [[bruno, 'presente'], [davi, 'presente']]);
  await marks(await session(futebol, '2025-03-05'), [[bruno, 'presente'], [davi, 'falta']]);
  await marks(await session(futebol, '2025-03-10'), [[bruno, 'presente']]);
  await marks(await session(futebol, '2025-03-12'), [[bruno, 'falta']]);
  await marks(await session(futebol, '2025-03-17'), [[bruno, 'justificada']]);
  // Marked, then cancelled (rain): its marks count for nothing.
  await marks(await session(futebol, '2025-03-19', 'Chuva forte'), [[bruno, 'presente'], [davi, 'presente'], [eva, 'presente']]);
  await marks(await session(futebol, '2025-04-02'), [[bruno, 'presente']]);
  await marks(await session(volei, '2025-03-04'), [[caio, 'presente']]);
  await marks(await session(volei, '2025-03-06'), [[caio, 'presente']]);
  await marks(await session(volei, '2025-03-11'), [[caio, 'falta']]);
  await marks(await session(volei, '2025-03-13'), [[caio, 'falta']]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = admin.headers) => ctx.app.inject({ method: 'GET', url, headers });
const counts = (presentes: number, faltas: number, justificadas: number, taxa: number | null) => ({
  presentes,
  faltas,
  justificadas,
  marcados: presentes + faltas + justificadas,
  taxa,
});

describe('GET /api/athletes/:id/attendance', () => {
  test('refuses a period out of order or longer than 366 days', async () => {
    const reversed = await get(`/api/athletes/${bruno}/attendance?de=2025-03-31&ate=2025-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors.ate).toBe('A data final deve ser igual ou posterior à inicial');
    const long = await get(`/api/athletes/${bruno}/attendance?de=2024-01-01&ate=2025-03-01`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(PERIOD_TOO_LONG);
  });

  test('3 P, 1 F and 1 J in March give 60.0%; the cancelled session and the other team are left out', async () => {
    const res = await get(`/api/athletes/${bruno}/attendance?de=2025-03-01&ate=2025-04-30`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meses).toEqual([
      { mes: '2025-03', ...counts(3, 1, 1, 60) },
      { mes: '2025-04', ...counts(1, 0, 0, 100) },
    ]);
    expect(body.total).toEqual(counts(4, 1, 1, 66.7));
  });

  test("lists the team's sessions while enrolled, newest first: marks, sem registro and the cancelled one", async () => {
    const res = await get(`/api/athletes/${bruno}/attendance?de=2025-03-01&ate=2025-03-31`);
    const sessoes = res.json().sessoes as { data: string; status: string | null; cancelada: boolean; motivoCancelamento: string | null; teamNome: string; inicio: string }[];
    expect(sessoes.map((s) => [s.data, s.cancelada ? 'cancelada' : (s.status ?? 'sem registro')])).toEqual([
      ['2025-03-31', 'sem registro'],
      ['2025-03-26', 'sem registro'],
      ['2025-03-24', 'sem registro'],
      ['2025-03-19', 'cancelada'],
      ['2025-03-17', 'justificada'],
      ['2025-03-12', 'falta'],
      ['2025-03-10', 'presente'],
      ['2025-03-05', 'presente'],
      ['2025-03-03', 'presente'],
    ]);
    expect(sessoes.every((s) => s.teamNome === 'Futebol Sub-11' && s.inicio === '18:00')).toBe(true);
    expect(sessoes.find((s) => s.cancelada)).toMatchObject({ status: null, motivoCancelamento: 'Chuva forte' });
    expect(res.json().meses).toEqual([{ mes: '2025-03', ...counts(3, 1, 1, 60) }]);
  });

  test('an athlete enrolled mid-month has no session before the enrolment; a month without marks has no rate', async () => {
    const res = await get(`/api/athletes/${eva}/attendance?de=2025-03-01&ate=2025-03-31`);
    const body = res.json();
    expect(body.sessoes.map((s: { data: string }) => s.data)).toEqual(['2025-03-31', '2025-03-26', '2025-03-24', '2025-03-19', '2025-03-17']);
    expect(body.total).toEqual(counts(0, 0, 0, null));
    expect(body.meses).toEqual([{ mes: '2025-03', ...counts(0, 0, 0, null) }]);
  });

  test("a family reads its child's attendance, and gets 404 for another family's child as for an unknown one", async () => {
    const own = await get(`/api/athletes/${bruno}/attendance?de=2025-03-01&ate=2025-03-31`, family.headers);
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toEqual(counts(3, 1, 1, 60));
    for (const id of [caio, davi, 999999]) {
      const res = await get(`/api/athletes/${id}/attendance?de=2025-03-01&ate=2025-03-31`, family.headers);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ message: ATHLETE_NOT_FOUND });
    }
    const theirs = await get(`/api/athletes/${caio}/attendance?de=2025-03-01&ate=2025-03-31`, otherFamily.headers);
    expect(theirs.json().total).toEqual(counts(2, 2, 0, 50));
  });
});

describe('GET /api/reports/attendance', () => {
  test('per team and per unit, sessions held with a roll, the cancelled one left out', async () => {
    const res = await get('/api/reports/attendance?de=2025-03-01&ate=2025-04-30');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.turmas).toEqual([
      { unitId: centro, unitNome: 'Unidade Centro', teamId: futebol, teamNome: 'Futebol Sub-11', sessoes: 6, ...counts(5, 2, 1, 62.5) },
      { unitId: norte, unitNome: 'Unidade Norte', teamId: volei, teamNome: 'Vôlei Sub-13', sessoes: 4, ...counts(2, 2, 0, 50) },
    ]);
    expect(body.unidades).toEqual([
      { unitId: centro, unitNome: 'Unidade Centro', sessoes: 6, ...counts(5, 2, 1, 62.5) },
      { unitId: norte, unitNome: 'Unidade Norte', sessoes: 4, ...counts(2, 2, 0, 50) },
    ]);
    expect(body.total).toEqual({ sessoes: 10, ...counts(7, 4, 1, 58.3) });
  });

  test('one unit, a shorter period, and an active team without marks listed with no rate', async () => {
    const res = await get(`/api/reports/attendance?de=2025-03-01&ate=2025-03-31&unitId=${centro}`);
    const body = res.json();
    expect(body.turmas).toEqual([{ unitId: centro, unitNome: 'Unidade Centro', teamId: futebol, teamNome: 'Futebol Sub-11', sessoes: 5, ...counts(4, 2, 1, 57.1) }]);
    expect(body.unidades).toEqual([{ unitId: centro, unitNome: 'Unidade Centro', sessoes: 5, ...counts(4, 2, 1, 57.1) }]);
    expect(body.total).toEqual({ sessoes: 5, ...counts(4, 2, 1, 57.1) });

    const empty = await get(`/api/reports/attendance?de=2025-05-01&ate=2025-05-31&unitId=${norte}`);
    expect(empty.json().turmas).toEqual([{ unitId: norte, unitNome: 'Unidade Norte', teamId: volei, teamNome: 'Vôlei Sub-13', sessoes: 0, ...counts(0, 0, 0, null) }]);
  });

  test('refuses a bad unit and a long period; a family and an assistente are refused', async () => {
    expect((await get('/api/reports/attendance?de=2025-03-01&ate=2025-03-31&unitId=abc')).json().errors.unitId).toBe('Unidade inválida');
    expect((await get('/api/reports/attendance?de=2024-01-01&ate=2025-03-31')).json().message).toBe(PERIOD_TOO_LONG);
    expect((await get('/api/reports/attendance?de=2025-03-01&ate=2025-03-31', family.headers)).statusCode).toBe(403);
    expect((await get('/api/reports/attendance?de=2025-03-01&ate=2025-03-31', (await signedIn(ctx.db, 'assistente')).headers)).statusCode).toBe(403);
  });
});

describe('around today', () => {
  test("today's session shows once marked; without a mark only the days before today are sem registro", async () => {
    const today = todayIn(SCHOOL_TIME_ZONE);
    const daily = (await makeTeam(ctx.db, centro, { nome: 'Escolinha Diária', diasSemana: [...weekdays] }))!.id;
    const [marked, unmarked] = [(await makeAthlete(ctx.db))!.id, (await makeAthlete(ctx.db))!.id];
    for (const id of [marked, unmarked]) await makeEnrollment(ctx.db, id, daily, { dataMatricula: addDays(today, -2) });
    await marks(await session(daily, today), [[marked, 'presente']]);
    const period = `de=${addDays(today, -5)}&ate=${addDays(today, 5)}`;

    const withMark = (await get(`/api/athletes/${marked}/attendance?${period}`)).json();
    expect(withMark.sessoes.map((s: { data: string; status: string | null }) => [s.data, s.status])).toEqual([
      [today, 'presente'],
      [addDays(today, -1), null],
      [addDays(today, -2), null],
    ]);
    expect(withMark.total).toEqual(counts(1, 0, 0, 100));
    const without = (await get(`/api/athletes/${unmarked}/attendance?${period}`)).json();
    expect(without.sessoes.map((s: { data: string }) => s.data)).toEqual([addDays(today, -1), addDays(today, -2)]);
  });
});
