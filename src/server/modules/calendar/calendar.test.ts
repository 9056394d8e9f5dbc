import { and, eq, isNull } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CALENDAR_NOT_FOUND, FEED_DAYS_AFTER, FEED_DAYS_BEFORE } from '@domain/calendar';
import { addDays, SCHOOL_TIME_ZONE, todayIn, zonedInstant } from '@domain/dates';
import { weekdayOf, type Weekday } from '@domain/organization';
import { FAMILY, STAFF } from '@domain/roles';
import { newToken } from '../../auth/tokens';
import { auditLog, calendarFeeds, externalTeams, games, passwordResetTokens, teams, trainingSessions, users } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { FEED_CACHE_SECONDS, feedCache, feedFile } from './feed-cache';
import { TEAM_NOT_FOUND } from '@domain/messages';

let ctx: TestContext;
let unitId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id, { nome: 'Unidade Vila Mariana' }))!.id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method, url, headers });

const today = todayIn(SCHOOL_TIME_ZONE);
const windowDays = Array.from({ length: FEED_DAYS_BEFORE + FEED_DAYS_AFTER + 1 }, (_, i) => addDays(today, i - FEED_DAYS_BEFORE));
const daysOn = (weekday: Weekday) => windowDays.filter((day) => weekdayOf(day) === weekday);
const nextDay = (weekday: Weekday) => Array.from({ length: 7 }, (_, i) => addDays(today, i + 1)).find((day) => weekdayOf(day) === weekday)!;

/** The feed's address as its owner gets it (POST), and the path the test server answers it on. */
async function address(url: string, headers: Record<string, string>) {
  const res = await call('POST', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  const feed = res.json() as { url: string; webcal: string; criadoEm: string };
  return { ...feed, path: new URL(feed.url).pathname };
}

/** The calendar at a path, parsed by ical.js with its own VTIMEZONE registered. */
async function fetchCalendar(path: string) {
  const res = await call('GET', path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: vevent.getFirstPropertyValue('status') as string,
      sequence: event.sequence,
      start: event.startDate,
      end: event.endDate,
    };
  });
  return { calendar, events, text: res.body };
}

async function expectGone(path: string) {
  const res = await call('GET', path);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ message: CALENDAR_NOT_FOUND });
}

async function makeGame(teamId: number, day: string, time: string, overrides: Partial<typeof games.$inferInsert> = {}) {
  const [opponent] = await ctx.db.insert(externalTeams).values({ nome: 'EC Vila Nova', modalidade: 'Futebol' }).returning();
  const [game] = await ctx.db
    .insert(games)
    .values({
      homeTeamId: teamId,
      awayTeamId: opponent!.id,
      dataHora: zonedInstant(day, time, SCHOOL_TIME_ZONE),
      local: 'Arena Sul',
      endereco: 'Rua das Palmeiras, 10, Santo Amaro',
      natureza: 'amistoso',
      ...overrides,
    })
    .returning();
  return game!;
}

describe('refusals', () => {
  test.each([
    ['POST', '/api/teams/1/calendar-feed', STAFF],
    ['POST', '/api/teams/1/calendar-feed/renew', STAFF],
    ['DELETE', '/api/teams/1/calendar-feed', STAFF],
    ['POST', '/api/family/calendar-feed', FAMILY],
    ['POST', '/api/family/calendar-feed/renew', FAMILY],
    ['DELETE', '/api/family/calendar-feed', FAMILY],
  ] as const)('%s %s: 401 without a session, 403 for the other roles, nothing stored', async (method, url, allowed) => {
    const before = await ctx.db.select().from(calendarFeeds);
    await expectRefusals(ctx, { method, url }, allowed);
    expect(await ctx.db.select().from(calendarFeeds)).toEqual(before);
  });

  test("a team that does not exist is a 404, and an unknown or malformed address answers as a revoked one", async () => {
    const { headers } = await signedIn(ctx.db, 'administrador');
    for (const [method, url] of [
      ['POST', '/api/teams/999999/calendar-feed'],
      ['POST', '/api/teams/999999/calendar-feed/renew'],
      ['DELETE', '/api/teams/999999/calendar-feed'],
    ] as const) {
      const res = await call(method, url, headers);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: TEAM_NOT_FOUND });
    }
    await expectGone(`/api/calendar/${'A'.repeat(43)}.ics`);
    await expectGone('/api/calendar/nao-e-um-endereco.ics');
  });
});

describe('team feed', () => {
  test('the address is made once and kept: PUBLIC_URL, and its webcal:// twin', async () => {
    const team = (await makeTeam(ctx.db, unitId))!;
    const { headers } = await signedIn(ctx.db, 'professor');
    const first = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    expect(first.url).toMatch(/^http:\/\/plantel\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcal).toBe(first.url.replace('http://', 'webcal://'));
    const again = await address(`/api/teams/${team.id}/calendar-feed`, (await signedIn(ctx.db, 'administrador')).headers);
    expect(again.url).toBe(first.url);
    const rows = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.teamId, team.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tipo: 'turma', revogadoEm: null, token: first.path.slice('/api/calendar/'.length, -'.ics'.length) });
    // Audited once, without the address.
    const logs = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'calendar_feeds'), eq(auditLog.entityId, rows[0]!.id)));
    expect(logs.map((l) => [l.action, l.changes])).toEqual([['create', { tipo: 'turma', teamId: team.id }]]);
  });

  test('two first asks at once make one address', async () => {
    const team = (await makeTeam(ctx.db, unitId))!;
    const { headers } = await signedIn(ctx.db, 'administrador');
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/teams/${team.id}/calendar-feed`, headers)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((res) => (res.json() as { url: string }).url)).size).toBe(1);
    expect(await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.teamId, team.id))).toHaveLength(1);
  });

  test("a Monday 18:00 - 19:30 team: one event per Monday of the window at 18:00–19:30 in America/Sao_Paulo, at the unit's address", async () => {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Futebol Sub-11 Noite', horario: '18:00 - 19:30', diasSemana: ['segunda'] }))!;
    const { headers } = await signedIn(ctx.db, 'administrador');
    const { path } = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    const { calendar, events } = await fetchCalendar(path);

    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Treinos e jogos: Futebol Sub-11 Noite');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/Sao_Paulo');
    const mondays = daysOn('segunda');
    expect(events.map((e) => e.uid)).toEqual(mondays.map((day) => `sessao-${team.id}-${day}@plantel.test`));
    for (const [i, event] of events.entries()) {
      const day = mondays[i]!;
      expect(event.summary).toBe('Treino Futebol Sub-11 Noite');
      expect(event.start.zone?.tzid).toBe('America/Sao_Paulo');
      expect(event.start.toString()).toBe(`${day}T18:00:00`);
      expect(event.end.toString()).toBe(`${day}T19:30:00`);
      // São Paulo keeps UTC−3 all year (no daylight saving since 2019): 18:00 there is 21:00 UTC.
      expect(event.start.toJSDate().toISOString()).toBe(`${day}T21:00:00.000Z`);
      expect(event.end.toJSDate().toISOString()).toBe(`${day}T22:30:00.000Z`);
      expect(event.location).toBe('Unidade Vila Mariana, Avenida Paulista, 1000, Bela Vista, São Paulo, SP, Brasil - CEP: 01310-100');
      expect(event.status).toBe('CONFIRMED');
    }

    // The same UIDs on the next request: calendars update the events instead of duplicating them.
    expect((await fetchCalendar(path)).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  });

  test('a cancelled session is marked cancelled, with the reason; a horario without a time gives all-day events', async () => {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Vôlei Sub-13', horario: 'Manhã', diasSemana: ['segunda'] }))!;
    const monday = nextDay('segunda');
    await ctx.db.insert(trainingSessions).values({ teamId: team.id, data: monday, canceladaEm: new Date(), motivoCancelamento: 'Quadra alagada pela chuva' });
    const { headers } = await signedIn(ctx.db, 'administrador');
    const { events } = await fetchCalendar((await address(`/api/teams/${team.id}/calendar-feed`, headers)).path);

    const cancelled = events.find((e) => e.uid === `sessao-${team.id}-${monday}@plantel.test`)!;
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.summary).toBe('Cancelado: Treino Vôlei Sub-13');
    expect(cancelled.description).toContain('Treino cancelado: Quadra alagada pela chuva');
    expect(events.filter((e) => e.status === 'CANCELLED')).toHaveLength(1);
    for (const event of events) {
      expect(event.start.isDate).toBe(true);
      expect(event.description).toContain('Horário: Manhã');
    }
    expect(events.map((e) => e.start.toString())).toEqual(daysOn('segunda'));
  });

  test('each change a calendar must take raises the event SEQUENCE (RFC 5545): a session cancelled and restored, the team moved, a game moved and cancelled', async () => {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Basquete Sub-15', horario: '18:00 - 19:30', diasSemana: ['segunda'] }))!;
    const { headers } = await signedIn(ctx.db, 'administrador');
    const monday = nextDay('segunda');
    const game = await makeGame(team.id, nextDay('sabado'), '10:00');
    await address(`/api/teams/${team.id}/calendar-feed`, headers);
    // A renewed address is a feed not kept yet: written now, with every change below in it.
    const sequences = async () => {
      const { events } = await fetchCalendar((await address(`/api/teams/${team.id}/calendar-feed/renew`, headers)).path);
      const of = (uid: string) => events.find((e) => e.uid === uid)!;
      return { session: of(`sessao-${team.id}-${monday}@plantel.test`), game: of(`jogo-${game.id}@plantel.test`), other: of(`sessao-${team.id}-${addDays(monday, 7)}@plantel.test`) };
    };
    const before = await sequences();

    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/teams/${team.id}/sessions/${monday}/cancel`, headers, payload: { motivo: 'Quadra em reforma' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await sequences();
    expect(cancelled.session.status).toBe('CANCELLED');
    expect(cancelled.session.sequence).toBeGreaterThan(before.session.sequence);
    expect(cancelled.other.sequence).toBe(before.other.sequence);

    expect((await call('DELETE', `/api/teams/${team.id}/sessions/${monday}/cancel`, headers)).statusCode).toBe(200);
    const restored = await sequences();
    expect(restored.session.status).toBe('CONFIRMED');
    expect(restored.session.sequence).toBeGreaterThan(cancelled.session.sequence);

    await ctx.db.update(teams).set({ horario: '19:00 - 20:30' }).where(eq(teams.id, team.id));
    const moved = await sequences();
    expect(moved.other.start.toString()).toBe(`${addDays(monday, 7)}T19:00:00`);
    expect(moved.other.sequence).toBeGreaterThan(restored.other.sequence);
    expect(moved.session.sequence).toBeGreaterThan(restored.session.sequence);

    expect(moved.game.sequence).toBe(before.game.sequence);
    await ctx.db.update(games).set({ dataHora: zonedInstant(nextDay('domingo'), '09:00', SCHOOL_TIME_ZONE) }).where(eq(games.id, game.id));
    const gameMoved = await sequences();
    expect(gameMoved.game.sequence).toBeGreaterThan(moved.game.sequence);
    await ctx.db.update(games).set({ status: 'cancelado' }).where(eq(games.id, game.id));
    const gameCancelled = await sequences();
    expect(gameCancelled.game.status).toBe('CANCELLED');
    expect(gameCancelled.game.sequence).toBeGreaterThan(gameMoved.game.sequence);
  });

  test("the team's games, at their own place and time; another team's and those outside the window left out", async () => {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Futebol Sub-13', diasSemana: ['segunda'] }))!;
    const other = (await makeTeam(ctx.db, unitId))!;
    const saturday = nextDay('sabado');
    const game = await makeGame(team.id, saturday, '09:30');
    const away = await makeGame(team.id, addDays(saturday, 7), '15:00', { homeTeamExternal: true, status: 'cancelado', local: 'Estádio do Vila Nova', endereco: null });
    await makeGame(other.id, saturday, '10:00');
    await makeGame(team.id, addDays(today, FEED_DAYS_AFTER + 2), '09:00');
    await makeGame(team.id, addDays(today, -FEED_DAYS_BEFORE - 2), '09:00');
    const { headers } = await signedIn(ctx.db, 'administrador');
    const { events } = await fetchCalendar((await address(`/api/teams/${team.id}/calendar-feed`, headers)).path);

    const gameEvents = events.filter((e) => e.uid.startsWith('jogo-'));
    expect(gameEvents.map((e) => e.uid)).toEqual([`jogo-${game.id}@plantel.test`, `jogo-${away.id}@plantel.test`]);
    const [home, cancelledAway] = gameEvents;
    expect(home).toMatchObject({ summary: 'Jogo: Futebol Sub-13 x EC Vila Nova', location: 'Arena Sul, Rua das Palmeiras, 10, Santo Amaro', status: 'CONFIRMED' });
    expect(home!.start.zone?.tzid).toBe('America/Sao_Paulo');
    expect(home!.start.toString()).toBe(`${saturday}T09:30:00`);
    expect(home!.start.toJSDate().toISOString()).toBe(`${saturday}T12:30:00.000Z`);
    expect(cancelledAway).toMatchObject({ summary: 'Cancelado: Jogo: EC Vila Nova x Futebol Sub-13', location: 'Estádio do Vila Nova', status: 'CANCELLED' });
  });

  test('renewing answers a new address and the old one answers 404; revoking makes it 404', async () => {
    const team = (await makeTeam(ctx.db, unitId))!;
    const { headers } = await signedIn(ctx.db, 'administrador');
    const old = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    await fetchCalendar(old.path);

    const renewed = await address(`/api/teams/${team.id}/calendar-feed/renew`, headers);
    expect(renewed.url).not.toBe(old.url);
    await expectGone(old.path);
    await fetchCalendar(renewed.path);
    // The dialog's next read answers the renewed address.
    expect((await address(`/api/teams/${team.id}/calendar-feed`, headers)).url).toBe(renewed.url);

    const revoked = await call('DELETE', `/api/teams/${team.id}/calendar-feed`, headers);
    expect(revoked.statusCode).toBe(204);
    await expectGone(renewed.path);
    const rows = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.teamId, team.id));
    expect(rows.map((r) => r.revogadoEm !== null)).toEqual([true, true]);
    const logs = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'calendar_feeds'));
    expect(logs.filter((l) => rows.some((r) => r.id === l.entityId)).map((l) => l.action)).toEqual(['create', 'revoke', 'create', 'revoke']);
    expect(JSON.stringify(logs)).not.toContain(rows[0]!.token);

    // Revoking again changes nothing; asking again makes a fresh address.
    expect((await call('DELETE', `/api/teams/${team.id}/calendar-feed`, headers)).statusCode).toBe(204);
    const fresh = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    expect([old.url, renewed.url]).not.toContain(fresh.url);
  });
});

describe('family feed', () => {
  test("the sessions and games of each child's active teams only, with the child's name", async () => {
    const futebol = (await makeTeam(ctx.db, unitId, { nome: 'Futebol Sub-11', horario: '14:00 - 15:30', diasSemana: ['quarta'] }))!;
    const natacao = (await makeTeam(ctx.db, unitId, { nome: 'Natação Infantil', horario: '08h', diasSemana: ['sabado'] }))!;
    const left = (await makeTeam(ctx.db, unitId, { nome: 'Judô Kids', diasSemana: ['terca'] }))!;
    const theirs = (await makeTeam(ctx.db, unitId, { nome: 'Basquete Sub-15', diasSemana: ['quinta'] }))!;
    const { user, headers } = await signedIn(ctx.db, 'cliente');
    const ana = (await makeAthlete(ctx.db, { nomeCompleto: 'Ana Clara Souza' }))!;
    const bruno = (await makeAthlete(ctx.db, { nomeCompleto: 'Bruno Souza' }))!;
    for (const child of [ana, bruno]) await linkGuardian(ctx.db, child.id, user!.id);
    await makeEnrollment(ctx.db, ana.id, futebol.id);
    await makeEnrollment(ctx.db, bruno.id, futebol.id);
    await makeEnrollment(ctx.db, bruno.id, natacao.id);
    await makeEnrollment(ctx.db, ana.id, left.id, { status: 'inativa', dataInativacao: addDays(today, -40) });
    // Another family's child, and that child's team and game.
    const other = (await makeAthlete(ctx.db, { nomeCompleto: 'Carlos Pereira' }))!;
    await linkGuardian(ctx.db, other.id, (await signedIn(ctx.db, 'cliente')).user!.id);
    await makeEnrollment(ctx.db, other.id, theirs.id);
    await makeGame(theirs.id, nextDay('sabado'), '10:00');
    const game = await makeGame(futebol.id, nextDay('sabado'), '16:00');

    const { path } = await address('/api/family/calendar-feed', headers);
    const { calendar, events } = await fetchCalendar(path);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Treinos e jogos: Ana e Bruno');

    const sessions = events.filter((e) => e.uid.startsWith('sessao-'));
    const expected = [
      ...daysOn('quarta').map((day) => ({ uid: `sessao-${futebol.id}-${day}@plantel.test`, summary: 'Treino Futebol Sub-11 (Ana e Bruno)', start: `${day}T14:00:00`, end: `${day}T15:30:00` })),
      // "08h" names a start and no end: an hour.
      ...daysOn('sabado').map((day) => ({ uid: `sessao-${natacao.id}-${day}@plantel.test`, summary: 'Treino Natação Infantil (Bruno)', start: `${day}T08:00:00`, end: `${day}T09:00:00` })),
    ].sort((a, b) => a.start.localeCompare(b.start));
    expect(sessions.map((e) => ({ uid: e.uid, summary: e.summary, start: e.start.toString(), end: e.end.toString() }))).toEqual(expected);
    expect(sessions.every((e) => e.start.zone?.tzid === 'America/Sao_Paulo')).toBe(true);
    expect(events.filter((e) => e.uid.startsWith('jogo-')).map((e) => [e.uid, e.summary])).toEqual([
      [`jogo-${game.id}@plantel.test`, 'Jogo: Futebol Sub-11 x EC Vila Nova (Ana e Bruno)'],
    ]);
    for (const name of ['Judô Kids', 'Basquete Sub-15', 'Carlos']) expect(events.some((e) => e.summary.includes(name))).toBe(false);
  });

  test('the feed is per account; renewing and revoking make the old address 404, and an inactivated account closes it', async () => {
    const { user, headers } = await signedIn(ctx.db, 'cliente');
    const other = await signedIn(ctx.db, 'cliente');
    const mine = await address('/api/family/calendar-feed', headers);
    const theirs = await address('/api/family/calendar-feed', other.headers);
    expect(theirs.url).not.toBe(mine.url);
    // No child linked: an empty calendar, still valid.
    expect((await fetchCalendar(mine.path)).events).toEqual([]);

    const renewed = await address('/api/family/calendar-feed/renew', headers);
    await expectGone(mine.path);
    await fetchCalendar(renewed.path);
    await fetchCalendar(theirs.path);

    expect((await call('DELETE', '/api/family/calendar-feed', headers)).statusCode).toBe(204);
    await expectGone(renewed.path);
    await fetchCalendar(theirs.path);

    const again = await address('/api/family/calendar-feed', headers);
    await ctx.db.update(users).set({ ativo: false }).where(eq(users.id, user!.id));
    await expectGone(again.path);
  });
});

describe('ended with the access of whoever holds them (ADR 0012)', () => {
  const inactivate = (admin: Record<string, string>, id: number) => call('PATCH', `/api/system-users/${id}/inactivate`, admin);
  const reactivate = (admin: Record<string, string>, id: number) => call('PATCH', `/api/system-users/${id}/reactivate`, admin);

  test("a family's address is revoked by its inactivation, and stays revoked after reactivation", async () => {
    const admin = await signedIn(ctx.db, 'administrador');
    const family = await signedIn(ctx.db, 'cliente');
    const { path } = await address('/api/family/calendar-feed', family.headers);
    expect((await inactivate(admin.headers, family.user!.id)).statusCode).toBe(200);
    expect((await reactivate(admin.headers, family.user!.id)).statusCode).toBe(200);
    await expectGone(path);
    const [stored] = await ctx.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, family.user!.id));
    expect(stored!.revogadoEm).toBeInstanceOf(Date);
  });

  test("a team's address stops when the coach who made it is inactivated, or has the password reset; another's stays", async () => {
    const admin = await signedIn(ctx.db, 'administrador');
    const [coach, resetCoach, otherCoach] = [await signedIn(ctx.db, 'professor'), await signedIn(ctx.db, 'professor'), await signedIn(ctx.db, 'professor')];
    const team = async () => (await makeTeam(ctx.db, unitId, { nome: 'Vôlei Sub-13' }))!.id;
    const made = await address(`/api/teams/${await team()}/calendar-feed`, coach.headers);
    const madeByReset = await address(`/api/teams/${await team()}/calendar-feed`, resetCoach.headers);
    const kept = await address(`/api/teams/${await team()}/calendar-feed`, otherCoach.headers);

    expect((await inactivate(admin.headers, coach.user!.id)).statusCode).toBe(200);
    const reset = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/system-users/${resetCoach.user!.id}/reset-password`,
      headers: admin.headers,
      payload: { novaSenha: 'outra-senha-forte-987' },
    });
    expect(reset.statusCode).toBe(200);
    await expectGone(made.path);
    await expectGone(madeByReset.path);
    await fetchCalendar(kept.path);
    const revocations = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'calendar_feeds'), eq(auditLog.action, 'revoke'), eq(auditLog.userId, admin.user!.id)));
    expect(revocations).toHaveLength(2);
  });

  test("a family's own password reset (Esqueci minha senha) revokes its address", async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const { path } = await address('/api/family/calendar-feed', family.headers);
    const { token, hash } = newToken();
    await ctx.db.insert(passwordResetTokens).values({ userId: family.user!.id, tokenHash: hash, expiresAt: new Date(Date.now() + 3_600_000) });
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, newPassword: 'outra-senha-forte-987', confirmPassword: 'outra-senha-forte-987' },
    });
    expect(reset.statusCode).toBe(200);
    await expectGone(path);
  });
});

describe('kept for a few minutes', () => {
  /** A team training on Mondays and its feed's path, fetched once (so this instance keeps it). */
  async function cachedTeamFeed() {
    const team = (await makeTeam(ctx.db, unitId, { nome: 'Futsal Sub-9', horario: '17:00 - 18:00', diasSemana: ['segunda'] }))!;
    const { headers } = await signedIn(ctx.db, 'administrador');
    const { path } = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    const first = await call('GET', path);
    expect(first.statusCode).toBe(200);
    return { team, headers, path, first };
  }

  test('the same ETag on the next request, kept privately for five minutes; If-None-Match with it is a 304 without a body', async () => {
    const { path, first } = await cachedTeamFeed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(first.headers['cache-control']).toBe(`private, max-age=${FEED_CACHE_SECONDS}`);
    expect(FEED_CACHE_SECONDS).toBe(300);

    const again = await call('GET', path);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"outro", ${etag}`, '*']) {
      const notModified = await call('GET', path, { 'if-none-match': ifNoneMatch });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers['content-length']).toBeUndefined();
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(`private, max-age=${FEED_CACHE_SECONDS}`);
    }
    const changed = await call('GET', path, { 'if-none-match': '"outro"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(first.body);
  });

  test('renewing or revoking closes the address at once, even just after it was kept; so does a revocation made elsewhere', async () => {
    const { team, headers, path, first } = await cachedTeamFeed();
    const renewed = await address(`/api/teams/${team.id}/calendar-feed/renew`, headers);
    await expectGone(path);
    // Not a 304 either: the address is checked before the kept feed.
    expect((await call('GET', path, { 'if-none-match': first.headers.etag as string })).statusCode).toBe(404);

    expect((await call('GET', renewed.path)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/teams/${team.id}/calendar-feed`, headers)).statusCode).toBe(204);
    await expectGone(renewed.path);

    // Another instance behind the load balancer revoking it: this one still holds the feed, and answers 404.
    const fresh = await address(`/api/teams/${team.id}/calendar-feed`, headers);
    expect((await call('GET', fresh.path)).statusCode).toBe(200);
    await ctx.db.update(calendarFeeds).set({ revogadoEm: new Date() }).where(and(eq(calendarFeeds.teamId, team.id), isNull(calendarFeeds.revogadoEm)));
    await expectGone(fresh.path);
  });

  test("an inactivated family account's kept feed answers 404 at once", async () => {
    const { user, headers } = await signedIn(ctx.db, 'cliente');
    const { path } = await address('/api/family/calendar-feed', headers);
    await fetchCalendar(path);
    await ctx.db.update(users).set({ ativo: false }).where(eq(users.id, user!.id));
    await expectGone(path);
  });

  test('the schedule may be up to five minutes old: a session cancelled after the feed was written shows once that time has passed', async () => {
    const { team, path, first } = await cachedTeamFeed();
    const monday = nextDay('segunda');
    const uid = `sessao-${team.id}-${monday}@plantel.test`;
    expect(first.body).toContain(uid);
    await ctx.db.insert(trainingSessions).values({ teamId: team.id, data: monday, canceladaEm: new Date(), motivoCancelamento: 'Feriado municipal' });

    const stale = await fetchCalendar(path);
    expect(stale.text).toBe(first.body);
    expect(stale.events.find((e) => e.uid === uid)?.status).toBe('CONFIRMED');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + FEED_CACHE_SECONDS * 1000 + 1000);
    const res = await call('GET', path, { 'if-none-match': first.headers.etag as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(first.headers.etag);
    const fresh = await fetchCalendar(path);
    expect(fresh.events.find((e) => e.uid === uid)).toMatchObject({ status: 'CANCELLED', summary: 'Cancelado: Treino Futsal Sub-9' });
  });
});

describe('feed cache', () => {
  const written = (text: string) => async () => text;

  test('clients asking at once for a feed not kept share one writing; a failed writing is not kept', async () => {
    const cache = feedCache();
    let writes = 0;
    const write = async () => {
      writes += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'BEGIN:VCALENDAR';
    };
    const files = await Promise.all([1, 2, 3].map(() => cache.get('a', write)));
    expect(writes).toBe(1);
    expect(new Set(files.map((file) => file.etag)).size).toBe(1);
    expect(files[0]).toEqual(feedFile('BEGIN:VCALENDAR'));

    await expect(cache.get('b', () => Promise.reject(new Error('banco fora do ar')))).rejects.toThrow('banco fora do ar');
    expect((await cache.get('b', written('agora sim'))).body.toString()).toBe('agora sim');
  });

  test('bounded by bytes: the least recently used feed leaves first; forget drops one', async () => {
    const cache = feedCache({ maxBytes: 30 });
    await cache.get('a', written('a'.repeat(10)));
    await cache.get('b', written('b'.repeat(10)));
    await cache.get('c', written('c'.repeat(10)));
    await cache.get('a', written('outro a')); // kept: used again, so now the most recent
    await cache.get('d', written('d'.repeat(10)));
    expect(cache.size()).toEqual({ feeds: 3, bytes: 30 });
    expect((await cache.get('a', written('novo'))).body.toString()).toBe('a'.repeat(10));
    expect((await cache.get('b', written('novo b'))).body.toString()).toBe('novo b');

    cache.forget('a');
    expect((await cache.get('a', written('novo a'))).body.toString()).toBe('novo a');
    // One feed bigger than the whole bound is answered, not kept.
    expect((await cache.get('e', written('e'.repeat(31)))).body.length).toBe(31);
    expect(cache.size().bytes).toBeLessThanOrEqual(30);
  });
});
