import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CORRECTION_CLOSED, NOT_IN_TEAM, SESSION_CANCELLED, SESSION_IN_FUTURE, SESSION_NOT_FOUND } from '@domain/attendance';
import { addDays, todayIn, zonedInstant } from '@domain/dates';
import { weekdayOf } from '@domain/organization';
import { attendanceAlerts, attendanceMarks, auditLog, cronogramaTreinos, planosTreino, trainingSessions } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let professor: Awaited<ReturnType<typeof signedIn>>;
let assistente: Awaited<ReturnType<typeof signedIn>>;
let unitId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  professor = await signedIn(ctx.db, 'professor', { nome: 'Carlos Eduardo Santos' });
  assistente = await signedIn(ctx.db, 'assistente', { nome: 'Bia Auxiliar' });
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = professor.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/** A team that trains every day of the week (so "today" and "N days ago" are sessions), with athletes. */
async function teamWithAthletes(names: string[], overrides: Parameters<typeof makeTeam>[2] = {}) {
  const team = (await makeTeam(ctx.db, unitId, { diasSemana: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'], ...overrides }))!;
  const athletes = [];
  for (const nomeCompleto of names) {
    const athlete = (await makeAthlete(ctx.db, { nomeCompleto, responsavelEmail: `${nomeCompleto.split(' ')[0]!.toLowerCase()}@familia.com.br` }))!;
    await makeEnrollment(ctx.db, athlete.id, team.id, { dataMatricula: addDays(today, -60) });
    athletes.push(athlete);
  }
  return { team, athletes };
}

const rollUrl = (teamId: number, data: string) => `/api/teams/${teamId}/sessions/${data}/attendance`;

describe('sessions', () => {
  test("a week of a team's sessions follows its weekdays and time, plus the cronograma's days", async () => {
    const team = (await makeTeam(ctx.db, unitId, { diasSemana: ['segunda', 'quarta'], horario: '18:00 - 19:30' }))!;
    const [plan] = await ctx.db.insert(planosTreino).values({ titulo: 'Passe', objetivoGeral: 'Passe curto', categoria: 'Sub-11', modalidade: 'Futebol', tempoTotalEstimado: 60 }).returning();
    // 2026-11-23 is a Monday: the week is 23 (seg) to 29 (dom); the cronograma adds Saturday 28 and plans Wednesday 25.
    await ctx.db.insert(cronogramaTreinos).values([
      { turmaId: team.id, planoTreinoId: plan!.id, data: '2026-11-28' },
      { turmaId: team.id, planoTreinoId: plan!.id, data: '2026-11-25' },
      { turmaId: team.id, planoTreinoId: plan!.id, data: '2026-11-27', statusExecucao: 'cancelado' },
    ]);
    const res = await call('GET', `/api/teams/${team.id}/sessions?de=2026-11-23&ate=2026-11-29`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { data: string; inicio: string; fim: string; planejado: boolean }) => [s.data, s.inicio, s.fim, s.planejado])).toEqual([
      ['2026-11-23', '18:00', '19:30', false],
      ['2026-11-25', '18:00', '19:30', true],
      ['2026-11-28', '18:00', '19:30', true],
    ]);
  });

  test('a day the team does not train has no roll', async () => {
    const team = (await makeTeam(ctx.db, unitId, { diasSemana: ['segunda'] }))!;
    const res = await call('GET', rollUrl(team.id, '2026-11-24'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SESSION_NOT_FOUND);
  });

  test("the day's list puts the professor's own teams first, and a cancelled session shows its reason", async () => {
    const mine = (await teamWithAthletes([], { nome: 'Sub-9 Manhã', professorNome: 'Carlos Eduardo Santos' })).team;
    const other = (await teamWithAthletes([], { nome: 'Sub-15 Tarde', professorNome: 'Outra Pessoa' })).team;
    const cancel = await call('POST', `/api/teams/${other.id}/sessions/${today}/cancel`, { motivo: 'Chuva forte' }, assistente.headers);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ cancelada: true, motivoCancelamento: 'Chuva forte' });

    const day = (await call('GET', `/api/attendance/day?data=${today}`)).json() as { teamId: number; minha: boolean; cancelada: boolean; motivoCancelamento: string | null }[];
    expect(day.find((s) => s.teamId === mine.id)).toMatchObject({ minha: true, cancelada: false });
    expect(day.find((s) => s.teamId === other.id)).toMatchObject({ minha: false, cancelada: true, motivoCancelamento: 'Chuva forte' });
    expect(day.findIndex((s) => s.teamId === mine.id)).toBeLessThan(day.findIndex((s) => s.teamId === other.id));

    const refused = await call('PUT', rollUrl(other.id, today), { marcas: [{ athleteId: 1, status: 'presente' }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SESSION_CANCELLED);
    expect((await call('DELETE', `/api/teams/${other.id}/sessions/${today}/cancel`)).json()).toMatchObject({ cancelada: false, motivoCancelamento: null });
  });

  test("?turmas=minhas is only the user's teams and ?turmas=outras only the others; every team is an administrador's", async () => {
    const mine = (await teamWithAthletes([], { nome: 'Sub-11 Noite', professorNome: 'Carlos Eduardo Santos' })).team;
    const other = (await teamWithAthletes([], { nome: 'Sub-17 Noite', professorNome: 'Outra Pessoa' })).team;
    const teams = async (turmas: string, headers = professor.headers) => {
      const res = await call('GET', `/api/attendance/day?data=${today}&turmas=${turmas}`, undefined, headers);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { teamId: number; minha: boolean }[]).map((s) => [s.teamId, s.minha] as const);
    };
    const minhas = await teams('minhas');
    expect(minhas).toContainEqual([mine.id, true]);
    expect(minhas.every(([, minha]) => minha)).toBe(true);
    expect(minhas.map(([id]) => id)).not.toContain(other.id);
    const outras = await teams('outras');
    expect(outras).toContainEqual([other.id, false]);
    expect(outras.every(([, minha]) => !minha)).toBe(true);
    expect(outras.map(([id]) => id)).not.toContain(mine.id);

    expect(await teams('minhas', admin.headers)).toEqual(expect.arrayContaining([[mine.id, true], [other.id, true]]));
    expect(await teams('outras', admin.headers)).toEqual([]);
    const bad = await call('GET', `/api/attendance/day?data=${today}&turmas=todas`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Turmas inválidas');
  });
});

describe('marks', () => {
  test('the roll lists the active athletes; marks are saved, corrected, audited, and a notice starts nothing by itself', async () => {
    const { team, athletes } = await teamWithAthletes(['Ana Clara Souza', 'Bruno Lima', 'Caio Prado']);
    const roll = (await call('GET', rollUrl(team.id, today))).json();
    expect(roll.atletas.map((a: { nomeCompleto: string; status: null }) => [a.nomeCompleto, a.status])).toEqual([
      ['Ana Clara Souza', null],
      ['Bruno Lima', null],
      ['Caio Prado', null],
    ]);
    expect(roll.podeCorrigir).toBe(true);

    const [ana, bruno, caio] = athletes;
    const saved = await call('PUT', rollUrl(team.id, today), { marcas: [{ athleteId: ana!.id, status: 'presente' }, { athleteId: bruno!.id, status: 'falta' }] });
    expect(saved.statusCode).toBe(200);
    // A late mark for Caio alone leaves Ana's and Bruno's as they are.
    await call('PUT', rollUrl(team.id, today), { marcas: [{ athleteId: caio!.id, status: 'justificada' }] });
    await call('PUT', rollUrl(team.id, today), { marcas: [{ athleteId: bruno!.id, status: 'presente' }] }, assistente.headers);
    const after = (await call('GET', rollUrl(team.id, today))).json();
    expect(after.atletas.map((a: { status: string }) => a.status)).toEqual(['presente', 'presente', 'justificada']);
    expect(after.session).toMatchObject({ marcados: 3, presentes: 2 });

    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'training_sessions'), eq(auditLog.action, 'attendance')));
    expect(entries.some((e) => JSON.stringify(e.changes).includes(`"${bruno!.id}":{"de":"falta","para":"presente"}`))).toBe(true);
  });

  test('an athlete outside the team, a future session and an unknown status are refused', async () => {
    const { team } = await teamWithAthletes(['Duda Alves']);
    const stranger = (await makeAthlete(ctx.db, { nomeCompleto: 'Fora da Turma' }))!;
    const outside = await call('PUT', rollUrl(team.id, today), { marcas: [{ athleteId: stranger.id, status: 'presente' }] });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe(NOT_IN_TEAM);
    const future = await call('PUT', rollUrl(team.id, addDays(today, 1)), { marcas: [{ athleteId: stranger.id, status: 'presente' }] });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(SESSION_IN_FUTURE);
    const bad = await call('PUT', rollUrl(team.id, today), { marcas: [{ athleteId: stranger.id, status: 'talvez' }] });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Marcação inválida');
  });

  test('marks can be corrected for 7 days; after that only by an administrador', async () => {
    const { team, athletes } = await teamWithAthletes(['Eva Rocha']);
    const [eva] = athletes;
    const sevenDaysAgo = addDays(today, -7);
    const eightDaysAgo = addDays(today, -8);
    expect((await call('PUT', rollUrl(team.id, sevenDaysAgo), { marcas: [{ athleteId: eva!.id, status: 'falta' }] })).statusCode).toBe(200);
    expect((await call('PUT', rollUrl(team.id, sevenDaysAgo), { marcas: [{ athleteId: eva!.id, status: 'justificada' }] })).statusCode).toBe(200);

    const late = await call('PUT', rollUrl(team.id, eightDaysAgo), { marcas: [{ athleteId: eva!.id, status: 'presente' }] });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CORRECTION_CLOSED);
    expect((await call('GET', rollUrl(team.id, eightDaysAgo))).json().podeCorrigir).toBe(false);
    const byAdmin = await call('PUT', rollUrl(team.id, eightDaysAgo), { marcas: [{ athleteId: eva!.id, status: 'presente' }] }, admin.headers);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().atletas[0].status).toBe('presente');
  });

  test('cancelling a session, and undoing it, follows the same 7 days: after them only an administrador', async () => {
    const { team, athletes } = await teamWithAthletes(['Olga Reis']);
    const [olga] = athletes;
    const eightDaysAgo = addDays(today, -8);
    const nineDaysAgo = addDays(today, -9);
    const cancelUrl = (data: string) => `/api/teams/${team.id}/sessions/${data}/cancel`;
    const session = async (data: string) => (await call('GET', rollUrl(team.id, data))).json().session;
    await call('PUT', rollUrl(team.id, nineDaysAgo), { marcas: [{ athleteId: olga!.id, status: 'falta' }] }, admin.headers);

    for (const who of [assistente, professor]) {
      const cancel = await call('POST', cancelUrl(nineDaysAgo), { motivo: 'Chuva' }, who.headers);
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toBe(CORRECTION_CLOSED);
    }
    expect(await session(nineDaysAgo)).toMatchObject({ cancelada: false, marcados: 1 });

    expect((await call('POST', cancelUrl(eightDaysAgo), { motivo: 'Feriado' }, admin.headers)).statusCode).toBe(200);
    const uncancel = await call('DELETE', cancelUrl(eightDaysAgo), undefined, assistente.headers);
    expect(uncancel.statusCode).toBe(409);
    expect(uncancel.json().message).toBe(CORRECTION_CLOSED);
    expect(await session(eightDaysAgo)).toMatchObject({ cancelada: true, motivoCancelamento: 'Feriado' });
    expect((await call('DELETE', cancelUrl(eightDaysAgo), undefined, admin.headers)).json()).toMatchObject({ cancelada: false });

    // Within the 7 days, and ahead of the day (rain forecast), every staff role still cancels.
    expect((await call('POST', cancelUrl(addDays(today, -7)), { motivo: 'Chuva' }, assistente.headers)).statusCode).toBe(200);
    expect((await call('DELETE', cancelUrl(addDays(today, -7)), undefined, assistente.headers)).statusCode).toBe(200);
    expect((await call('POST', cancelUrl(addDays(today, 3)), { motivo: 'Previsão de chuva' }, assistente.headers)).statusCode).toBe(200);
  });

  test('an athlete enrolled after the session day is not on its roll', async () => {
    const { team } = await teamWithAthletes(['Fábio Nunes']);
    const late = (await makeAthlete(ctx.db, { nomeCompleto: 'Gabi Recém-Chegada' }))!;
    await makeEnrollment(ctx.db, late.id, team.id, { dataMatricula: today });
    const yesterday = (await call('GET', rollUrl(team.id, addDays(today, -1)))).json();
    expect(yesterday.atletas.map((a: { nomeCompleto: string }) => a.nomeCompleto)).toEqual(['Fábio Nunes']);
  });
});

test("a session's counts follow its marks however they are written: a bulk insert, an update, a delete", async () => {
  const { team, athletes } = await teamWithAthletes(['Jonas Reis', 'Karina Luz', 'Lia Torres']);
  const data = addDays(today, -2);
  const [session] = await ctx.db.insert(trainingSessions).values({ teamId: team.id, data }).returning();
  const counts = async () => {
    const [listed] = (await call('GET', `/api/teams/${team.id}/sessions?de=${data}&ate=${data}`)).json();
    const [row] = await ctx.db.select().from(trainingSessions).where(eq(trainingSessions.id, session!.id));
    return { marcados: listed.marcados, presentes: listed.presentes, faltas: row!.faltas, justificadas: row!.justificadas };
  };
  await ctx.db.insert(attendanceMarks).values(athletes.map((a, i) => ({ sessionId: session!.id, athleteId: a.id, status: (['presente', 'falta', 'falta'] as const)[i]! })));
  expect(await counts()).toEqual({ marcados: 3, presentes: 1, faltas: 2, justificadas: 0 });
  await ctx.db.update(attendanceMarks).set({ status: 'justificada' }).where(eq(attendanceMarks.athleteId, athletes[2]!.id));
  expect(await counts()).toEqual({ marcados: 3, presentes: 1, faltas: 1, justificadas: 1 });
  await ctx.db.delete(attendanceMarks).where(eq(attendanceMarks.athleteId, athletes[0]!.id));
  expect(await counts()).toEqual({ marcados: 2, presentes: 0, faltas: 1, justificadas: 1 });
});

describe('absence alert', () => {
  test("Início's Risco de evasão lists the 20 longest runs of a network's many, and says how many are open", async () => {
    const { team, athletes } = await teamWithAthletes(Array.from({ length: 25 }, (_, i) => `Atleta Evasão ${String(i + 1).padStart(2, '0')}`));
    await ctx.db.insert(attendanceAlerts).values(athletes.map((a, i) => ({ athleteId: a.id, teamId: team.id, faltasSeguidas: 3 + i, ultimaFalta: today })));
    const { items, total } = (await call('GET', '/api/attendance/dropout-risk')).json() as { items: { athleteId: number; faltasSeguidas: number; emailEnviadoEm: string | null }[]; total: number };
    const open = await ctx.db.$count(attendanceAlerts, isNull(attendanceAlerts.encerradoEm));
    expect(total).toBe(open);
    expect(items).toHaveLength(20);
    expect(items.map((r) => r.faltasSeguidas)).toEqual(Array.from({ length: 20 }, (_, i) => 27 - i));
    await ctx.db.delete(attendanceAlerts).where(eq(attendanceAlerts.teamId, team.id));
  });

  test('fires once, after the 3rd unjustified absence in a row; a presence ends it and a new run alerts again', async () => {
    const { team, athletes } = await teamWithAthletes(['Heitor Vaz']);
    const [heitor] = athletes;
    const mark = (daysAgo: number, status: string) => call('PUT', rollUrl(team.id, addDays(today, -daysAgo)), { marcas: [{ athleteId: heitor!.id, status }] });
    const risk = async () =>
      ((await call('GET', '/api/attendance/dropout-risk')).json() as { items: { athleteId: number; faltasSeguidas: number; emailEnviadoEm: string | null }[] }).items.filter((r) => r.athleteId === heitor!.id);
    const mails = () => ctx.outbox.filter((m) => m.to === 'heitor@familia.com.br');

    await mark(6, 'falta');
    await mark(5, 'justificada');
    await mark(4, 'falta');
    await mark(3, 'falta');
    await ctx.deliverMail();
    expect(await risk()).toEqual([]);
    expect(mails()).toHaveLength(0);

    await mark(2, 'falta');
    await mark(2, 'falta');
    await ctx.deliverMail();
    expect(await risk()).toEqual([expect.objectContaining({ faltasSeguidas: 3, emailEnviadoEm: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) })]);
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.subject).toBe('Heitor Vaz faltou aos últimos 3 treinos');

    await mark(1, 'falta');
    await ctx.deliverMail();
    expect(await risk()).toEqual([expect.objectContaining({ faltasSeguidas: 4 })]);
    expect(mails()).toHaveLength(1);

    await mark(0, 'presente');
    expect(await risk()).toEqual([]);
    const alerts = await ctx.db.select().from(attendanceAlerts).where(eq(attendanceAlerts.athleteId, heitor!.id));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.encerradoEm).not.toBeNull();
  });

  test('a run alerts once: correcting its last session to Presente and back to Falta reopens it without a second e-mail', async () => {
    const { team, athletes } = await teamWithAthletes(['Jade Nunes']);
    const [jade] = athletes;
    const mark = (daysAgo: number, status: string) => call('PUT', rollUrl(team.id, addDays(today, -daysAgo)), { marcas: [{ athleteId: jade!.id, status }] }, assistente.headers);
    const mails = () => ctx.outbox.filter((m) => m.to === 'jade@familia.com.br');

    for (const daysAgo of [3, 2, 1]) await mark(daysAgo, 'falta');
    await ctx.deliverMail();
    expect(mails()).toHaveLength(1);

    for (const status of ['presente', 'falta', 'justificada', 'falta', 'presente', 'falta']) {
      await mark(1, status);
      await ctx.deliverMail();
    }
    expect(mails()).toHaveLength(1);
    const alerts = await ctx.db.select().from(attendanceAlerts).where(eq(attendanceAlerts.athleteId, jade!.id));
    expect(alerts).toEqual([expect.objectContaining({ faltasSeguidas: 3, ultimaFalta: addDays(today, -1), encerradoEm: null, emailEnviadoEm: expect.any(Date) })]);

    // A new run after a presence is told again; corrected before its e-mail left, still once.
    const { team: other, athletes: [lia] } = await teamWithAthletes(['Lia Prado']);
    const markLia = (daysAgo: number, status: string) => call('PUT', rollUrl(other.id, addDays(today, -daysAgo)), { marcas: [{ athleteId: lia!.id, status }] });
    const liaMails = () => ctx.outbox.filter((m) => m.to === 'lia@familia.com.br');
    for (const daysAgo of [7, 6, 5]) await markLia(daysAgo, 'falta');
    await ctx.deliverMail();
    await markLia(4, 'presente');
    for (const daysAgo of [3, 2, 1]) await markLia(daysAgo, 'falta');
    await markLia(1, 'presente');
    await markLia(1, 'falta');
    await ctx.deliverMail();
    expect(liaMails()).toHaveLength(2);
    expect(await ctx.db.$count(attendanceAlerts, eq(attendanceAlerts.athleteId, lia!.id))).toBe(2);
  });

  test("the e-mail waits for the end of the session that reached the limit, in the school's time zone", async () => {
    const { team, athletes } = await teamWithAthletes(['Mateus Dias'], { horario: '23:00 - 23:59' });
    const [mateus] = athletes;
    for (const daysAgo of [2, 1, 0]) await call('PUT', rollUrl(team.id, addDays(today, -daysAgo)), { marcas: [{ athleteId: mateus!.id, status: 'falta' }] });
    await ctx.deliverMail();
    expect(ctx.outbox.filter((m) => m.to === 'mateus@familia.com.br')).toHaveLength(0);

    const [alert] = await ctx.db.select().from(attendanceAlerts).where(eq(attendanceAlerts.athleteId, mateus!.id));
    const jobs = await ctx.jobs.findJobs('attendance-alert', { data: { alertId: alert!.id } });
    expect(jobs.map((job) => job.startAfter.toISOString())).toEqual([zonedInstant(today, '23:59', 'America/Sao_Paulo').toISOString()]);
  });

  test('the limit is the school setting, which only an administrador changes', async () => {
    expect((await call('GET', '/api/attendance-settings')).json()).toEqual({ faltasSeguidasAlerta: 3 });
    expect((await call('PUT', '/api/attendance-settings', { faltasSeguidasAlerta: 2 })).statusCode).toBe(403);
    const bad = await call('PUT', '/api/attendance-settings', { faltasSeguidasAlerta: 0 }, admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Use de 1 a 30 faltas');
    expect((await call('PUT', '/api/attendance-settings', { faltasSeguidasAlerta: 2 }, admin.headers)).json()).toEqual({ faltasSeguidasAlerta: 2 });

    const { team, athletes } = await teamWithAthletes(['Iara Melo']);
    for (const daysAgo of [2, 1]) await call('PUT', rollUrl(team.id, addDays(today, -daysAgo)), { marcas: [{ athleteId: athletes[0]!.id, status: 'falta' }] });
    await ctx.deliverMail();
    expect(ctx.outbox.filter((m) => m.to === 'iara@familia.com.br')).toHaveLength(1);
    await call('PUT', '/api/attendance-settings', { faltasSeguidasAlerta: 3 }, admin.headers);
  });
});

test('weekdayOf sanity for the fixtures', () => {
  expect(weekdayOf('2026-11-23')).toBe('segunda');
});
