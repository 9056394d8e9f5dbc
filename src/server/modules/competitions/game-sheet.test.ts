import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { addDays, addYears, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { ALL_ROLES, STAFF } from '@domain/roles';
import { managedTeamCategoryLabels, type ManagedTeamCategory } from '@domain/rosters';
import { auditLog, gameEvents, gameLineups, gamePlayerStats, games } from '../../db/schema/index';
import { makeExternalTeam, makeGame, makeLineupEntry } from '../../test/competitions-factories';
import { makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let cliente: Record<string, string>;
let teamId: number;
let externalTeamId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  cliente = (await signedIn(ctx.db, 'cliente')).headers;
  const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
  teamId = (await makeTeam(ctx.db, unit!.id))!.id;
  externalTeamId = (await makeExternalTeam(ctx.db))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/** A fresh game for each test, with two athletes of the school already in its lineup. */
let gameId: number;
let pedro: { id: number; nomeCompleto: string };
let lucas: { id: number; nomeCompleto: string };
beforeEach(async () => {
  gameId = (await makeGame(ctx.db, teamId, externalTeamId))!.id;
  pedro = await makeAthlete(ctx.db, { nomeCompleto: 'Pedro Henrique Alves' });
  lucas = await makeAthlete(ctx.db, { nomeCompleto: 'Lucas Martins' });
  await makeLineupEntry(ctx.db, gameId, pedro.id, { posicao: 'Atacante', numeroUniforme: 9 });
  await makeLineupEntry(ctx.db, gameId, lucas.id, { posicao: 'Meio-campo', numeroUniforme: 10 });
});

const lineupInput = (athleteId: number, overrides: Record<string, unknown> = {}) => ({
  athleteId,
  posicao: 'Goleiro',
  titular: true,
  numeroUniforme: '1',
  entradaMinuto: '',
  saidaMinuto: '',
  substituido: false,
  substitutoId: 'nenhum',
  observacoes: '',
  ...overrides,
});
const eventInput = (overrides: Record<string, unknown> = {}) => ({
  tipoEvento: 'gol',
  minuto: '12',
  timeEvento: 'casa',
  athleteId: pedro.id,
  assistenteId: lucas.id,
  descricao: '',
  ...overrides,
});
const game = async () => (await ctx.db.select().from(games).where(eq(games.id, gameId)))[0];
const lineupRows = () => ctx.db.select().from(gameLineups).where(eq(gameLineups.gameId, gameId));
const eventRows = () => ctx.db.select().from(gameEvents).where(eq(gameEvents.gameId, gameId));

describe('refusals', () => {
  test.each([
    ['GET', '/api/games/1/lineup'],
    ['GET', '/api/games/1/events'],
    ['GET', '/api/games/1/stats'],
  ] as const)('%s %s: every signed-in role reads, nobody without a session', async (method, url) => {
    await expectRefusals(ctx, { method, url }, ALL_ROLES);
  });

  test.each([
    ['POST', 'lineup'],
    ['PUT', 'lineup/1'],
    ['DELETE', 'lineup/1'],
    ['POST', 'events'],
    ['PUT', 'events/1'],
    ['DELETE', 'events/1'],
    ['PUT', 'stats/1'],
  ] as const)('%s /api/games/:id/%s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, path) => {
    const [lineup, events] = [await lineupRows(), await eventRows()];
    await expectRefusals(ctx, { method, url: `/api/games/${gameId}/${path}`, payload: eventInput() }, STAFF);
    expect(await lineupRows()).toEqual(lineup);
    expect(await eventRows()).toEqual(events);
  });

  test.each([
    ['POST', 'lineup'],
    ['PUT', 'lineup/1'],
    ['POST', 'events'],
    ['PUT', 'events/1'],
    ['PUT', 'stats/1'],
  ] as const)('%s /api/games/:id/%s: malformed bodies never give a 500', async (method, path) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url: `/api/games/${gameId}/${path}` }, admin);
  });

  test('bad ids are 400s; a missing game, entry or event a 404', async () => {
    for (const url of ['/api/games/abc/lineup', `/api/games/${gameId}/events/0`, `/api/games/${gameId}/stats/x`]) {
      expect((await call(url.includes('lineup') ? 'GET' : 'PUT', url, eventInput())).statusCode, url).toBe(400);
    }
    for (const path of ['lineup', 'events', 'stats']) {
      const res = await call('GET', `/api/games/999999/${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Jogo não encontrado' });
    }
    expect((await call('POST', '/api/games/999999/lineup', lineupInput(pedro.id))).json()).toEqual({ message: 'Jogo não encontrado' });
    expect((await call('POST', '/api/games/999999/events', eventInput())).json()).toEqual({ message: 'Jogo não encontrado' });
    const entry = await call('PUT', `/api/games/${gameId}/lineup/999999`, lineupInput(pedro.id));
    expect(entry.statusCode).toBe(404);
    expect(entry.json()).toEqual({ message: 'Atleta não encontrado na escalação deste jogo' });
    const event = await call('DELETE', `/api/games/${gameId}/events/999999`);
    expect(event.statusCode).toBe(404);
    expect(event.json()).toEqual({ message: 'Evento não encontrado' });
  });
});

describe('lineup', () => {
  test('a professor adds an athlete; a cliente reads the lineup, starters by shirt number, names only', async () => {
    const goalkeeper = await makeAthlete(ctx.db, { nomeCompleto: 'Gabriel Souza' });
    const res = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(goalkeeper!.id, { observacoes: ' Capitão ' }), professor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      gameId,
      athleteId: goalkeeper!.id,
      athlete: { id: goalkeeper!.id, nomeCompleto: 'Gabriel Souza' },
      posicao: 'Goleiro',
      titular: true,
      numeroUniforme: 1,
      entradaMinuto: 0,
      saidaMinuto: null,
      substituido: false,
      substitutoId: null,
      substituto: null,
      observacoes: 'Capitão',
    });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'game_lineups'), eq(auditLog.entityId, res.json().id)));
    expect(log).toMatchObject({ action: 'create' });

    const list = await call('GET', `/api/games/${gameId}/lineup`, undefined, cliente);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((e: { athlete: { nomeCompleto: string } }) => e.athlete.nomeCompleto)).toEqual(['Gabriel Souza', 'Pedro Henrique Alves', 'Lucas Martins']);
    expect(Object.keys(list.json()[0].athlete)).toEqual(['id', 'nomeCompleto']);
  });

  test.each([
    ['posicao', { posicao: '' }, 'Posição é obrigatória'],
    ['posicao', { posicao: undefined }, 'Posição é obrigatória'],
    ['athleteId', { athleteId: '' }, 'Selecione um atleta'],
    ['numeroUniforme', { numeroUniforme: '-3' }, 'Número da camisa deve ser um inteiro de 0 a 999'],
    ['entradaMinuto', { entradaMinuto: 'x' }, 'Minuto de entrada inválido'],
    ['saidaMinuto', { entradaMinuto: 30, saidaMinuto: 20 }, 'Minuto de saída não pode ser anterior ao de entrada'],
    ['substitutoId', { substitutoId: 'LUCAS' }, 'Substituto inválido'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const athlete = await makeAthlete(ctx.db);
    const before = await lineupRows();
    const res = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(athlete!.id, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await lineupRows()).toEqual(before);
  });

  test('a substitute needs the substituted flag, must be in the lineup and be someone else', async () => {
    const athlete = await makeAthlete(ctx.db);
    const outsider = await makeAthlete(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ substitutoId: lucas.id }, 'Marque o atleta como substituído para informar o substituto'],
      [{ substituido: true, substitutoId: outsider!.id }, 'O substituto deve estar na escalação deste jogo'],
      [{ substituido: true, substitutoId: athlete!.id }, 'Um atleta não pode substituir a si mesmo'],
    ];
    for (const [override, message] of cases) {
      const res = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(athlete!.id, override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { substitutoId: message } });
    }
    const ok = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(athlete!.id, { substituido: true, substitutoId: lucas.id, saidaMinuto: 60 }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ substituido: true, substitutoId: lucas.id, substituto: { id: lucas.id, nomeCompleto: 'Lucas Martins' }, saidaMinuto: 60 });
  });

  test('unknown or inactive athletes are refused; the same athlete twice or a taken shirt is a 409', async () => {
    const unknown = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(999999));
    expect(unknown.json()).toEqual({ message: 'Atleta não encontrado', errors: { athleteId: 'Atleta não encontrado' } });
    const inactive = await makeAthlete(ctx.db, { status: 'inativo' });
    const refused = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(inactive!.id));
    expect(refused.json()).toEqual({ message: 'Atleta inativo', errors: { athleteId: 'Atleta inativo' } });

    const twice = await call('POST', `/api/games/${gameId}/lineup`, lineupInput(pedro.id, { numeroUniforme: 99 }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Este atleta já está na escalação deste jogo' });
    const shirt = await call('POST', `/api/games/${gameId}/lineup`, lineupInput((await makeAthlete(ctx.db))!.id, { numeroUniforme: 9 }));
    expect(shirt.statusCode).toBe(409);
    expect(shirt.json()).toEqual({ message: 'A camisa 9 já está com outro atleta neste jogo' });
    expect((await lineupRows()).length).toBe(2);
  });

  test('an entry is edited (its athlete stays); keeping its own shirt is fine, taking another is a 409', async () => {
    const [entry] = (await lineupRows()).filter((e) => e.athleteId === pedro.id);
    const res = await call('PUT', `/api/games/${gameId}/lineup/${entry!.id}`, lineupInput(lucas.id, { posicao: 'Ponta direita', titular: false, numeroUniforme: 9, entradaMinuto: 46 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ athleteId: pedro.id, posicao: 'Ponta direita', titular: false, numeroUniforme: 9, entradaMinuto: 46 });
    const clash = await call('PUT', `/api/games/${gameId}/lineup/${entry!.id}`, lineupInput(pedro.id, { numeroUniforme: 10 }));
    expect(clash.statusCode).toBe(409);
    expect((await lineupRows()).find((e) => e.id === entry!.id)).toMatchObject({ numeroUniforme: 9, posicao: 'Ponta direita' });
  });

  test('an athlete with events stays (409); without, they leave with their statistics and substitute links', async () => {
    const rows = await lineupRows();
    const pedroEntry = rows.find((e) => e.athleteId === pedro.id)!;
    const lucasEntry = rows.find((e) => e.athleteId === lucas.id)!;
    await ctx.db.update(gameLineups).set({ substituido: true, substitutoId: lucas.id }).where(eq(gameLineups.id, pedroEntry.id));
    expect((await call('POST', `/api/games/${gameId}/events`, eventInput({ assistenteId: null }))).statusCode).toBe(201);

    const refused = await call('DELETE', `/api/games/${gameId}/lineup/${pedroEntry.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Este atleta tem eventos registrados neste jogo. Exclua os eventos antes de tirá-lo da escalação.' });

    await call('PUT', `/api/games/${gameId}/stats/${lucas.id}`, { minutosJogados: 30 });
    const res = await call('DELETE', `/api/games/${gameId}/lineup/${lucasEntry.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect((await lineupRows()).map((e) => e.athleteId)).toEqual([pedro.id]);
    expect((await lineupRows())[0]!.substitutoId).toBeNull();
    expect(await ctx.db.select().from(gamePlayerStats).where(and(eq(gamePlayerStats.gameId, gameId), eq(gamePlayerStats.athleteId, lucas.id)))).toEqual([]);
  });
});

describe('events and the score', () => {
  test('goals make the score while it follows them; the counted statistics follow too', async () => {
    const first = await call('POST', `/api/games/${gameId}/events`, eventInput({ descricao: 'Cabeçada' }), professor);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      gameId,
      tipoEvento: 'gol',
      minuto: 12,
      timeEvento: 'casa',
      athlete: { id: pedro.id, nomeCompleto: 'Pedro Henrique Alves' },
      assistente: { id: lucas.id, nomeCompleto: 'Lucas Martins' },
      descricao: 'Cabeçada',
    });
    expect(await game()).toMatchObject({ placarCasa: 1, placarVisitante: 0 });

    await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 30, athleteId: lucas.id, assistenteId: pedro.id }));
    await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 44, timeEvento: 'visitante', athleteId: null, assistenteId: null }));
    await call('POST', `/api/games/${gameId}/events`, eventInput({ tipoEvento: 'cartao_amarelo', minuto: 50, assistenteId: null }));
    await call('POST', `/api/games/${gameId}/events`, eventInput({ tipoEvento: 'cartao_vermelho', minuto: 80, assistenteId: null }));

    const detail = (await call('GET', `/api/games/${gameId}`, undefined, cliente)).json();
    expect(detail).toMatchObject({ placarCasa: 2, placarVisitante: 1, gols: { casa: 2, visitante: 1 }, placarSegueGols: true });

    const events = (await call('GET', `/api/games/${gameId}/events`, undefined, cliente)).json();
    expect(events.map((e: { minuto: number; tipoEvento: string }) => `${e.minuto} ${e.tipoEvento}`)).toEqual([
      '12 gol',
      '30 gol',
      '44 gol',
      '50 cartao_amarelo',
      '80 cartao_vermelho',
    ]);
    expect(events[2]).toMatchObject({ athlete: null, assistente: null, timeEvento: 'visitante' });

    const stats = (await call('GET', `/api/games/${gameId}/stats`, undefined, cliente)).json();
    expect(stats).toEqual([
      expect.objectContaining({ athleteId: pedro.id, gols: 1, assistencias: 1, cartoesAmarelos: 1, cartoesVermelhos: 1, minutosJogados: 0 }),
      expect.objectContaining({ athleteId: lucas.id, gols: 1, assistencias: 1, cartoesAmarelos: 0, cartoesVermelhos: 0 }),
    ]);

    // Deleting a goal takes it off the score and off the scorer.
    const goal = events.find((e: { minuto: number }) => e.minuto === 30);
    expect((await call('DELETE', `/api/games/${gameId}/events/${goal.id}`, undefined, professor)).statusCode).toBe(204);
    expect(await game()).toMatchObject({ placarCasa: 1, placarVisitante: 1 });
    const after = (await call('GET', `/api/games/${gameId}/stats`)).json();
    expect(after.find((s: { athleteId: number }) => s.athleteId === lucas.id)).toMatchObject({ gols: 0 });
    expect(after.find((s: { athleteId: number }) => s.athleteId === pedro.id)).toMatchObject({ assistencias: 0 });
  });

  test('a score set by hand stays when goals are recorded, until it agrees with them again', async () => {
    await ctx.db.update(games).set({ placarCasa: 3, placarVisitante: 2 }).where(eq(games.id, gameId));
    await call('POST', `/api/games/${gameId}/events`, eventInput());
    expect(await game()).toMatchObject({ placarCasa: 3, placarVisitante: 2 });
    expect((await call('GET', `/api/games/${gameId}`)).json()).toMatchObject({ gols: { casa: 1, visitante: 0 }, placarSegueGols: false });

    // The staff set it back to the goals (as the sheet's "Usar placar dos gols" does): it follows again.
    await ctx.db.update(games).set({ placarCasa: 1, placarVisitante: 0 }).where(eq(games.id, gameId));
    await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 70, timeEvento: 'visitante', athleteId: null, assistenteId: null }));
    expect(await game()).toMatchObject({ placarCasa: 1, placarVisitante: 1 });
  });

  test('editing an event moves its goal to the other side when its side changes', async () => {
    const created = (await call('POST', `/api/games/${gameId}/events`, eventInput({ athleteId: null, assistenteId: null }))).json();
    const res = await call('PUT', `/api/games/${gameId}/events/${created.id}`, eventInput({ athleteId: null, assistenteId: null, timeEvento: 'visitante', minuto: 15 }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ minuto: 15, timeEvento: 'visitante' });
    expect(await game()).toMatchObject({ placarCasa: 0, placarVisitante: 1 });
  });

  test.each([
    ['minuto', { minuto: -1 }, 'Minuto deve ser positivo'],
    ['minuto', { minuto: '-5' }, 'Minuto deve ser positivo'],
    ['minuto', { minuto: 2.5 }, 'Minuto deve ser positivo'],
    ['minuto', { minuto: '' }, 'Minuto é obrigatório'],
    ['minuto', { minuto: 301 }, 'Minuto deve ser no máximo 300'],
    ['tipoEvento', { tipoEvento: '' }, 'Tipo de evento é obrigatório'],
    ['tipoEvento', { tipoEvento: 'escanteio' }, 'Tipo de evento inválido'],
    ['timeEvento', { timeEvento: undefined }, 'Lado é obrigatório'],
    ['timeEvento', { timeEvento: 'neutro' }, 'Lado inválido'],
    ['assistenteId', { tipoEvento: 'cartao_amarelo' }, 'Só gols têm assistência e só substituições têm quem entrou'],
    ['assistenteId', { assistenteId: 'x' }, 'Atleta inválido'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const res = await call('POST', `/api/games/${gameId}/events`, eventInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await eventRows()).toEqual([]);
  });

  test('an athlete named twice, from outside the lineup, or on the opponent side is refused', async () => {
    const outsider = await makeAthlete(ctx.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ assistenteId: pedro.id }, 'assistenteId', 'Escolha outro atleta: é o mesmo do evento'],
      [{ athleteId: outsider!.id, assistenteId: null }, 'athleteId', 'O atleta não está na escalação deste jogo'],
      [{ assistenteId: outsider!.id }, 'assistenteId', 'O atleta não está na escalação deste jogo'],
      [{ timeEvento: 'visitante' }, 'timeEvento', 'Os atletas da escola jogam como casa neste jogo'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', `/api/games/${gameId}/events`, eventInput(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await eventRows()).toEqual([]);
    expect(await game()).toMatchObject({ placarCasa: null, placarVisitante: null });
  });

  test('when the school plays away its athletes are on the visitante side', async () => {
    await ctx.db.update(games).set({ homeTeamExternal: true, awayTeamInternal: true }).where(eq(games.id, gameId));
    const res = await call('POST', `/api/games/${gameId}/events`, eventInput({ timeEvento: 'visitante' }));
    expect(res.statusCode).toBe(201);
    expect(await game()).toMatchObject({ placarCasa: 0, placarVisitante: 1 });
  });

  test('a substitution names who left and who came on', async () => {
    const rafael = await makeAthlete(ctx.db, { nomeCompleto: 'Rafael Costa' });
    await makeLineupEntry(ctx.db, gameId, rafael.id, { posicao: 'Atacante', titular: false, numeroUniforme: 12 });
    const res = await call('POST', `/api/games/${gameId}/events`, eventInput({ tipoEvento: 'substituicao', minuto: 60, assistenteId: rafael.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tipoEvento: 'substituicao', athlete: { id: pedro.id }, assistente: { id: rafael.id } });
    expect(await game()).toMatchObject({ placarCasa: null, placarVisitante: null });
  });
});

describe('who is on the pitch', () => {
  /** Two reserves beside the starters Pedro and Lucas. */
  let rafael: { id: number; nomeCompleto: string };
  let bruno: { id: number; nomeCompleto: string };
  beforeEach(async () => {
    rafael = await makeAthlete(ctx.db, { nomeCompleto: 'Rafael Costa' });
    bruno = await makeAthlete(ctx.db, { nomeCompleto: 'Bruno Dias' });
    await makeLineupEntry(ctx.db, gameId, rafael.id, { posicao: 'Atacante', titular: false, numeroUniforme: 12 });
    await makeLineupEntry(ctx.db, gameId, bruno.id, { posicao: 'Zagueiro', titular: false, numeroUniforme: 13 });
  });
  const substitution = (minuto: number, off: number, on: number) =>
    eventInput({ tipoEvento: 'substituicao', minuto, athleteId: off, assistenteId: on });
  const entryOf = async (athleteId: number) =>
    (await call('GET', `/api/games/${gameId}/lineup`)).json().find((e: { athleteId: number }) => e.athleteId === athleteId);
  const expectRefused = async (method: Method, url: string, payload: unknown, message: string, errors?: Record<string, string>) => {
    const res = await call(method, url, payload);
    expect(res.statusCode, message).toBe(422);
    expect(res.json()).toEqual(errors ? { message, errors } : { message });
  };

  test('a goal or a card by a reserve who has not come on is a 422, nothing stored', async () => {
    const message = 'Rafael Costa não estava em campo aos 30 minutos (estava no banco de reservas).';
    const url = `/api/games/${gameId}/events`;
    await expectRefused('POST', url, eventInput({ minuto: 30, athleteId: rafael.id, assistenteId: null }), message, { athleteId: message });
    await expectRefused('POST', url, eventInput({ tipoEvento: 'cartao_amarelo', minuto: 30, athleteId: rafael.id, assistenteId: null }), message, {
      athleteId: message,
    });
    await expectRefused('POST', url, eventInput({ minuto: 30, assistenteId: rafael.id }), message, { assistenteId: message });
    expect(await eventRows()).toEqual([]);
    expect(await game()).toMatchObject({ placarCasa: null, placarVisitante: null });
  });

  test('after a substitution the lineup shows who came on and who left; the substitute scores only once on', async () => {
    const res = await call('POST', `/api/games/${gameId}/events`, substitution(60, pedro.id, rafael.id), professor);
    expect(res.statusCode).toBe(201);
    expect(await entryOf(rafael.id)).toMatchObject({ titular: false, entradaMinuto: 60, saidaMinuto: null, substituido: false });
    expect(await entryOf(pedro.id)).toMatchObject({
      titular: true,
      entradaMinuto: 0,
      saidaMinuto: 60,
      substituido: true,
      substitutoId: rafael.id,
      substituto: { id: rafael.id, nomeCompleto: 'Rafael Costa' },
    });

    const url = `/api/games/${gameId}/events`;
    const early = 'Rafael Costa não estava em campo aos 30 minutos (só entrou aos 60).';
    await expectRefused('POST', url, eventInput({ minuto: 30, athleteId: rafael.id, assistenteId: null }), early, { athleteId: early });
    const gone = 'Pedro Henrique Alves não estava em campo aos 70 minutos (saiu aos 60).';
    await expectRefused('POST', url, eventInput({ minuto: 70, athleteId: lucas.id, assistenteId: pedro.id }), gone, { assistenteId: gone });
    await expectRefused('POST', url, eventInput({ tipoEvento: 'cartao_vermelho', minuto: 70, athleteId: pedro.id, assistenteId: null }), gone, {
      athleteId: gone,
    });
    expect((await eventRows()).length).toBe(1);

    const goal = await call('POST', url, eventInput({ minuto: 70, athleteId: rafael.id, assistenteId: lucas.id }));
    expect(goal.statusCode).toBe(201);
    expect(await game()).toMatchObject({ placarCasa: 1, placarVisitante: 0 });
    const stats = (await call('GET', `/api/games/${gameId}/stats`)).json();
    expect(stats.find((s: { athleteId: number }) => s.athleteId === rafael.id)).toMatchObject({ gols: 1 });
  });

  test('a substitution takes off someone on the pitch and brings on someone from the bench', async () => {
    const url = `/api/games/${gameId}/events`;
    const benched = 'Rafael Costa não estava em campo aos 60 minutos (estava no banco de reservas).';
    await expectRefused('POST', url, substitution(60, rafael.id, bruno.id), benched, { athleteId: benched });
    const starter = 'Lucas Martins não estava no banco de reservas aos 60 minutos (começou o jogo como titular).';
    await expectRefused('POST', url, substitution(60, pedro.id, lucas.id), starter, { assistenteId: starter });

    expect((await call('POST', url, substitution(60, pedro.id, rafael.id))).statusCode).toBe(201);
    const twice = 'Pedro Henrique Alves não estava em campo aos 70 minutos (saiu aos 60).';
    await expectRefused('POST', url, substitution(70, pedro.id, bruno.id), twice, { athleteId: twice });
    const entered = 'Rafael Costa não estava no banco de reservas aos 75 minutos (já tinha entrado aos 60).';
    await expectRefused('POST', url, substitution(75, lucas.id, rafael.id), entered, { assistenteId: entered });

    expect((await call('POST', url, eventInput({ tipoEvento: 'cartao_vermelho', minuto: 50, athleteId: lucas.id, assistenteId: null }))).statusCode).toBe(201);
    const sentOff = 'Lucas Martins não estava em campo aos 80 minutos (foi expulso aos 50).';
    await expectRefused('POST', url, substitution(80, lucas.id, bruno.id), sentOff, { athleteId: sentOff });
    expect((await eventRows()).map((e) => e.tipoEvento).sort()).toEqual(['cartao_vermelho', 'substituicao']);
  });

  test('a substitution of the school names both who left and who came on (400)', async () => {
    const url = `/api/games/${gameId}/events`;
    for (const [payload, field, message] of [
      [eventInput({ tipoEvento: 'substituicao', minuto: 60, athleteId: pedro.id, assistenteId: null }), 'assistenteId', 'Informe quem entrou'],
      [eventInput({ tipoEvento: 'substituicao', minuto: 60, athleteId: null, assistenteId: rafael.id }), 'athleteId', 'Informe quem saiu'],
    ] as const) {
      const res = await call('POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
    expect(await eventRows()).toEqual([]);
  });

  test('a change that would leave an event without its player on the pitch is a 422; undoing a substitution restores the lineup', async () => {
    const sub = (await call('POST', `/api/games/${gameId}/events`, substitution(60, pedro.id, rafael.id))).json();
    const goal = (await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 70, athleteId: rafael.id, assistenteId: null }))).json();
    const orphan = 'Gol aos 70 minutos: Rafael Costa não estava em campo aos 70 minutos (estava no banco de reservas). Altere ou exclua esse evento primeiro.';
    await expectRefused('DELETE', `/api/games/${gameId}/events/${sub.id}`, undefined, orphan);
    const late = 'Gol aos 70 minutos: Rafael Costa não estava em campo aos 70 minutos (só entrou aos 80). Altere ou exclua esse evento primeiro.';
    await expectRefused('PUT', `/api/games/${gameId}/events/${sub.id}`, substitution(80, pedro.id, rafael.id), late);

    // The lineup cannot contradict the events either.
    const entries = await lineupRows();
    const entryId = (athleteId: number) => entries.find((e) => e.athleteId === athleteId)!.id;
    const lineupUrl = (athleteId: number) => `/api/games/${gameId}/lineup/${entryId(athleteId)}`;
    const asStarter = 'Substituição aos 60 minutos: Rafael Costa não estava no banco de reservas aos 60 minutos (começou o jogo como titular). Altere ou exclua esse evento primeiro.';
    await expectRefused('PUT', lineupUrl(rafael.id), lineupInput(rafael.id, { numeroUniforme: 12, titular: true, entradaMinuto: 60 }), asStarter);
    const entry = 'A entrada de Rafael Costa aos 60 minutos vem da substituição registrada nos eventos: para mudá-la, edite a substituição.';
    await expectRefused('PUT', lineupUrl(rafael.id), lineupInput(rafael.id, { numeroUniforme: 12, titular: false, entradaMinuto: 55 }), entry, {
      entradaMinuto: entry,
    });
    const exit = 'A saída de Pedro Henrique Alves aos 60 minutos vem da substituição registrada nos eventos: para mudá-la, edite a substituição.';
    await expectRefused(
      'PUT',
      lineupUrl(pedro.id),
      lineupInput(pedro.id, { numeroUniforme: 9, saidaMinuto: 65, substituido: true, substitutoId: rafael.id }),
      exit,
      { saidaMinuto: exit },
    );
    const replaced = 'Pedro Henrique Alves saiu para Rafael Costa numa substituição registrada nos eventos: para mudá-la, edite a substituição.';
    await expectRefused(
      'PUT',
      lineupUrl(pedro.id),
      lineupInput(pedro.id, { numeroUniforme: 9, saidaMinuto: 60, substituido: true, substitutoId: bruno.id }),
      replaced,
      { substitutoId: replaced },
    );
    const benchedScorer = 'Gol aos 12 minutos: Lucas Martins não estava em campo aos 12 minutos (estava no banco de reservas). Altere ou exclua esse evento primeiro.';
    await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 12, athleteId: lucas.id, assistenteId: null }));
    await expectRefused('PUT', lineupUrl(lucas.id), lineupInput(lucas.id, { numeroUniforme: 10, titular: false }), benchedScorer);
    // What the substitution does not govern still changes.
    const moved = await call('PUT', lineupUrl(pedro.id), lineupInput(pedro.id, { posicao: 'Ponta', numeroUniforme: 9, saidaMinuto: 60, substituido: true, substitutoId: rafael.id }));
    expect(moved.statusCode).toBe(200);

    expect((await call('DELETE', `/api/games/${gameId}/events/${goal.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/games/${gameId}/events/${sub.id}`)).statusCode).toBe(204);
    expect(await entryOf(rafael.id)).toMatchObject({ titular: false, entradaMinuto: 0, saidaMinuto: null });
    expect(await entryOf(pedro.id)).toMatchObject({ posicao: 'Ponta', saidaMinuto: null, substituido: false, substitutoId: null, substituto: null });
  });
});

describe('lineup candidates', () => {
  const today = todayIn(SCHOOL_TIME_ZONE);
  /** Born this many years and a month ago: that age today, away from a birthday. */
  const bornAged = (years: number) => addDays(addYears(today, -years), -30);

  test('staff only; a missing game is a 404', async () => {
    await expectRefusals(ctx, { method: 'GET', url: `/api/games/${gameId}/lineup/candidates` }, STAFF);
    const res = await call('GET', '/api/games/999999/lineup/candidates');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Jogo não encontrado' });
  });

  test("the turma's athletes first, then its category, then the rest; labelled like the roster; none already in the lineup", async () => {
    const enrolled = await makeAthlete(ctx.db, { nomeCompleto: 'Zeferino Turma', dataNascimento: bornAged(16) });
    await makeEnrollment(ctx.db, enrolled.id, teamId);
    const sameCategory = await makeAthlete(ctx.db, { nomeCompleto: 'Zeferino Categoria', dataNascimento: bornAged(10) });
    const younger = await makeAthlete(ctx.db, { nomeCompleto: 'Zeferino Aaron', dataNascimento: bornAged(8) });
    await makeAthlete(ctx.db, { nomeCompleto: 'Zeferino Inativo', dataNascimento: bornAged(10), status: 'inativo' });
    const playing = await makeAthlete(ctx.db, { nomeCompleto: 'Zeferino Escalado', dataNascimento: bornAged(10) });
    await makeLineupEntry(ctx.db, gameId, playing.id);

    const res = await call('GET', `/api/games/${gameId}/lineup/candidates?busca=zeferino`, undefined, professor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 3,
      items: [
        { id: enrolled.id, nomeCompleto: 'Zeferino Turma', fotoUrl: null, sexo: 'M', categoria: 'sub-17', grupo: 'turma' },
        { id: sameCategory.id, nomeCompleto: 'Zeferino Categoria', fotoUrl: null, sexo: 'M', categoria: 'sub-11', grupo: 'categoria' },
        { id: younger.id, nomeCompleto: 'Zeferino Aaron', fotoUrl: null, sexo: 'M', categoria: 'sub-9', grupo: 'outros' },
      ],
    });
    expect(managedTeamCategoryLabels[res.json().items[2].categoria as ManagedTeamCategory]).toBe('Sub-9');
  });
});

describe('player statistics', () => {
  test('the fields the events cannot count are stored; counted ones sent along are ignored', async () => {
    await call('POST', `/api/games/${gameId}/events`, eventInput({ assistenteId: null }));
    const res = await call(
      'PUT',
      `/api/games/${gameId}/stats/${pedro.id}`,
      { minutosJogados: '90', faltas: 2, faltasSofridas: '3', chutesGol: 4, chutesForaGol: '', defesas: 0, observacoes: ' Bom jogo ', gols: 7, cartoesAmarelos: 5 },
      professor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      athleteId: pedro.id,
      athlete: { id: pedro.id, nomeCompleto: 'Pedro Henrique Alves' },
      gols: 1,
      assistencias: 0,
      cartoesAmarelos: 0,
      cartoesVermelhos: 0,
      minutosJogados: 90,
      faltas: 2,
      faltasSofridas: 3,
      chutesGol: 4,
      chutesForaGol: 0,
      defesas: 0,
      observacoes: 'Bom jogo',
    });
    const [row] = await ctx.db.select().from(gamePlayerStats).where(and(eq(gamePlayerStats.gameId, gameId), eq(gamePlayerStats.athleteId, pedro.id)));
    expect(row).toMatchObject({ gols: 1, minutosJogados: 90, faltas: 2 });
    // A later event recount keeps what was typed.
    await call('POST', `/api/games/${gameId}/events`, eventInput({ minuto: 70, assistenteId: null }));
    expect((await call('GET', `/api/games/${gameId}/stats`)).json()[0]).toMatchObject({ gols: 2, minutosJogados: 90, faltas: 2 });
  });

  test.each([
    ['minutosJogados', { minutosJogados: 301 }, 'Minutos jogados deve ser um inteiro de 0 a 300'],
    ['faltas', { faltas: -1 }, 'Informe um número inteiro de 0 a 999'],
    ['defesas', { defesas: '1,5' }, 'Informe um número inteiro de 0 a 999'],
  ])('%s %j → "%s"', async (field, override, message) => {
    const res = await call('PUT', `/api/games/${gameId}/stats/${pedro.id}`, override);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });

  test('an athlete outside the lineup has no statistics here (404)', async () => {
    const res = await call('PUT', `/api/games/${gameId}/stats/${(await makeAthlete(ctx.db))!.id}`, { faltas: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'O atleta não está na escalação deste jogo' });
  });
});
