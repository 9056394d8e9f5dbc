import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CALLUP_CLOSED, CALLUP_GAME_CANCELLED, CALLUP_GAME_OVER } from '@domain/callups';
import { schoolDateTime } from '@domain/competitions';
import { FAMILY, STAFF } from '@domain/roles';
import { auditLog, gameCallups, games } from '../../db/schema/index';
import { makeExternalTeam, makeGame } from '../../test/competitions-factories';
import { linkGuardian, makeAthlete, makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let teamId: number;
let externalTeamId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
  teamId = (await makeTeam(ctx.db, unit!.id, { nome: 'Futebol Sub-11 Tarde' }))!.id;
  externalTeamId = (await makeExternalTeam(ctx.db, { nome: 'Tigres da Vila' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const HOUR = 3_600_000;
/** A game `hours` from now (negative: it started that long ago). */
const gameIn = async (hours: number, overrides: Parameters<typeof makeGame>[3] = {}) =>
  (await makeGame(ctx.db, teamId, externalTeamId, { dataHora: new Date(Date.now() + hours * HOUR), local: 'Campo do Ibirapuera', ...overrides }))!.id;

/** A family account with one linked child. */
async function family(nomeCompleto: string) {
  const { user, headers } = await signedIn(ctx.db, 'cliente');
  const child = await makeAthlete(ctx.db, { nomeCompleto });
  await linkGuardian(ctx.db, child.id, user!.id);
  return { user: user!, headers, child };
}

const stored = async (id: number) => (await ctx.db.select().from(gameCallups).where(eq(gameCallups.id, id)))[0];
const callupOf = async (gameId: number, athleteId: number) =>
  (await ctx.db.select().from(gameCallups).where(and(eq(gameCallups.gameId, gameId), eq(gameCallups.athleteId, athleteId))))[0]!;

let gameId: number;
let souza: Awaited<ReturnType<typeof family>>;
let costa: Awaited<ReturnType<typeof family>>;
beforeEach(async () => {
  gameId = await gameIn(72);
  souza = await family('Rafael Souza Lima');
  costa = await family('Bruno Costa');
});

describe('refusals', () => {
  test.each([
    ['GET', '/api/games/1/callups'],
    ['POST', '/api/games/1/callups'],
    ['DELETE', '/api/games/1/callups/1'],
  ] as const)('%s %s: administrador and professor only; nothing stored', async (method, url) => {
    const before = await ctx.db.select().from(gameCallups);
    await expectRefusals(ctx, { method, url: url.replace('/1/', `/${gameId}/`), payload: { athleteIds: [souza.child.id] } }, STAFF);
    expect(await ctx.db.select().from(gameCallups)).toEqual(before);
  });

  test.each([
    ['GET', '/api/family/callups'],
    ['PUT', '/api/family/callups/1'],
  ] as const)('%s %s: families only', async (method, url) => {
    await expectRefusals(ctx, { method, url, payload: { resposta: 'vai' } }, FAMILY);
  });

  test('malformed bodies never give a 500', async () => {
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'POST', url: `/api/games/${gameId}/callups` }, admin);
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'PUT', url: '/api/family/callups/1' }, souza.headers);
  });

  test.each([
    [{}, 'Selecione pelo menos um atleta'],
    [{ athleteIds: [] }, 'Selecione pelo menos um atleta'],
    [{ athleteIds: ['abc'] }, 'Atleta inválido'],
    [{ athleteIds: [0] }, 'Atleta inválido'],
    [{ athleteIds: Array.from({ length: 101 }, (_, i) => i + 1) }, 'No máximo 100 atletas por vez'],
  ])('calling up %j → 400 "%s"', async (body, message) => {
    const res = await call('POST', `/api/games/${gameId}/callups`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  test('a missing game is a 404; a bad id a 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/games/999999/callups'],
      ['POST', '/api/games/999999/callups'],
      ['DELETE', '/api/games/999999/callups/1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { athleteIds: [souza.child.id] } : undefined);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Jogo não encontrado' });
    }
    expect((await call('GET', '/api/games/abc/callups')).statusCode).toBe(400);
    expect((await call('PUT', '/api/family/callups/abc', { resposta: 'vai' }, souza.headers)).statusCode).toBe(400);
  });
});

describe('staff call athletes up', () => {
  test('a professor calls up several at once: listed by name, none answered yet, each call-up audited', async () => {
    const res = await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [souza.child.id, costa.child.id, souza.child.id] }, professor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.resumo).toEqual({ vai: 0, naoVai: 0, semResposta: 2 });
    expect(body.items).toMatchObject([
      { gameId, athleteId: costa.child.id, nomeCompleto: 'Bruno Costa', fotoUrl: null, resposta: null, observacao: null, respondidoEm: null, respondidoPor: null },
      { gameId, athleteId: souza.child.id, nomeCompleto: 'Rafael Souza Lima', resposta: null },
    ]);
    const logs = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'game_callups'), eq(auditLog.action, 'create')));
    const mine = logs.filter((l) => (l.changes as { gameId: number }).gameId === gameId);
    expect(mine.map((l) => l.changes)).toEqual(expect.arrayContaining([{ gameId, athleteId: souza.child.id }, { gameId, athleteId: costa.child.id }]));
    expect(mine).toHaveLength(2);
  });

  test('calling up one already called is idempotent: the answer given stays, nothing audited again', async () => {
    await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [souza.child.id] });
    const callup = await callupOf(gameId, souza.child.id);
    expect((await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai' }, souza.headers)).statusCode).toBe(200);
    const logsBefore = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'game_callups'));

    const res = await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [souza.child.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([{ id: callup.id, resposta: 'vai' }]);
    expect(res.json().resumo).toEqual({ vai: 1, naoVai: 0, semResposta: 0 });
    expect(await ctx.db.select().from(gameCallups).where(eq(gameCallups.gameId, gameId))).toHaveLength(1);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'game_callups'))).toHaveLength(logsBefore.length);
  });

  test('an unknown or inactive athlete: 400, and none of the list is called up', async () => {
    const inactive = await makeAthlete(ctx.db, { status: 'inativo' });
    for (const athleteIds of [[souza.child.id, 999999], [souza.child.id, inactive.id]]) {
      const res = await call('POST', `/api/games/${gameId}/callups`, { athleteIds });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Atleta não encontrado ou inativo', errors: { athleteIds: 'Atleta não encontrado ou inativo' } });
    }
    expect(await ctx.db.select().from(gameCallups).where(eq(gameCallups.gameId, gameId))).toEqual([]);
  });

  test.each(['finalizado', 'cancelado'] as const)('a %s game takes no call-ups: 409', async (status) => {
    const over = await gameIn(-48, { status });
    const res = await call('POST', `/api/games/${over}/callups`, { athleteIds: [souza.child.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CALLUP_GAME_OVER });
    expect(await ctx.db.select().from(gameCallups).where(eq(gameCallups.gameId, over))).toEqual([]);
  });

  test("removing a call-up: 204, gone with its answer, audited; another game's call-up or a second removal is a 404", async () => {
    await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [souza.child.id] });
    const callup = await callupOf(gameId, souza.child.id);
    await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'nao_vai', observacao: 'Viagem' }, souza.headers);

    const otherGame = await gameIn(96);
    const wrongGame = await call('DELETE', `/api/games/${otherGame}/callups/${callup.id}`);
    expect(wrongGame.statusCode).toBe(404);
    expect(wrongGame.json()).toEqual({ message: 'Convocação não encontrada' });
    expect(await stored(callup.id)).toBeDefined();

    const res = await call('DELETE', `/api/games/${gameId}/callups/${callup.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await stored(callup.id)).toBeUndefined();
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'game_callups'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, callup.id)));
    expect(log!.changes).toEqual({ gameId, athleteId: souza.child.id, resposta: 'nao_vai' });
    expect((await call('DELETE', `/api/games/${gameId}/callups/${callup.id}`)).statusCode).toBe(404);
  });
});

describe("a family answers only its children's call-ups", () => {
  beforeEach(async () => {
    await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [souza.child.id, costa.child.id] });
  });

  test("the family lists its own children's call-ups for games from today on, with the game's date, place, team and opponent", async () => {
    const finished = await gameIn(24, { status: 'finalizado' });
    const lastWeek = await gameIn(-24 * 7);
    const later = (await makeGame(ctx.db, teamId, externalTeamId, { dataHora: new Date('2099-10-04T12:30:00Z'), local: 'Ginásio do Pacaembu', homeTeamExternal: true }))!.id;
    for (const id of [finished, lastWeek, later]) await call('POST', `/api/games/${id}/callups`, { athleteIds: [souza.child.id] });

    const res = await call('GET', '/api/family/callups', undefined, souza.headers);
    expect(res.statusCode).toBe(200);
    const items = res.json();
    const [gameRow] = await ctx.db.select().from(games).where(eq(games.id, gameId));
    const { date: gameDay, time: gameTime } = schoolDateTime(gameRow!.dataHora);
    expect(items.map((c: { jogo: { id: number } }) => c.jogo.id)).toEqual([gameId, later]);
    expect(items[0]).toEqual({
      id: (await callupOf(gameId, souza.child.id)).id,
      athleteId: souza.child.id,
      atleta: 'Rafael Souza Lima',
      jogo: {
        id: gameId,
        dataHora: gameRow!.dataHora.toISOString(),
        data: gameDay,
        horario: gameTime,
        local: 'Campo do Ibirapuera',
        endereco: null,
        cancelado: false,
        turma: 'Futebol Sub-11 Tarde',
        adversario: 'Tigres da Vila',
        fora: false,
      },
      resposta: null,
      observacao: null,
      respondidoEm: null,
      podeResponder: true,
    });
    // The day and time on São Paulo's clock; the school plays away.
    expect(items[1].jogo).toMatchObject({ data: '2099-10-04', horario: '09:30', local: 'Ginásio do Pacaembu', fora: true });
    // Nothing of the other family.
    expect(items.every((c: { athleteId: number }) => c.athleteId === souza.child.id)).toBe(true);
  });

  test('it answers "não vai" with a note: stored with who and when, audited, and staff see it with the summary', async () => {
    const callup = await callupOf(gameId, souza.child.id);
    const res = await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'nao_vai', observacao: '  Viagem em família  ', extra: 'ignorado' }, souza.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: callup.id, resposta: 'nao_vai', observacao: 'Viagem em família', podeResponder: true, jogo: { id: gameId } });
    const row = await stored(callup.id);
    expect(row).toMatchObject({ resposta: 'nao_vai', observacao: 'Viagem em família', respondidoPorUserId: souza.user.id });
    expect(row!.respondidoEm).toBeInstanceOf(Date);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'game_callups'), eq(auditLog.action, 'answer'), eq(auditLog.entityId, callup.id)));
    expect(log).toMatchObject({
      userId: souza.user.id,
      changes: { gameId, athleteId: souza.child.id, resposta: { de: null, para: 'nao_vai' }, observacao: { de: null, para: 'Viagem em família' } },
    });

    const staff = (await call('GET', `/api/games/${gameId}/callups`, undefined, professor)).json();
    expect(staff.resumo).toEqual({ vai: 0, naoVai: 1, semResposta: 1 });
    expect(staff.items.find((c: { id: number }) => c.id === callup.id)).toMatchObject({
      resposta: 'nao_vai',
      observacao: 'Viagem em família',
      respondidoPor: souza.user.nomeCompleto ?? souza.user.nome,
      respondidoEm: row!.respondidoEm!.toISOString(),
    });
  });

  test('it changes its answer until the game starts; the note may be cleared', async () => {
    const callup = await callupOf(gameId, souza.child.id);
    await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'nao_vai', observacao: 'Viagem' }, souza.headers);
    const res = await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai', observacao: '' }, souza.headers);
    expect(res.statusCode).toBe(200);
    expect(await stored(callup.id)).toMatchObject({ resposta: 'vai', observacao: null });
  });

  test("another family's call-up answers 404, as one that does not exist, and nothing changes", async () => {
    const theirs = await callupOf(gameId, costa.child.id);
    for (const id of [theirs.id, 999999]) {
      const res = await call('PUT', `/api/family/callups/${id}`, { resposta: 'nao_vai', observacao: 'Intruso' }, souza.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Convocação não encontrada' });
    }
    expect(await stored(theirs.id)).toMatchObject({ resposta: null, observacao: null, respondidoPorUserId: null });
    expect((await call('GET', '/api/family/callups', undefined, souza.headers)).json().map((c: { id: number }) => c.id)).not.toContain(theirs.id);
  });

  test('a removed guardian link ends the access: 404', async () => {
    const { user, headers } = await signedIn(ctx.db, 'cliente');
    await linkGuardian(ctx.db, souza.child.id, user!.id, { ativo: false });
    const callup = await callupOf(gameId, souza.child.id);
    expect((await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai' }, headers)).statusCode).toBe(404);
    expect((await call('GET', '/api/family/callups', undefined, headers)).json()).toEqual([]);
  });

  test('after the game started: 409 with the reason, nothing changes; the list says it can no longer be answered', async () => {
    const started = await gameIn(-1);
    await call('POST', `/api/games/${started}/callups`, { athleteIds: [souza.child.id] });
    const callup = await callupOf(started, souza.child.id);
    const res = await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai' }, souza.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CALLUP_CLOSED });
    expect(CALLUP_CLOSED).toBe('O jogo já começou: a resposta à convocação não pode mais ser alterada');
    expect(await stored(callup.id)).toMatchObject({ resposta: null });
  });

  test('a game marked "em andamento" before its time is started too; a cancelled game says so', async () => {
    const live = await gameIn(2, { status: 'andamento' });
    const cancelled = await gameIn(48);
    for (const id of [live, cancelled]) await call('POST', `/api/games/${id}/callups`, { athleteIds: [souza.child.id] });
    // Cancelled after the call-up.
    await call('PUT', `/api/games/${cancelled}`, {
      homeTeamId: teamId,
      awayTeamId: externalTeamId,
      dataHora: new Date(Date.now() + 48 * HOUR).toISOString(),
      local: 'Campo do Ibirapuera',
      natureza: 'amistoso',
      status: 'cancelado',
    });
    const answer = (id: number) => call('PUT', `/api/family/callups/${id}`, { resposta: 'vai' }, souza.headers);
    const liveRes = await answer((await callupOf(live, souza.child.id)).id);
    expect(liveRes.statusCode).toBe(409);
    expect(liveRes.json()).toEqual({ message: CALLUP_CLOSED });
    const cancelledRes = await answer((await callupOf(cancelled, souza.child.id)).id);
    expect(cancelledRes.statusCode).toBe(409);
    expect(cancelledRes.json()).toEqual({ message: CALLUP_GAME_CANCELLED });

    const listed = (await call('GET', '/api/family/callups', undefined, souza.headers)).json() as { jogo: { id: number; cancelado: boolean }; podeResponder: boolean }[];
    expect(listed.find((c) => c.jogo.id === cancelled)).toMatchObject({ jogo: { cancelado: true }, podeResponder: false });
    expect(listed.find((c) => c.jogo.id === live)).toMatchObject({ podeResponder: false });
    expect(listed.find((c) => c.jogo.id === gameId)).toMatchObject({ podeResponder: true });
  });

  test.each([
    [{}, 'resposta', 'Responda se o atleta vai ou não vai ao jogo'],
    [{ resposta: 'talvez' }, 'resposta', 'Responda se o atleta vai ou não vai ao jogo'],
    [{ resposta: 'vai', observacao: 'x'.repeat(201) }, 'observacao', 'Máximo de 200 caracteres'],
  ])('answer %j → 400 "%s"', async (body, field, message) => {
    const callup = await callupOf(gameId, souza.child.id);
    const res = await call('PUT', `/api/family/callups/${callup.id}`, body, souza.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
    expect(await stored(callup.id)).toMatchObject({ resposta: null });
  });

  test('a note of exactly 200 characters is kept', async () => {
    const callup = await callupOf(gameId, souza.child.id);
    const res = await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai', observacao: 'x'.repeat(200) }, souza.headers);
    expect(res.statusCode).toBe(200);
    expect((await stored(callup.id))!.observacao).toHaveLength(200);
  });

  test("an athlete's own account (atletaId) answers its own call-up", async () => {
    const { headers } = await signedIn(ctx.db, 'cliente', { atletaId: costa.child.id });
    const callup = await callupOf(gameId, costa.child.id);
    expect((await call('PUT', `/api/family/callups/${callup.id}`, { resposta: 'vai' }, headers)).statusCode).toBe(200);
  });
});

describe('the lineup picker follows the call-up', () => {
  test('candidates carry the answer; those who go come first, those who will not go last, the others as before', async () => {
    const [vai, pendente, naoVai] = await Promise.all([
      makeAthlete(ctx.db, { nomeCompleto: 'Xisto Zeta Vai' }),
      makeAthlete(ctx.db, { nomeCompleto: 'Xisto Beta Pendente' }),
      makeAthlete(ctx.db, { nomeCompleto: 'Xisto Alfa Não Vai' }),
    ]);
    const free = await makeAthlete(ctx.db, { nomeCompleto: 'Xisto Gama Livre' });
    await call('POST', `/api/games/${gameId}/callups`, { athleteIds: [vai.id, pendente.id, naoVai.id] });
    await ctx.db.update(gameCallups).set({ resposta: 'vai' }).where(and(eq(gameCallups.gameId, gameId), eq(gameCallups.athleteId, vai.id)));
    await ctx.db.update(gameCallups).set({ resposta: 'nao_vai' }).where(and(eq(gameCallups.gameId, gameId), eq(gameCallups.athleteId, naoVai.id)));

    const res = await call('GET', `/api/games/${gameId}/lineup/candidates?busca=xisto`, undefined, professor);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { id: number; convocacao?: string }) => [c.id, c.convocacao])).toEqual([
      [vai.id, 'vai'],
      [pendente.id, 'pendente'],
      [free.id, undefined],
      [naoVai.id, 'nao_vai'],
    ]);
    // Called up for another game only: nothing for this one.
    const other = await gameIn(120);
    const forOther = (await call('GET', `/api/games/${other}/lineup/candidates?busca=xisto`)).json();
    expect(forOther.items.every((c: { convocacao?: string }) => c.convocacao === undefined)).toBe(true);
  });
});
