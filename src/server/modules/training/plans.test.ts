import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ALL_ROLES, STAFF } from '@domain/roles';
import {
  atividadesTreino,
  auditLog,
  cronogramaTreinos,
  planosTreino,
  programaAtividades,
  programasTreinamento,
  userFavoriteActivities,
} from '../../db/schema/index';
import { makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { makePlan, makeProgram, planInput, subActivityInput } from '../../test/training-factories';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let professorId: number;
let cliente: Record<string, string>;
let assistente: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  const prof = await signedIn(ctx.db, 'professor');
  professor = prof.headers;
  professorId = prof.user!.id;
  cliente = (await signedIn(ctx.db, 'cliente')).headers;
  assistente = (await signedIn(ctx.db, 'assistente')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const storedPlans = () => ctx.db.select().from(planosTreino).orderBy(asc(planosTreino.id));
const storedSubActivities = (planId: number) =>
  ctx.db.select().from(atividadesTreino).where(eq(atividadesTreino.planoTreinoId, planId)).orderBy(asc(atividadesTreino.ordem));

describe('refusals', () => {
  test.each([
    ['GET', '/api/planos-treino'],
    ['GET', '/api/planos-treino/1'],
    ['GET', '/api/planos-treino/1/atividades'],
  ] as const)('%s %s: 401 without a session; every role reads', async (method, url) => {
    await expectRefusals(ctx, { method, url }, ALL_ROLES);
  });

  test.each([
    ['POST', '/api/planos-treino'],
    ['PATCH', '/api/planos-treino/1'],
    ['DELETE', '/api/planos-treino/1'],
    ['PATCH', '/api/planos-treino/1/favorito'],
    ['GET', '/api/atividades'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url) => {
    await makePlan(ctx.db);
    const before = await storedPlans();
    const favoritesBefore = await ctx.db.select().from(userFavoriteActivities);
    await expectRefusals(ctx, { method, url, payload: url.endsWith('favorito') ? { favorito: true } : planInput() }, STAFF);
    expect(await storedPlans()).toEqual(before);
    expect(await ctx.db.select().from(userFavoriteActivities)).toEqual(favoritesBefore);
  });

  test.each([
    ['POST', '/api/planos-treino'],
    ['PATCH', '/api/planos-treino/1'],
    ['PATCH', '/api/planos-treino/1/favorito'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
    for (const atividades of ['x', [1], [null], { 0: {} }, [[]]]) {
      const res = await call(method, url, planInput({ atividades }));
      expect(res.statusCode, JSON.stringify(atividades)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(atividades)).toBeLessThan(500);
    }
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad id (%s) is a 400, not a 500', async (id) => {
    expect((await call('GET', `/api/planos-treino/${id}`)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/planos-treino/${id}`)).statusCode).toBe(400);
    expect((await call('PATCH', `/api/planos-treino/${id}/favorito`, { favorito: true })).statusCode).toBe(400);
  });

  test.each([
    ['?page=0', 'Página inválida'],
    ['?pageSize=500', 'Tamanho de página inválido'],
    ['?categoria=sub-99', 'Categoria inválida'],
    ['?faixa=Sub-99', 'Categoria inválida'],
    ['?modalidade=xadrez', 'Modalidade inválida'],
    ['?status=pausado', 'Status inválido'],
    ['?favoritos=talvez', 'Filtro inválido'],
  ])('list query %s → 400 "%s"', async (query, message) => {
    const res = await call('GET', `/api/planos-treino${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('create', () => {
  test('stores the plan and its sub-activities in the order of their ordem, renumbered 1..n, by its creator', async () => {
    const input = planInput({
      titulo: '  Controle de bola ',
      tags: 'passe,  domínio, passe',
      observacoes: '',
      atividades: [
        subActivityInput(5, { descricao: 'Jogo reduzido 4x4', tipo: 'jogo', tempoEstimado: '25', tagsHabilidades: '' }),
        subActivityInput(2, { descricao: 'Pega-pega com bola', tipo: 'aquecimento', nivel: 'intermediário', materiais: '' }),
      ],
    });
    const res = await call('POST', '/api/planos-treino', input, professor);
    expect(res.statusCode).toBe(201);
    const plan = res.json();
    expect(plan).toMatchObject({
      titulo: 'Controle de bola',
      categoria: 'infantil',
      modalidade: 'futebol',
      tempoTotalEstimado: 60,
      tags: 'passe, domínio',
      observacoes: null,
      status: 'ativo',
      favorito: false,
      quantidadeAtividades: 2,
      criadoPor: professorId,
    });
    expect(plan.atividades).toEqual([
      {
        id: expect.any(Number),
        ordem: 1,
        tipo: 'aquecimento',
        descricao: 'Pega-pega com bola',
        nivel: 'intermediário',
        tempoEstimado: 15,
        tagsHabilidades: 'passe, domínio',
        materiais: null,
      },
      {
        id: expect.any(Number),
        ordem: 2,
        tipo: 'jogo',
        descricao: 'Jogo reduzido 4x4',
        nivel: 'iniciante',
        tempoEstimado: 25,
        tagsHabilidades: null,
        materiais: 'Bolas e cones',
      },
    ]);
    const stored = await storedSubActivities(plan.id);
    expect(stored.map((a) => [a.ordem, a.descricao])).toEqual([
      [1, 'Pega-pega com bola'],
      [2, 'Jogo reduzido 4x4'],
    ]);
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'planos_treino'), eq(auditLog.entityId, plan.id)));
    expect(log).toMatchObject({ action: 'create' });
  });

  test('status defaults to ativo and a plan may have no sub-activities', async () => {
    const { status: _status, ...input } = planInput();
    const res = await call('POST', '/api/planos-treino', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'ativo', atividades: [], quantidadeAtividades: 0 });
  });

  test.each([
    ['titulo', { titulo: ' ' }, 'Título é obrigatório'],
    ['titulo', { titulo: undefined }, 'Título é obrigatório'],
    ['objetivoGeral', { objetivoGeral: '' }, 'Objetivo é obrigatório'],
    ['categoria', { categoria: '' }, 'Categoria é obrigatória'],
    ['categoria', { categoria: 'Sub-10' }, 'Categoria inválida'],
    ['modalidade', { modalidade: undefined }, 'Modalidade é obrigatória'],
    ['modalidade', { modalidade: 'handebol' }, 'Modalidade inválida'],
    ['tempoTotalEstimado', { tempoTotalEstimado: '' }, 'Tempo é obrigatório'],
    ['tempoTotalEstimado', { tempoTotalEstimado: undefined }, 'Tempo é obrigatório'],
    ['tempoTotalEstimado', { tempoTotalEstimado: 0 }, 'Tempo deve ser de 1 a 1440 minutos'],
    ['tempoTotalEstimado', { tempoTotalEstimado: '12.5' }, 'Tempo deve ser de 1 a 1440 minutos'],
    ['status', { status: 'pausado' }, 'Status inválido'],
    ['tags', { tags: [3] }, 'Informe até 20 tags de até 50 caracteres'],
    ['atividades', { atividades: Array.from({ length: 31 }, (_, i) => subActivityInput(i + 1)) }, 'Máximo de 30 subatividades'],
    ['atividades.0.descricao', { atividades: [subActivityInput(1, { descricao: '' })] }, 'Descrição é obrigatória'],
    ['atividades.0.tipo', { atividades: [subActivityInput(1, { tipo: undefined })] }, 'Tipo é obrigatório'],
    ['atividades.0.tipo', { atividades: [subActivityInput(1, { tipo: 'corrida' })] }, 'Tipo inválido'],
    ['atividades.0.nivel', { atividades: [subActivityInput(1, { nivel: '' })] }, 'Nível é obrigatório'],
    ['atividades.0.tempoEstimado', { atividades: [subActivityInput(1, { tempoEstimado: '' })] }, 'Tempo é obrigatório'],
    ['atividades.0.tempoEstimado', { atividades: [subActivityInput(1, { tempoEstimado: 0 })] }, 'Tempo deve ser de 1 a 1440 minutos'],
    ['atividades.1.ordem', { atividades: [subActivityInput(1), subActivityInput(0)] }, 'Ordem deve ser maior que 0'],
  ])('%s (case %#) → "%s", nothing stored', async (field, override, message) => {
    const before = await storedPlans();
    const res = await call('POST', '/api/planos-treino', planInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await storedPlans()).toEqual(before);
  });
});

describe('list and read', () => {
  let active: number;
  let inactive: number;
  let volei: number;
  let forAll: number;
  beforeAll(async () => {
    active = (await makePlan(ctx.db, { titulo: 'Condução de bola', categoria: 'infantil', tags: 'drible, condução' }, [{}, {}]))!.id;
    inactive = (await makePlan(ctx.db, { titulo: 'Plano antigo de condução', status: 'inativo' }))!.id;
    volei = (await makePlan(ctx.db, { titulo: 'Saque por baixo', categoria: 'juvenil', modalidade: 'volei', objetivoGeral: 'Recepção em manchete' }))!.id;
    forAll = (await makePlan(ctx.db, { titulo: 'Alongamento geral', categoria: 'all', modalidade: 'futsal' }))!.id;
  });
  const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id).filter((id) => [active, inactive, volei, forAll].includes(id));

  test('staff see every plan, newest first, with the count of sub-activities; the total counts the whole list', async () => {
    const res = await call('GET', '/api/planos-treino?pageSize=100', undefined, professor);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body)).toEqual([forAll, volei, inactive, active]);
    expect(body.items.find((p: { id: number }) => p.id === active)).toMatchObject({ quantidadeAtividades: 2, favorito: false });
    expect(body.total).toBe((await storedPlans()).length);
    const page = (await call('GET', '/api/planos-treino?pageSize=2&page=2')).json();
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: body.total });
    expect(page.items.map((p: { id: number }) => p.id)).toEqual(body.items.slice(2, 4).map((p: { id: number }) => p.id));
  });

  test.each([
    ['cliente', () => cliente],
    ['assistente', () => assistente],
  ])('a %s sees active plans only, even when asking for inactive ones', async (_role, headers) => {
    for (const query of ['', '?status=inativo', '?busca=condução']) {
      const body = (await call('GET', `/api/planos-treino${query}${query ? '&' : '?'}pageSize=100`, undefined, headers())).json();
      expect(body.items.every((p: { status: string }) => p.status === 'ativo'), query).toBe(true);
      expect(ids(body), query).not.toContain(inactive);
    }
    expect((await call('GET', `/api/planos-treino/${inactive}`, undefined, headers())).statusCode).toBe(404);
    expect((await call('GET', `/api/planos-treino/${inactive}/atividades`, undefined, headers())).json()).toEqual({
      message: 'Atividade não encontrada',
    });
    const plan = await call('GET', `/api/planos-treino/${active}`, undefined, headers());
    expect(plan.statusCode).toBe(200);
    expect(plan.json().atividades.map((a: { ordem: number }) => a.ordem)).toEqual([1, 2]);
  });

  test('search ignores accents and case, in title, objective and tags', async () => {
    expect(ids((await call('GET', '/api/planos-treino?busca=CONDUCAO&pageSize=100')).json())).toEqual([inactive, active]);
    expect(ids((await call('GET', '/api/planos-treino?busca=manchete&pageSize=100')).json())).toEqual([volei]);
    expect(ids((await call('GET', '/api/planos-treino?busca=DRIBLE&pageSize=100')).json())).toEqual([active]);
    // One character is no search (spec 1 §5).
    expect(ids((await call('GET', '/api/planos-treino?busca=x&pageSize=100')).json())).toHaveLength(4);
  });

  test('filters: form category, public age group, modality, status', async () => {
    const list = async (query: string) => ids((await call('GET', `/api/planos-treino?pageSize=100&${query}`)).json());
    expect(await list('categoria=juvenil')).toEqual([volei]);
    expect(await list('faixa=Sub-10')).toEqual([forAll, inactive, active]);
    expect(await list('faixa=Sub-16')).toEqual([forAll, volei]);
    expect(await list('modalidade=volei')).toEqual([volei]);
    expect(await list('modalidade=handebol')).toEqual([]);
    expect(await list('status=inativo')).toEqual([inactive]);
    expect(await list('faixa=&modalidade=')).toHaveLength(4);
  });

  test('one plan, its sub-activities, and a missing one', async () => {
    const res = await call('GET', `/api/planos-treino/${active}/atividades`, undefined, cliente);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((a: { descricao: string }) => a.descricao)).toEqual(['Subatividade 1', 'Subatividade 2']);
    const missing = await call('GET', '/api/planos-treino/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Atividade não encontrada' });
  });
});

describe('update and delete', () => {
  test('replaces the fields and the whole list of sub-activities', async () => {
    const plan = await makePlan(ctx.db, { titulo: 'Antes' }, [{ descricao: 'A' }, { descricao: 'B' }, { descricao: 'C' }]);
    const res = await call(
      'PATCH',
      `/api/planos-treino/${plan!.id}`,
      planInput({
        titulo: 'Depois',
        status: 'inativo',
        atividades: [subActivityInput(1, { descricao: 'C editada' }), subActivityInput(2, { descricao: 'Nova' })],
      }),
      professor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titulo: 'Depois', status: 'inativo', quantidadeAtividades: 2 });
    expect((await storedSubActivities(plan!.id)).map((a) => [a.ordem, a.descricao])).toEqual([
      [1, 'C editada'],
      [2, 'Nova'],
    ]);
    const missing = await call('PATCH', '/api/planos-treino/999999', planInput());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Atividade não encontrada' });
  });

  test('a new estimated time changes the total of every program holding the plan', async () => {
    const plan = await makePlan(ctx.db, { tempoTotalEstimado: 30 });
    const other = await makePlan(ctx.db, { tempoTotalEstimado: 45 });
    const program = await makeProgram(ctx.db, {}, [plan, other]);
    const res = await call('PATCH', `/api/planos-treino/${plan!.id}`, planInput({ tempoTotalEstimado: 90 }));
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.db.select().from(programasTreinamento).where(eq(programasTreinamento.id, program!.id));
    expect(stored!.tempoTotalEstimado).toBe(135);
  });

  test('deletes the plan with its sub-activities and favourites, and takes it out of its programs, renumbered and re-totalled', async () => {
    const first = await makePlan(ctx.db, { tempoTotalEstimado: 20 });
    const plan = await makePlan(ctx.db, { tempoTotalEstimado: 30 }, [{}, {}]);
    const last = await makePlan(ctx.db, { tempoTotalEstimado: 40 });
    const program = await makeProgram(ctx.db, {}, [first, plan, last]);
    await call('PATCH', `/api/planos-treino/${plan!.id}/favorito`, { favorito: true });
    const res = await call('DELETE', `/api/planos-treino/${plan!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(planosTreino).where(eq(planosTreino.id, plan!.id))).toEqual([]);
    expect(await storedSubActivities(plan!.id)).toEqual([]);
    expect(await ctx.db.select().from(userFavoriteActivities).where(eq(userFavoriteActivities.planoTreinoId, plan!.id))).toEqual([]);
    const links = await ctx.db
      .select({ atividadeId: programaAtividades.atividadeId, ordem: programaAtividades.ordem })
      .from(programaAtividades)
      .where(eq(programaAtividades.programaTreinamentoId, program!.id))
      .orderBy(asc(programaAtividades.ordem));
    expect(links).toEqual([
      { atividadeId: first!.id, ordem: 1 },
      { atividadeId: last!.id, ordem: 2 },
    ]);
    const [stored] = await ctx.db.select().from(programasTreinamento).where(eq(programasTreinamento.id, program!.id));
    expect(stored!.tempoTotalEstimado).toBe(60);
    expect((await call('DELETE', `/api/planos-treino/${plan!.id}`)).statusCode).toBe(404);
  });

  test('a plan in the schedule is refused with 409 and stays', async () => {
    const plan = await makePlan(ctx.db);
    const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
    const team = await makeTeam(ctx.db, unit!.id);
    await ctx.db.insert(cronogramaTreinos).values([
      { turmaId: team!.id, planoTreinoId: plan!.id, data: '2025-03-10' },
      { turmaId: team!.id, planoTreinoId: plan!.id, data: '2025-03-17', statusExecucao: 'aplicado' },
    ]);
    const res = await call('DELETE', `/api/planos-treino/${plan!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Não é possível excluir a atividade: ela está em 2 treinos do cronograma. Inative-a em vez de excluí-la.',
    });
    expect(await ctx.db.select().from(planosTreino).where(eq(planosTreino.id, plan!.id))).toHaveLength(1);
  });
});

describe('favourites', () => {
  test('are per user: two users mark and unmark independently, and each sees only their own', async () => {
    const plan = await makePlan(ctx.db);
    const other = await makePlan(ctx.db);
    const listed = async (headers: Record<string, string>, query = '') =>
      (await call('GET', `/api/planos-treino?pageSize=100${query}`, undefined, headers)).json().items as { id: number; favorito: boolean }[];

    const res = await call('PATCH', `/api/planos-treino/${plan!.id}/favorito`, { favorito: true }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: plan!.id, favorito: true });
    // Twice is the same as once.
    expect((await call('PATCH', `/api/planos-treino/${plan!.id}/favorito`, { favorito: true }, admin)).statusCode).toBe(200);
    await call('PATCH', `/api/planos-treino/${other!.id}/favorito`, { favorito: true }, professor);

    expect((await listed(admin)).find((p) => p.id === plan!.id)?.favorito).toBe(true);
    expect((await listed(professor)).find((p) => p.id === plan!.id)?.favorito).toBe(false);
    expect((await listed(admin, '&favoritos=true')).map((p) => p.id)).toEqual([plan!.id]);
    expect((await listed(professor, '&favoritos=true')).map((p) => p.id)).toEqual([other!.id]);
    expect((await call('GET', `/api/planos-treino/${other!.id}`, undefined, professor)).json().favorito).toBe(true);

    await call('PATCH', `/api/planos-treino/${other!.id}/favorito`, { favorito: false }, professor);
    expect(await listed(professor, '&favoritos=true')).toEqual([]);
    expect((await listed(admin, '&favoritos=true')).map((p) => p.id)).toEqual([plan!.id]);
    const rows = await ctx.db
      .select()
      .from(userFavoriteActivities)
      .where(eq(userFavoriteActivities.planoTreinoId, plan!.id));
    expect(rows).toHaveLength(1);
  });

  test('an unknown plan is a 404; a missing or non-boolean favorito a 400', async () => {
    const missing = await call('PATCH', '/api/planos-treino/999999/favorito', { favorito: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Atividade não encontrada' });
    const plan = await makePlan(ctx.db);
    for (const payload of [{}, { favorito: 'sim' }, { favorito: null }]) {
      const res = await call('PATCH', `/api/planos-treino/${plan!.id}/favorito`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Favorito inválido', errors: { favorito: 'Favorito inválido' } });
    }
  });
});

describe('GET /api/atividades (the program picker)', () => {
  test('active plans by title, searched, without those already in the program', async () => {
    const a = await makePlan(ctx.db, { titulo: 'Zagueiro: cobertura' });
    const b = await makePlan(ctx.db, { titulo: 'Zagueiro: antecipação' });
    await makePlan(ctx.db, { titulo: 'Zagueiro: inativo', status: 'inativo' });
    const program = await makeProgram(ctx.db, {}, [a]);
    const titles = async (query: string) =>
      ((await call('GET', `/api/atividades?${query}`, undefined, professor)).json() as { titulo: string }[]).map((p) => p.titulo);
    expect(await titles('search=zagueiro')).toEqual(['Zagueiro: antecipação', 'Zagueiro: cobertura']);
    expect(await titles(`search=zagueiro&programaId=${program!.id}`)).toEqual(['Zagueiro: antecipação']);
    const option = (await call('GET', '/api/atividades?search=antecipacao')).json();
    expect(option).toEqual([
      { id: b!.id, titulo: 'Zagueiro: antecipação', categoria: 'infantil', modalidade: 'futebol', tempoTotalEstimado: 30 },
    ]);
    const bad = await call('GET', '/api/atividades?programaId=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('ID do programa é obrigatório');
  });
});
