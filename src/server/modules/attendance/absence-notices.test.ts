import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  NOT_IN_TEAM,
  NOTICE_EXISTS,
  NOTICE_NOT_FOUND,
  NOTICE_PAST_DAY,
  NOTICE_ROLL_TAKEN,
  NOTICE_TOO_FAR,
  NOTICE_WITHDRAW_CLOSED,
  SESSION_CANCELLED,
  SESSION_NOT_FOUND,
} from '@domain/attendance';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { weekdayOf, type Weekday } from '@domain/organization';
import type { FamilyHome } from '@domain/families';
import { firstRow } from '../../db/rows';
import { absenceNotices, attendanceMarks, auditLog, trainingSessions } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * A family with two children: Ana in Futebol (Monday and Wednesday) and Beto in Vôlei (Tuesday and
 * Thursday); another family's Caio is in Futebol too. Every date is counted from the school's today.
 */
let ctx: TestContext;
let family: Awaited<ReturnType<typeof signedIn>>;
let otherFamily: Awaited<ReturnType<typeof signedIn>>;
let futebol: number;
let volei: number;
let diario: number;
let ana: number;
let beto: number;
let caio: number;
const today = todayIn(SCHOOL_TIME_ZONE);

/** The first day after `from` (or on it, with `orSame`) that falls on one of the weekdays. */
function nextOn(days: Weekday[], from: string, { orSame = false, step = 1 } = {}) {
  let day = orSame ? from : addDays(from, step);
  while (!days.includes(weekdayOf(day))) day = addDays(day, step);
  return day;
}
const FUTEBOL_DAYS: Weekday[] = ['segunda', 'quarta'];
const NOT_FUTEBOL: Weekday[] = ['terca', 'quinta', 'sexta', 'sabado', 'domingo'];

beforeAll(async () => {
  ctx = await createTestApp();
  family = await signedIn(ctx.db, 'cliente');
  otherFamily = await signedIn(ctx.db, 'cliente');
  const unit = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: 'Unidade Centro' }))!.id;
  futebol = (await makeTeam(ctx.db, unit, { nome: 'Futebol Sub-11', diasSemana: FUTEBOL_DAYS, horario: '18:00 - 19:30' }))!.id;
  volei = (await makeTeam(ctx.db, unit, { nome: 'Vôlei Sub-13', diasSemana: ['terca', 'quinta'], horario: '09:00 - 10:30' }))!.id;
  diario = (await makeTeam(ctx.db, unit, { nome: 'Escolinha Diária', diasSemana: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'] }))!.id;
  ana = (await makeAthlete(ctx.db, { nomeCompleto: 'Ana Lima' }))!.id;
  beto = (await makeAthlete(ctx.db, { nomeCompleto: 'Beto Lima' }))!.id;
  caio = (await makeAthlete(ctx.db, { nomeCompleto: 'Caio Souza' }))!.id;
  await makeEnrollment(ctx.db, ana, futebol, { dataMatricula: '2025-02-01' });
  await makeEnrollment(ctx.db, ana, diario, { dataMatricula: '2025-02-01' });
  await makeEnrollment(ctx.db, beto, volei, { dataMatricula: '2025-02-01' });
  await makeEnrollment(ctx.db, caio, futebol, { dataMatricula: '2025-02-01' });
  await linkGuardian(ctx.db, ana, family.user!.id);
  await linkGuardian(ctx.db, beto, family.user!.id);
  await linkGuardian(ctx.db, caio, otherFamily.user!.id);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload && { payload }) });
const notify = (payload: object, headers = family.headers) => call('POST', '/api/family/absence-notices', headers, payload);
/** The children's coming sessions, as the family Início lists them (its agenda's trainings). */
const upcoming = async (headers = family.headers) => {
  const res = await call('GET', '/api/family/home', headers);
  expect(res.statusCode, res.body).toBe(200);
  const home = res.json() as FamilyHome;
  return home.criancas.flatMap((child) =>
    child.agenda.flatMap(({ treino, data, horario }) =>
      treino ? [{ athleteId: child.id, athleteNome: child.nomeCompleto, data, horario, ...treino }] : [],
    ),
  );
};

describe('the sessions on the family Início', () => {
  test("lists only the family's children's sessions of the next 14 days, each on its team's days, with a cancelled one's reason", async () => {
    const rainDay = nextOn(['terca', 'quinta'], today);
    await ctx.db.insert(trainingSessions).values({ teamId: volei, data: rainDay, canceladaEm: new Date(), motivoCancelamento: 'Quadra em reforma' });

    const sessions = await upcoming();
    expect(new Set(sessions.map((s) => s.athleteNome))).toEqual(new Set(['Ana Lima', 'Beto Lima']));
    expect(sessions.every((s) => s.data >= today && s.data <= addDays(today, 13))).toBe(true);
    const of = (athleteNome: string, teamNome: string) => sessions.filter((s) => s.athleteNome === athleteNome && s.teamNome === teamNome);
    // Fourteen days hold each weekday exactly twice.
    expect(of('Ana Lima', 'Futebol Sub-11')).toHaveLength(4);
    expect(of('Ana Lima', 'Escolinha Diária')).toHaveLength(14);
    expect(of('Beto Lima', 'Vôlei Sub-13')).toHaveLength(4);
    expect(of('Ana Lima', 'Futebol Sub-11').every((s) => FUTEBOL_DAYS.includes(weekdayOf(s.data)) && s.horario === '18:00 - 19:30')).toBe(true);
    expect(of('Beto Lima', 'Vôlei Sub-13').find((s) => s.data === rainDay)).toMatchObject({ cancelada: true, motivoCancelamento: 'Quadra em reforma', aviso: null, status: null });

    // The other family sees its own child only.
    expect(new Set((await upcoming(otherFamily.headers)).map((s) => s.athleteNome))).toEqual(new Set(['Caio Souza']));
    // A family account without children has nothing.
    expect(await upcoming((await signedIn(ctx.db, 'cliente')).headers)).toEqual([]);
  });
});

describe('POST and DELETE /api/family/absence-notices', () => {
  test('a notice for a coming session of its own child is stored, audited, shown, and can be withdrawn', async () => {
    const day = nextOn(FUTEBOL_DAYS, today);
    const res = await notify({ athleteId: ana, teamId: futebol, data: day, motivo: '  Consulta médica ' });
    expect(res.statusCode, res.body).toBe(201);
    const notice = res.json();
    expect(notice).toMatchObject({ athleteId: ana, teamId: futebol, data: day, motivo: 'Consulta médica' });
    const [stored] = await ctx.db.select().from(absenceNotices).where(eq(absenceNotices.id, notice.id));
    expect(stored).toMatchObject({ athleteId: ana, teamId: futebol, data: day, motivo: 'Consulta médica', userId: family.user!.id });
    const [created] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'absence_notices'), eq(auditLog.entityId, notice.id), eq(auditLog.action, 'create')));
    expect(created).toMatchObject({ userId: family.user!.id, changes: { athleteId: ana, teamId: futebol, data: day, motivo: 'Consulta médica' } });

    const shown = (await upcoming()).find((s) => s.athleteId === ana && s.teamId === futebol && s.data === day);
    expect(shown?.aviso).toEqual({ id: notice.id, motivo: 'Consulta médica' });

    const again = await notify({ athleteId: ana, teamId: futebol, data: day });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NOTICE_EXISTS);

    // Another family can neither withdraw it nor tell that it exists.
    const theirs = await call('DELETE', `/api/family/absence-notices/${notice.id}`, otherFamily.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(NOTICE_NOT_FOUND);

    const withdrawn = await call('DELETE', `/api/family/absence-notices/${notice.id}`, family.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await ctx.db.select().from(absenceNotices).where(eq(absenceNotices.id, notice.id))).toEqual([]);
    const [deleted] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'absence_notices'), eq(auditLog.entityId, notice.id), eq(auditLog.action, 'delete')));
    expect(deleted?.userId).toBe(family.user!.id);
    expect((await upcoming()).find((s) => s.athleteId === ana && s.teamId === futebol && s.data === day)?.aviso).toBeNull();
    expect((await call('DELETE', `/api/family/absence-notices/${notice.id}`, family.headers)).statusCode).toBe(404);
  });

  test("only for the family's own children: another family's child is 404, as an unknown one", async () => {
    const day = nextOn(FUTEBOL_DAYS, today);
    for (const athleteId of [caio, 999999]) {
      const res = await notify({ athleteId, teamId: futebol, data: day });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ATHLETE_NOT_FOUND);
    }
    expect(await ctx.db.select().from(absenceNotices).where(eq(absenceNotices.athleteId, caio))).toEqual([]);
  });

  test('a past day, a day without training, a team the child is not in and a cancelled session are refused', async () => {
    const past = nextOn(FUTEBOL_DAYS, today, { step: -1 });
    const pastRes = await notify({ athleteId: ana, teamId: futebol, data: past });
    expect(pastRes.statusCode).toBe(422);
    expect(pastRes.json()).toEqual({ message: NOTICE_PAST_DAY, errors: { data: NOTICE_PAST_DAY } });

    const noTraining = await notify({ athleteId: ana, teamId: futebol, data: nextOn(NOT_FUTEBOL, today) });
    expect(noTraining.statusCode).toBe(422);
    expect(noTraining.json()).toEqual({ message: SESSION_NOT_FOUND, errors: { data: SESSION_NOT_FOUND } });

    const otherTeam = await notify({ athleteId: ana, teamId: volei, data: nextOn(['terca', 'quinta'], today) });
    expect(otherTeam.statusCode).toBe(422);
    expect(otherTeam.json().message).toBe(NOT_IN_TEAM);

    const cancelledDay = addDays(today, 3);
    await ctx.db.insert(trainingSessions).values({ teamId: diario, data: cancelledDay, canceladaEm: new Date(), motivoCancelamento: 'Feriado' });
    const cancelled = await notify({ athleteId: ana, teamId: diario, data: cancelledDay });
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().message).toBe(SESSION_CANCELLED);

    const invalid = await notify({ athleteId: ana, teamId: futebol, data: '31/12/2026' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.data).toBe('Data inválida');

    expect(await ctx.db.select().from(absenceNotices).where(eq(absenceNotices.athleteId, ana))).toEqual([]);
  });

  test('only the sessions the family Início shows can be noticed: the next 14 days, not a far date like 2099', async () => {
    for (const data of [addDays(today, 14), '2099-12-31']) {
      const res = await notify({ athleteId: ana, teamId: diario, data });
      expect(res.statusCode, data).toBe(400);
      expect(res.json()).toEqual({ message: NOTICE_TOO_FAR, errors: { data: NOTICE_TOO_FAR } });
    }

    const lastShown = (await upcoming()).filter((s) => s.teamId === diario).at(-1)!.data;
    expect(lastShown).toBe(addDays(today, 13));
    const res = await notify({ athleteId: ana, teamId: diario, data: lastShown });
    expect(res.statusCode, res.body).toBe(201);
    await ctx.db.delete(absenceNotices).where(eq(absenceNotices.athleteId, ana));
  });

  test("once today's roll is taken, a notice can be neither given nor withdrawn; a past notice stays", async () => {
    const sessionId = firstRow(await ctx.db.insert(trainingSessions).values({ teamId: diario, data: today }).returning(), 'session').id;
    await ctx.db.insert(attendanceMarks).values({ sessionId, athleteId: ana, status: 'presente' });
    const res = await notify({ athleteId: ana, teamId: diario, data: today });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NOTICE_ROLL_TAKEN);
    expect((await upcoming()).find((s) => s.teamId === diario && s.data === today)).toMatchObject({ status: 'presente', aviso: null });

    const old = firstRow(
      await ctx.db.insert(absenceNotices).values({ athleteId: ana, teamId: diario, data: addDays(today, -2), userId: family.user!.id }).returning(),
      'old notice',
    );
    const withdraw = await call('DELETE', `/api/family/absence-notices/${old.id}`, family.headers);
    expect(withdraw.statusCode).toBe(409);
    expect(withdraw.json().message).toBe(NOTICE_WITHDRAW_CLOSED);
    expect(await ctx.db.select().from(absenceNotices).where(eq(absenceNotices.id, old.id))).toHaveLength(1);
  });
});
