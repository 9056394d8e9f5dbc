import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, addYears, SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { STAFF } from '@domain/roles';
import { auditLog, managedTeams, teamAthleteHistory, teamAthletes } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { makeManagedTeam, managedTeamInput } from '../../test/rosters-factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let professorId: number;
let companyId: number;
let unitId: number;
const today = todayIn(SCHOOL_TIME_ZONE);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  const prof = await signedIn(ctx.db, 'professor', { nome: 'Paulo' });
  professor = prof.headers;
  professorId = prof.user!.id;
  companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Vila Mariana' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const storedTeam = async (id: number) => (await ctx.db.select().from(managedTeams).where(eq(managedTeams.id, id)))[0];
const storedLinks = (teamId: number) => ctx.db.select().from(teamAthletes).where(eq(teamAthletes.teamId, teamId));
const storedHistory = (teamId: number) =>
  ctx.db.select().from(teamAthleteHistory).where(eq(teamAthleteHistory.teamId, teamId)).orderBy(teamAthleteHistory.id);

const add = (teamId: number, athleteId: number, extra: Record<string, unknown> = {}, headers = professor) =>
  call('POST', `/api/managed-teams/${teamId}/athletes`, { athleteId, ...extra }, headers);

/** A team with the given athletes already added through the API. */
async function teamWith(count: number, overrides: Parameters<typeof makeManagedTeam>[2] = {}) {
  const team = await makeManagedTeam(ctx.db, unitId, overrides);
  const athletes = [];
  for (let i = 0; i < count; i++) {
    const athlete = await makeAthlete(ctx.db);
    expect((await add(team!.id, athlete!.id)).statusCode).toBe(201);
    athletes.push(athlete);
  }
  return { team, athletes };
}

describe('refusals', () => {
  test.each([
    ['GET', '/api/managed-teams'],
    ['GET', '/api/managed-teams/1'],
    ['POST', '/api/managed-teams'],
    ['DELETE', '/api/managed-teams/1'],
    ['GET', '/api/managed-teams/1/athletes'],
    ['GET', '/api/managed-teams/1/available-athletes'],
    ['GET', '/api/managed-teams/1/history'],
    ['POST', '/api/managed-teams/1/athletes'],
    ['PUT', '/api/managed-teams/1/athletes/1'],
    ['PUT', '/api/managed-teams/1/athletes/1/toggle-status'],
    ['DELETE', '/api/managed-teams/1/athletes/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente', async (method, url) => {
    const { team, athletes } = await teamWith(1);
    const path = url.replace('/managed-teams/1', `/managed-teams/${team!.id}`).replace('/athletes/1', `/athletes/${athletes[0]!.id}`);
    const payload = { ...managedTeamInput(unitId), athleteId: athletes[0]!.id, dataEntrada: today, ativo: false };
    const before = [await ctx.db.select().from(managedTeams), await storedLinks(team!.id), await storedHistory(team!.id)];
    await expectRefusals(ctx, { method, url: path, payload }, STAFF);
    expect([await ctx.db.select().from(managedTeams), await storedLinks(team!.id), await storedHistory(team!.id)]).toEqual(before);
  });

  test.each([
    ['POST', '/api/managed-teams'],
    ['POST', '/api/managed-teams/:id/athletes'],
    ['PUT', '/api/managed-teams/:id/athletes/:athleteId'],
    ['PUT', '/api/managed-teams/:id/athletes/:athleteId/toggle-status'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    const { team, athletes } = await teamWith(1);
    await expectNoServerErrorForMalformedBodies(ctx, { method, url: url.replace(':id', String(team!.id)).replace(':athleteId', String(athletes[0]!.id)) }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/managed-teams/${id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/managed-teams/${id}`)).statusCode).toBe(400);
    expect((await call('GET', `/api/managed-teams/${id}/history`)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/managed-teams/1/athletes/${id}`)).statusCode).toBe(400);
    expect((await call('PUT', `/api/managed-teams/${id}/athletes/1/toggle-status`, { ativo: true })).statusCode).toBe(400);
  });
});

describe('create a team', () => {
  test('stores it with the defaults (ativa, 25 places) and answers it with its unit', async () => {
    const res = await call('POST', '/api/managed-teams', { nome: ' Sub-13 Competição ', categoria: 'sub-13', modalidade: 'futsal', unitId: String(unitId) }, professor);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      nome: 'Sub-13 Competição',
      categoria: 'sub-13',
      modalidade: 'futsal',
      status: 'ativa',
      numeroMaximoAtletas: 25,
      unitId,
      unit: { id: unitId, nome: 'Unidade Vila Mariana' },
      atletasAtivos: 0,
      tecnicoResponsavel: null,
    });
    expect(Number.isNaN(Date.parse(body.createdAt))).toBe(false);
    expect(await storedTeam(body.id)).toMatchObject({ nome: 'Sub-13 Competição', numeroMaximoAtletas: 25, status: 'ativa' });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'managed_teams'), eq(auditLog.entityId, body.id)));
    expect(log).toMatchObject({ action: 'create', userId: professorId });
  });

  test('keeps the optional fields and a maximum given as the form text', async () => {
    const res = await call(
      'POST',
      '/api/managed-teams',
      managedTeamInput(unitId, { numeroMaximoAtletas: '18', tecnicoResponsavel: 'Marcos Lima', corUniforme: 'Azul', observacoes: 'Treina às terças' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ numeroMaximoAtletas: 18, tecnicoResponsavel: 'Marcos Lima', corUniforme: 'Azul', observacoes: 'Treina às terças' });
  });

  const REQUIRED = 'Por favor, preencha todos os campos obrigatórios.';
  const RANGE = 'O número máximo de atletas deve estar entre 1 e 50';
  test.each([
    ['nome', { nome: '  ' }, REQUIRED],
    ['nome', { nome: undefined }, REQUIRED],
    ['categoria', { categoria: '' }, REQUIRED],
    ['categoria', { categoria: undefined }, REQUIRED],
    ['categoria', { categoria: 'sub-99' }, 'Categoria inválida'],
    ['modalidade', { modalidade: '' }, REQUIRED],
    ['modalidade', { modalidade: 'xadrez' }, 'Modalidade inválida'],
    ['unitId', { unitId: '' }, REQUIRED],
    ['unitId', { unitId: undefined }, REQUIRED],
    ['status', { status: 'ativo' }, 'Status inválido'],
    ['numeroMaximoAtletas', { numeroMaximoAtletas: 0 }, RANGE],
    ['numeroMaximoAtletas', { numeroMaximoAtletas: 51 }, RANGE],
    ['numeroMaximoAtletas', { numeroMaximoAtletas: '2.5' }, RANGE],
    ['numeroMaximoAtletas', { numeroMaximoAtletas: -3 }, RANGE],
    ['numeroMaximoAtletas', { numeroMaximoAtletas: 'muitos' }, RANGE],
  ])('%s %j → "%s"', async (field, override, message) => {
    const before = await ctx.db.select().from(managedTeams);
    const res = await call('POST', '/api/managed-teams', managedTeamInput(unitId, override));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(managedTeams)).toEqual(before);
  });

  test('a blank form answers the one message of spec 2 §5', async () => {
    const res = await call('POST', '/api/managed-teams', { nome: '', categoria: '', modalidade: 'futebol', unitId: '' });
    expect(res.json()).toEqual({ message: REQUIRED, errors: { nome: REQUIRED, categoria: REQUIRED, unitId: REQUIRED } });
  });

  test('1 and 50 are the limits of the maximum', async () => {
    for (const max of [1, 50]) {
      const res = await call('POST', '/api/managed-teams', managedTeamInput(unitId, { numeroMaximoAtletas: max }));
      expect(res.statusCode).toBe(201);
      expect(res.json().numeroMaximoAtletas).toBe(max);
    }
  });

  test('an unknown or inactive unit is refused on the unitId field', async () => {
    const unknown = await call('POST', '/api/managed-teams', managedTeamInput(999999));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Unidade não encontrada', errors: { unitId: 'Unidade não encontrada' } });
    const inactive = await makeUnit(ctx.db, companyId, { status: 'inativo' });
    const res = await call('POST', '/api/managed-teams', managedTeamInput(inactive!.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Unidade inativa', errors: { unitId: 'Unidade inativa' } });
  });
});

describe('read teams', () => {
  test('the list is sorted by name as a Brazilian reads it and counts only active athletes', async () => {
    const { team } = await teamWith(3, { nome: 'Águias Sub-15' });
    await makeManagedTeam(ctx.db, unitId, { nome: 'Zebras Adulto' });
    await makeManagedTeam(ctx.db, unitId, { nome: 'abelhas Sub-9' });
    const [first] = await storedLinks(team!.id);
    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${first!.athleteId}/toggle-status`, { ativo: false });

    const res = await call('GET', '/api/managed-teams', undefined, professor);
    expect(res.statusCode).toBe(200);
    const list: { nome: string; atletasAtivos: number; unit: { nome: string } }[] = res.json();
    const names = list.map((t) => t.nome).filter((n) => ['Águias Sub-15', 'Zebras Adulto', 'abelhas Sub-9'].includes(n));
    expect(names).toEqual(['abelhas Sub-9', 'Águias Sub-15', 'Zebras Adulto']);
    expect(list.find((t) => t.nome === 'Águias Sub-15')).toMatchObject({ atletasAtivos: 2, unit: { nome: 'Unidade Vila Mariana' } });
  });

  test('one team, and a missing one', async () => {
    const { team } = await teamWith(1);
    const res = await call('GET', `/api/managed-teams/${team!.id}`);
    expect(res.json()).toMatchObject({ id: team!.id, nome: team!.nome, atletasAtivos: 1, unit: { id: unitId } });
    const missing = await call('GET', '/api/managed-teams/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Equipe não encontrada' });
  });
});

describe('delete a team', () => {
  test('takes its roster and history with it', async () => {
    const { team } = await teamWith(2);
    const res = await call('DELETE', `/api/managed-teams/${team!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await storedTeam(team!.id)).toBeUndefined();
    expect(await storedLinks(team!.id)).toEqual([]);
    expect(await storedHistory(team!.id)).toEqual([]);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'managed_teams'), eq(auditLog.action, 'delete'), eq(auditLog.entityId, team!.id)));
    expect(log).toBeDefined();
    expect((await call('DELETE', `/api/managed-teams/${team!.id}`)).json()).toEqual({ message: 'Equipe não encontrada' });
  });
});

describe('add an athlete', () => {
  test('stores the link and an "adicionado" history row by the same user', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Lucas Almeida', email: 'lucas@familia.com.br' });
    const res = await add(team!.id, athlete!.id, { posicaoPreferencial: 'goleiro', dataEntrada: '2025-02-03', observacoes: 'Veio da escolinha' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      teamId: team!.id,
      athleteId: athlete!.id,
      posicaoPreferencial: 'goleiro',
      dataEntrada: '2025-02-03',
      dataSaida: null,
      observacoes: 'Veio da escolinha',
      ativo: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      athlete: { id: athlete!.id, nomeCompleto: 'Lucas Almeida', fotoUrl: null, telefone: '11987654321', email: 'lucas@familia.com.br' },
    });
    expect(await storedHistory(team!.id)).toEqual([
      expect.objectContaining({
        athleteId: athlete!.id,
        acao: 'adicionado',
        posicaoAnterior: null,
        posicaoNova: 'goleiro',
        observacoes: 'Veio da escolinha',
        usuarioResponsavel: professorId,
      }),
    ]);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'add-athlete'), eq(auditLog.entityId, team!.id)));
    expect(log).toMatchObject({ entity: 'managed_teams', userId: professorId });
  });

  test('without a date the athlete enters today, in the school time zone; blanks are stored as null', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    const res = await add(team!.id, athlete!.id, { posicaoPreferencial: ' ', dataEntrada: '', observacoes: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ dataEntrada: today, posicaoPreferencial: null, observacoes: null });
  });

  test.each([
    ['athleteId', {}, 'Selecione um atleta'],
    ['athleteId', { athleteId: '' }, 'Selecione um atleta'],
    ['athleteId', { athleteId: 0 }, 'Selecione um atleta'],
    ['dataEntrada', { athleteId: 1, dataEntrada: '2025-02-30' }, 'Data de entrada inválida'],
    ['posicaoPreferencial', { athleteId: 1, posicaoPreferencial: 'x'.repeat(51) }, 'Máximo de 50 caracteres'],
  ])('%s %j → "%s"', async (field, body, message) => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const res = await call('POST', `/api/managed-teams/${team!.id}/athletes`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await storedLinks(team!.id)).toEqual([]);
  });

  test('an unknown athlete is a 400 on athleteId; an unknown team a 404', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const res = await add(team!.id, 999999);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Atleta não encontrado', errors: { athleteId: 'Atleta não encontrado' } });
    const athlete = await makeAthlete(ctx.db);
    const missing = await add(999999, athlete!.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Equipe não encontrada' });
  });

  test('an athlete inactive in the school is refused (409)', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db, { status: 'inativo' });
    const res = await add(team!.id, athlete!.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O atleta está inativo no cadastro da escola. Reative o cadastro do atleta primeiro.' });
    expect(await storedLinks(team!.id)).toEqual([]);
    expect(await storedHistory(team!.id)).toEqual([]);
  });

  test('the same athlete twice is refused (409), even while inactive in the team, and writes no history', async () => {
    const { team, athletes } = await teamWith(1);
    const again = await add(team!.id, athletes[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Este atleta já faz parte da equipe.' });
    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`, { ativo: false });
    expect((await add(team!.id, athletes[0]!.id)).json()).toEqual({ message: 'Este atleta já faz parte da equipe.' });
    expect(await storedLinks(team!.id)).toHaveLength(1);
    expect((await storedHistory(team!.id)).map((h) => h.acao)).toEqual(['adicionado', 'alterado']);
  });

  test('beyond the maximum is refused (409); an inactive athlete frees a place', async () => {
    const { team, athletes } = await teamWith(2, { numeroMaximoAtletas: 2 });
    const third = await makeAthlete(ctx.db);
    const full = await add(team!.id, third!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({
      message: 'A equipe já atingiu o limite de 2 atletas ativos. Inative ou remova um atleta antes de adicionar outro.',
    });
    expect(await storedLinks(team!.id)).toHaveLength(2);
    expect(await storedHistory(team!.id)).toHaveLength(2);

    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`, { ativo: false });
    expect((await add(team!.id, third!.id)).statusCode).toBe(201);
  });

  test('a team of one place says so in the singular', async () => {
    const { team } = await teamWith(1, { numeroMaximoAtletas: 1 });
    const res = await add(team!.id, (await makeAthlete(ctx.db))!.id);
    expect(res.json().message).toBe('A equipe já atingiu o limite de 1 atleta ativo. Inative ou remova um atleta antes de adicionar outro.');
  });

  test('concurrent adds never go past the maximum: the team row is locked while counting', async () => {
    const team = await makeManagedTeam(ctx.db, unitId, { numeroMaximoAtletas: 3 });
    const candidates = await Promise.all(Array.from({ length: 8 }, () => makeAthlete(ctx.db)));
    const results = await Promise.all(candidates.map((a) => add(team!.id, a!.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect(await storedLinks(team!.id)).toHaveLength(3);
    expect(await storedHistory(team!.id)).toHaveLength(3);
  });

  test('the same athlete added twice at once is stored once', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    const results = await Promise.all([add(team!.id, athlete!.id), add(team!.id, athlete!.id), add(team!.id, athlete!.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await storedLinks(team!.id)).toHaveLength(1);
    expect(await storedHistory(team!.id)).toHaveLength(1);
  });
});

describe('edit an athlete in the team', () => {
  test('a position change writes "alterado" with the old and new positions', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await add(team!.id, athlete!.id, { posicaoPreferencial: 'zagueiro', dataEntrada: '2025-03-01' });
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`, {
      posicaoPreferencial: 'volante',
      dataEntrada: '2025-03-01',
      observacoes: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ posicaoPreferencial: 'volante', dataEntrada: '2025-03-01', athlete: { id: athlete!.id } });
    const [, change] = await storedHistory(team!.id);
    expect(change).toMatchObject({ acao: 'alterado', posicaoAnterior: 'zagueiro', posicaoNova: 'volante', observacoes: null });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'update-athlete'), eq(auditLog.entityId, team!.id)));
    expect(log).toBeDefined();
  });

  test('a new entry date and new notes are named in the history; the position columns stay empty', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await add(team!.id, athlete!.id, { posicaoPreferencial: 'atacante', dataEntrada: '2025-03-01' });
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`, {
      posicaoPreferencial: 'atacante',
      dataEntrada: '2025-03-10',
      observacoes: 'Capitão no torneio',
    });
    expect(res.json()).toMatchObject({ dataEntrada: '2025-03-10', observacoes: 'Capitão no torneio' });
    const [, change] = await storedHistory(team!.id);
    expect(change).toMatchObject({
      acao: 'alterado',
      posicaoAnterior: null,
      posicaoNova: null,
      observacoes: 'Data de entrada: 01/03/2025 → 10/03/2025; Observações atualizadas',
    });
  });

  test('saving without a change writes no history', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await add(team!.id, athlete!.id, { posicaoPreferencial: 'goleiro', dataEntrada: '2025-03-01', observacoes: 'Alto' });
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`, {
      posicaoPreferencial: 'goleiro',
      dataEntrada: '2025-03-01',
      observacoes: ' Alto ',
    });
    expect(res.statusCode).toBe(200);
    expect(await storedHistory(team!.id)).toHaveLength(1);
  });

  test.each([
    ['dataEntrada', { dataEntrada: '' }, 'Data de entrada é obrigatória'],
    ['dataEntrada', { dataEntrada: '01/03/2025' }, 'Data de entrada é obrigatória'],
    ['observacoes', { dataEntrada: '2025-03-01', observacoes: 'x'.repeat(1001) }, 'Máximo de 1000 caracteres'],
  ])('%s %j → "%s"', async (field, body, message) => {
    const { team, athletes } = await teamWith(1);
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(await storedHistory(team!.id)).toHaveLength(1);
  });

  test('an athlete outside the team is a 404', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const outsider = await makeAthlete(ctx.db);
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${outsider!.id}`, { dataEntrada: today });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Atleta não encontrado na equipe' });
  });
});

describe('activate and deactivate', () => {
  test('deactivating sets the exit date to today; reactivating clears it; each writes history', async () => {
    const { team, athletes } = await teamWith(1);
    const url = `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`;
    const off = await call('PUT', url, { ativo: false }, professor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ ativo: false, dataSaida: today });
    const on = await call('PUT', url, { ativo: true }, professor);
    expect(on.json()).toMatchObject({ ativo: true, dataSaida: null });
    const [, deactivated, reactivated] = await storedHistory(team!.id);
    expect(deactivated).toMatchObject({ acao: 'alterado', observacoes: 'Atleta inativado na equipe', usuarioResponsavel: professorId });
    expect(reactivated).toMatchObject({ acao: 'alterado', observacoes: 'Atleta reativado na equipe', usuarioResponsavel: professorId });
  });

  test('asking for the status it already has is a 409 and writes nothing', async () => {
    const { team, athletes } = await teamWith(1);
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`, { ativo: true });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'O atleta já está ativo na equipe.' });
    expect(await storedHistory(team!.id)).toHaveLength(1);
  });

  test('reactivating in a full team is refused (409)', async () => {
    const { team, athletes } = await teamWith(2, { numeroMaximoAtletas: 2 });
    const url = `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`;
    await call('PUT', url, { ativo: false });
    await add(team!.id, (await makeAthlete(ctx.db))!.id);
    const res = await call('PUT', url, { ativo: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A equipe já atingiu o limite de 2 atletas ativos. Inative ou remova um atleta antes de adicionar outro.');
    const [link] = await ctx.db.select().from(teamAthletes).where(and(eq(teamAthletes.teamId, team!.id), eq(teamAthletes.athleteId, athletes[0]!.id)));
    expect(link!.ativo).toBe(false);
  });

  test('an athlete inactive in the school cannot be reactivated in the team', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await add(team!.id, athlete!.id);
    const url = `/api/managed-teams/${team!.id}/athletes/${athlete!.id}/toggle-status`;
    await call('PUT', url, { ativo: false });
    await call('PATCH', `/api/athletes/${athlete!.id}/inactivate`);
    const res = await call('PUT', url, { ativo: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('O atleta está inativo no cadastro da escola. Reative o cadastro do atleta primeiro.');
  });

  test.each([[{}], [{ ativo: 'true' }], [{ ativo: null }]])('body %j → 400', async (body) => {
    const { team, athletes } = await teamWith(1);
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[0]!.id}/toggle-status`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.ativo).toBe('Informe se o atleta fica ativo ou inativo');
  });

  test('an athlete outside the team is a 404', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const res = await call('PUT', `/api/managed-teams/${team!.id}/athletes/999999/toggle-status`, { ativo: false });
    expect(res.json()).toEqual({ message: 'Atleta não encontrado na equipe' });
  });
});

describe('remove an athlete', () => {
  test('deletes the link and keeps a "removido" row with the last position', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db);
    await add(team!.id, athlete!.id, { posicaoPreferencial: 'lateral-direito' });
    const res = await call('DELETE', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await storedLinks(team!.id)).toEqual([]);
    const [, removed] = await storedHistory(team!.id);
    expect(removed).toMatchObject({ acao: 'removido', athleteId: athlete!.id, posicaoAnterior: 'lateral-direito', usuarioResponsavel: professorId });
    const again = await call('DELETE', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Atleta não encontrado na equipe' });
    expect((await add(team!.id, athlete!.id)).statusCode).toBe(201);
  });
});

describe('the roster and its history', () => {
  test('the roster lists active athletes first, then by name', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const names = ['Bruno Dias', 'Álvaro Reis', 'Carla Nunes'];
    const athletes = [];
    for (const nomeCompleto of names) {
      const athlete = await makeAthlete(ctx.db, { nomeCompleto });
      await add(team!.id, athlete!.id);
      athletes.push(athlete);
    }
    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athletes[1]!.id}/toggle-status`, { ativo: false });
    const res = await call('GET', `/api/managed-teams/${team!.id}/athletes`, undefined, professor);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((l: { athlete: { nomeCompleto: string }; ativo: boolean }) => [l.athlete.nomeCompleto, l.ativo])).toEqual([
      ['Bruno Dias', true],
      ['Carla Nunes', true],
      ['Álvaro Reis', false],
    ]);
    expect((await call('GET', '/api/managed-teams/999999/athletes')).statusCode).toBe(404);
  });

  test('the history answers newest first with the athlete and the user, one page at a time', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Diego Rocha' });
    await add(team!.id, athlete!.id, { posicaoPreferencial: 'goleiro' });
    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}`, { posicaoPreferencial: 'atacante', dataEntrada: today }, professor);
    await call('PUT', `/api/managed-teams/${team!.id}/athletes/${athlete!.id}/toggle-status`, { ativo: false }, professor);

    const res = await call('GET', `/api/managed-teams/${team!.id}/history`, undefined, professor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.items.map((h: { acao: string; observacoes: string | null }) => [h.acao, h.observacoes])).toEqual([
      ['alterado', 'Atleta inativado na equipe'],
      ['alterado', null],
      ['adicionado', null],
    ]);
    expect(body.items[1]).toMatchObject({
      posicaoAnterior: 'goleiro',
      posicaoNova: 'atacante',
      athlete: { id: athlete!.id, nomeCompleto: 'Diego Rocha' },
      usuario: { id: professorId, nome: 'Paulo' },
    });
    expect(Number.isNaN(Date.parse(body.items[0].dataAcao))).toBe(false);

    const second = await call('GET', `/api/managed-teams/${team!.id}/history?page=2&pageSize=2`);
    expect(second.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ acao: 'adicionado' }] });
    expect((await call('GET', `/api/managed-teams/${team!.id}/history?pageSize=101`)).statusCode).toBe(400);
    expect((await call('GET', '/api/managed-teams/999999/history')).json()).toEqual({ message: 'Equipe não encontrada' });
  });
});

describe('athletes available to add', () => {
  test('active athletes not in the team, by name, with their age band and sex; name and category filter', async () => {
    const team = await makeManagedTeam(ctx.db, unitId);
    const tag = `Zq${Date.now()}`;
    const ten = await makeAthlete(ctx.db, { nomeCompleto: `João ${tag} Dez`, dataNascimento: addYears(today, -10), sexo: 'M' });
    const eleven = await makeAthlete(ctx.db, { nomeCompleto: `Ana ${tag} Onze`, dataNascimento: addDays(addYears(today, -12), 1), sexo: 'F' });
    const adult = await makeAthlete(ctx.db, { nomeCompleto: `Rui ${tag} Adulto`, dataNascimento: addYears(today, -21) });
    await makeAthlete(ctx.db, { nomeCompleto: `Inês ${tag} Inativa`, status: 'inativo' });
    const inTeam = await makeAthlete(ctx.db, { nomeCompleto: `Léo ${tag} Na Equipe` });
    await add(team!.id, inTeam!.id);

    const get = async (query: string) => {
      const res = await call('GET', `/api/managed-teams/${team!.id}/available-athletes?${query}`, undefined, professor);
      expect(res.statusCode, query).toBe(200);
      return res.json() as { items: { id: number; nomeCompleto: string; categoria: string; sexo: string; fotoUrl: null }[]; total: number };
    };

    const all = await get(`busca=${encodeURIComponent(tag.toLowerCase())}`);
    expect(all.items.map((a) => a.nomeCompleto)).toEqual([`Ana ${tag} Onze`, `João ${tag} Dez`, `Rui ${tag} Adulto`]);
    expect(all.total).toBe(3);
    expect(all.items[0]).toEqual({ id: eleven!.id, nomeCompleto: `Ana ${tag} Onze`, categoria: 'sub-11', sexo: 'F', fotoUrl: null });

    expect((await get(`busca=${tag}&categoria=sub-11`)).items.map((a) => a.id)).toEqual([eleven!.id, ten!.id]);
    expect((await get(`busca=${tag}&categoria=adulto`)).items.map((a) => a.id)).toEqual([adult!.id]);
    expect((await get(`busca=${tag}&categoria=todas`)).total).toBe(3);
    expect((await get(`busca=${encodeURIComponent(`joao ${tag.toLowerCase()}`)}`)).items.map((a) => a.id)).toEqual([ten!.id]);
    // "Buscar por nome": the guardian's name does not match.
    expect((await get(`busca=${tag}&categoria=sub-9`)).items).toEqual([]);
    expect((await get('busca=Ana%20Pereira')).items.filter((a) => a.nomeCompleto.includes(tag))).toEqual([]);

    const bad = await call('GET', `/api/managed-teams/${team!.id}/available-athletes?categoria=sub-8`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.categoria).toBe('Categoria inválida');
    expect((await call('GET', '/api/managed-teams/999999/available-athletes')).statusCode).toBe(404);
  });
});
