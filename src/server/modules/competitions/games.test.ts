import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROLES, STAFF } from '@domain/roles';
import { auditLog, gameEvents, gameLineups, games } from '../../db/schema/index';
import { gameInput, makeChampionship, makeExternalTeam, makeGame, makeLineupEntry } from '../../test/competitions-factories';
import { makeAthlete, makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let cliente: Record<string, string>;
let team: { id: number; nome: string };
let externalTeamId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  cliente = (await signedIn(ctx.db, 'cliente')).headers;
  const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
  team = await makeTeam(ctx.db, unit!.id, { nome: 'Futebol Sub-11 Manhã', categoria: 'Sub-11', modalidade: 'Futebol' });
  externalTeamId = (await makeExternalTeam(ctx.db, { nome: 'Tigres da Vila', categoria: 'Sub-11' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });
const input = (overrides: Record<string, unknown> = {}) => gameInput(team.id, externalTeamId, overrides);
const stored = async (id: number) => (await ctx.db.select().from(games).where(eq(games.id, id)))[0];

describe('refusals', () => {
  test.each([
    ['GET', '/api/games'],
    ['GET', '/api/games/1'],
  ] as const)('%s %s: every signed-in role reads, nobody without a session', async (method, url) => {
    await expectRefusals(ctx, { method, url }, ALL_ROLES);
  });

  test.each([
    ['POST', '/api/games'],
    ['PUT', '/api/games/1'],
    ['DELETE', '/api/games/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url) => {
    await makeGame(ctx.db, team.id, externalTeamId);
    const before = await ctx.db.select().from(games);
    await expectRefusals(ctx, { method, url, payload: input() }, STAFF);
    expect(await ctx.db.select().from(games)).toEqual(before);
  });

  test.each([
    ['POST', '/api/games'],
    ['PUT', '/api/games/1'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400', async (id) => {
    expect((await call('GET', `/api/games/${id}`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/games/${id}`, input())).statusCode).toBe(400);
    expect((await call('DELETE', `/api/games/${id}`)).statusCode).toBe(400);
  });

  test.each([
    ['pageSize', 'pageSize=7', 'Tamanho de página inválido'],
    ['status', 'status=suspenso', 'Status inválido'],
    ['championshipId', 'championshipId=abc', 'Campeonato inválido'],
  ])('list query %s (%s) → "%s"', async (field, query, message) => {
    const res = await call('GET', `/api/games?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { [field]: message } });
  });
});

describe('create', () => {
  test('a professor creates a game: São Paulo wall clock stored as the instant, team names joined, audited', async () => {
    const championship = await makeChampionship(ctx.db, { nome: 'Copa Primavera' });
    const res = await call('POST', '/api/games', input({ championshipId: String(championship!.id), fase: 'Grupos', rodada: '1' }), professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      championshipId: championship!.id,
      championship: { id: championship!.id, nome: 'Copa Primavera' },
      homeTeamId: team.id,
      turma: { id: team.id, nome: 'Futebol Sub-11 Manhã', categoria: 'Sub-11', modalidade: 'Futebol' },
      awayTeamId: externalTeamId,
      adversario: { id: externalTeamId, nome: 'Tigres da Vila', categoria: 'Sub-11', modalidade: 'futebol' },
      homeTeamExternal: false,
      awayTeamInternal: false,
      dataHora: '2025-10-04T12:30:00.000Z',
      local: 'Campo do Ibirapuera',
      natureza: 'amistoso',
      fase: 'Grupos',
      rodada: '1',
      placarCasa: null,
      placarVisitante: null,
      status: 'agendado',
      arbitro: null,
      gols: { casa: 0, visitante: 0 },
      placarSegueGols: true,
    });
    expect((await stored(body.id))!.dataHora.toISOString()).toBe('2025-10-04T12:30:00.000Z');
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'games'));
    expect(log).toMatchObject({ action: 'create', entityId: body.id });
  });

  test('an instant with an offset is taken as is; playing away sets both side flags; a score may be given', async () => {
    const res = await call('POST', '/api/games', input({ dataHora: '2025-12-20T20:00:00-03:00', homeTeamExternal: true, placarCasa: '2', placarVisitante: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      dataHora: '2025-12-20T23:00:00.000Z',
      homeTeamExternal: true,
      awayTeamInternal: true,
      placarCasa: 2,
      placarVisitante: 0,
      championship: null,
      placarSegueGols: false,
    });
  });

  test.each([
    ['dataHora', { dataHora: '' }, 'Data e hora são obrigatórias'],
    ['dataHora', { dataHora: undefined }, 'Data e hora são obrigatórias'],
    ['dataHora', { dataHora: '2025-02-30T10:00' }, 'Data e hora inválidas'],
    ['dataHora', { dataHora: '04/10/2025 09:30' }, 'Data e hora inválidas'],
    ['dataHora', { dataHora: '2025-10-04T25:00' }, 'Data e hora inválidas'],
    ['local', { local: '  ' }, 'Local é obrigatório'],
    ['natureza', { natureza: '' }, 'Natureza é obrigatória'],
    ['natureza', { natureza: 'festival' }, 'Natureza inválida'],
    ['homeTeamId', { homeTeamId: '' }, 'Equipe da escola é obrigatória'],
    ['awayTeamId', { awayTeamId: null }, 'Equipe adversária é obrigatória'],
    ['championshipId', { championshipId: 'x' }, 'Campeonato inválido'],
    ['placarCasa', { placarCasa: -1 }, 'Placar deve ser um número inteiro maior ou igual a zero'],
    ['placarVisitante', { placarVisitante: '1.5' }, 'Placar deve ser um número inteiro maior ou igual a zero'],
    ['placarVisitante', { placarVisitante: 'dois' }, 'Placar deve ser um número inteiro maior ou igual a zero'],
    ['status', { status: 'suspenso' }, 'Status inválido'],
    ['homeTeamExternal', { homeTeamExternal: 'talvez' }, 'Mando de campo inválido'],
  ])('%s %j → "%s", nothing stored', async (field, override, message) => {
    const before = await ctx.db.select().from(games);
    const res = await call('POST', '/api/games', input(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(games)).toEqual(before);
  });

  test.each(['amistoso', 'oficial', 'treino', 'peneira'])('nature %s is accepted', async (natureza) => {
    expect((await call('POST', '/api/games', input({ natureza }))).statusCode).toBe(201);
  });

  test('unknown teams or championship, and an inactive opponent, are refused on their field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ homeTeamId: 999999 }, 'homeTeamId', 'Turma não encontrada'],
      [{ awayTeamId: 999999 }, 'awayTeamId', 'Equipe adversária não encontrada'],
      [{ awayTeamId: (await makeExternalTeam(ctx.db, { ativo: false }))!.id }, 'awayTeamId', 'Equipe adversária inativa'],
      [{ championshipId: 999999 }, 'championshipId', 'Campeonato não encontrado'],
    ];
    for (const [override, field, message] of cases) {
      const res = await call('POST', '/api/games', input(override));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }
  });
});

describe("the opponent plays the game's modality", () => {
  test('a futsal opponent for a futebol turma is a 422 on create and on edit, nothing stored', async () => {
    const futsal = await makeExternalTeam(ctx.db, { nome: 'Leões do Salão', modalidade: 'futsal' });
    const message = 'A equipe adversária é de Futsal e o jogo é de Futebol, a modalidade da turma: escolha um adversário de Futebol.';
    const before = await ctx.db.select().from(games);
    const created = await call('POST', '/api/games', input({ awayTeamId: futsal!.id }));
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({ message, errors: { awayTeamId: message } });
    expect(await ctx.db.select().from(games)).toEqual(before);

    const game = await makeGame(ctx.db, team.id, externalTeamId);
    const edited = await call('PUT', `/api/games/${game!.id}`, input({ awayTeamId: futsal!.id }));
    expect(edited.statusCode).toBe(422);
    expect(edited.json()).toEqual({ message, errors: { awayTeamId: message } });
    expect(await stored(game!.id)).toMatchObject({ awayTeamId: externalTeamId });
  });

  test('a futsal turma plays a futsal opponent; a turma of a sport without competitions has none', async () => {
    const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
    const futsalTeam = await makeTeam(ctx.db, unit!.id, { nome: 'Futsal Sub-9', categoria: 'Sub-9', modalidade: 'Futsal' });
    const futsal = await makeExternalTeam(ctx.db, { nome: 'Leões do Salão', modalidade: 'futsal', categoria: 'Sub-9' });
    expect((await call('POST', '/api/games', gameInput(futsalTeam.id, futsal!.id))).statusCode).toBe(201);
    const refused = await call('POST', '/api/games', gameInput(futsalTeam.id, externalTeamId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('A equipe adversária é de Futebol e o jogo é de Futsal, a modalidade da turma: escolha um adversário de Futsal.');

    const swimming = await makeTeam(ctx.db, unit!.id, { nome: 'Natação Infantil', modalidade: 'Natação' });
    const none = await call('POST', '/api/games', gameInput(swimming.id, externalTeamId));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('A turma Natação Infantil é de Natação, que não tem jogos contra adversários: escolha uma turma de Futebol, Futsal, Basquete, Vôlei ou Handebol.');
  });
});

describe('read', () => {
  test('a cliente lists games, newest first; search by location, nature or a team name, accents ignored', async () => {
    const rival = await makeExternalTeam(ctx.db, { nome: 'Jacarés do Pântano' });
    const a = await makeGame(ctx.db, team.id, externalTeamId, { local: 'Estádio São Januário', natureza: 'oficial', dataHora: new Date('2030-05-01T12:00:00Z') });
    const b = await makeGame(ctx.db, team.id, rival!.id, { local: 'Quadra Coberta', natureza: 'peneira', dataHora: new Date('2030-06-01T12:00:00Z') });
    const ids = async (query: string) => {
      const res = await call('GET', `/api/games?${query}`, undefined, cliente);
      expect(res.statusCode).toBe(200);
      return (res.json().items as { id: number }[]).map((g) => g.id);
    };
    expect(await ids('busca=sao januario')).toEqual([a!.id]);
    expect(await ids('busca=PENEIRA')).toContain(b!.id);
    expect(await ids('busca=PENEIRA')).not.toContain(a!.id);
    expect(await ids('busca=jacares')).toEqual([b!.id]);
    const first = (await call('GET', '/api/games?pageSize=10', undefined, cliente)).json();
    expect(first.items.slice(0, 2).map((g: { id: number }) => g.id)).toEqual([b!.id, a!.id]);
    expect(first.total).toBe((await ctx.db.select().from(games)).length);
    expect(first.items[0]).toMatchObject({ turma: { nome: 'Futebol Sub-11 Manhã' }, adversario: { nome: 'Jacarés do Pântano' } });
  });

  test('filters by status and championship', async () => {
    const championship = await makeChampionship(ctx.db);
    const inIt = await makeGame(ctx.db, team.id, externalTeamId, { championshipId: championship!.id, status: 'adiado' });
    await makeGame(ctx.db, team.id, externalTeamId, { status: 'adiado' });
    const byChampionship = (await call('GET', `/api/games?championshipId=${championship!.id}`)).json();
    expect(byChampionship.items.map((g: { id: number }) => g.id)).toEqual([inIt!.id]);
    const postponed = (await call('GET', '/api/games?status=adiado')).json();
    expect(postponed.total).toBe(2);
  });

  test('a missing game is a 404', async () => {
    const res = await call('GET', '/api/games/999999', undefined, cliente);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Jogo não encontrado' });
  });
});

describe('update and delete', () => {
  test('any status may be set, the score set and cleared, and the championship removed', async () => {
    const championship = await makeChampionship(ctx.db);
    const game = await makeGame(ctx.db, team.id, externalTeamId, { championshipId: championship!.id });
    for (const status of ['andamento', 'finalizado', 'cancelado', 'adiado', 'agendado']) {
      const res = await call('PUT', `/api/games/${game!.id}`, input({ status, championshipId: championship!.id }), professor);
      expect(res.statusCode).toBe(200);
      expect((await stored(game!.id))!.status).toBe(status);
    }
    const scored = await call('PUT', `/api/games/${game!.id}`, input({ placarCasa: 3, placarVisitante: 1, championshipId: 'nenhum' }));
    expect(scored.json()).toMatchObject({ placarCasa: 3, placarVisitante: 1, championshipId: null, championship: null });
    const cleared = await call('PUT', `/api/games/${game!.id}`, input({ placarCasa: '', placarVisitante: null }));
    expect(cleared.json()).toMatchObject({ placarCasa: null, placarVisitante: null });
    expect(await stored(game!.id)).toMatchObject({ placarCasa: null, placarVisitante: null, championshipId: null });
    expect((await call('PUT', '/api/games/999999', input())).statusCode).toBe(404);
  });

  test('an inactive opponent may stay on its game but not be newly chosen', async () => {
    const retired = await makeExternalTeam(ctx.db, { ativo: false });
    const game = await makeGame(ctx.db, team.id, retired!.id);
    expect((await call('PUT', `/api/games/${game!.id}`, gameInput(team.id, retired!.id))).statusCode).toBe(200);
    const other = await makeGame(ctx.db, team.id, externalTeamId);
    const res = await call('PUT', `/api/games/${other!.id}`, gameInput(team.id, retired!.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Equipe adversária inativa');
  });

  test('the side cannot change once events are recorded (409); without events it can', async () => {
    const game = await makeGame(ctx.db, team.id, externalTeamId);
    expect((await call('PUT', `/api/games/${game!.id}`, input({ homeTeamExternal: true }))).statusCode).toBe(200);
    await ctx.db.insert(gameEvents).values({ gameId: game!.id, tipoEvento: 'gol', minuto: 3, timeEvento: 'casa' });
    const res = await call('PUT', `/api/games/${game!.id}`, input({ homeTeamExternal: false }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Não é possível trocar o mando de campo de um jogo com eventos registrados: o lado de cada evento deixaria de valer. Exclua os eventos primeiro.',
    );
    expect((await stored(game!.id))!.homeTeamExternal).toBe(true);
  });

  test('a game is deleted with its sheet', async () => {
    const game = await makeGame(ctx.db, team.id, externalTeamId);
    const athlete = await makeAthlete(ctx.db);
    await makeLineupEntry(ctx.db, game!.id, athlete!.id);
    await ctx.db.insert(gameEvents).values({ gameId: game!.id, athleteId: athlete!.id, tipoEvento: 'gol', minuto: 10, timeEvento: 'casa' });
    const res = await call('DELETE', `/api/games/${game!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await stored(game!.id)).toBeUndefined();
    expect(await ctx.db.select().from(gameLineups).where(eq(gameLineups.gameId, game!.id))).toEqual([]);
    expect(await ctx.db.select().from(gameEvents).where(eq(gameEvents.gameId, game!.id))).toEqual([]);
    const again = await call('DELETE', `/api/games/${game!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Jogo não encontrado' });
  });
});
