import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF } from '@domain/roles';
import { auditLog, planosTreino, programaAtividades, programasTreinamento } from '../../db/schema/index';
import { makeUser, signedIn } from '../../test/factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { makePlan, makeProgram } from '../../test/training-factories';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let professorId: number;
let professorName: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  const prof = await signedIn(ctx.db, 'professor');
  professor = prof.headers;
  professorId = prof.user!.id;
  professorName = prof.user!.nomeCompleto!;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const programInput = (overrides: Record<string, unknown> = {}) => ({
  titulo: 'Pré-temporada Sub-13',
  descricao: 'Quatro semanas de preparação',
  tags: ['físico', 'técnico'],
  situacao: 'ativo',
  ...overrides,
});

/** The program's links as stored: [atividadeId, ordem] in order. */
const storedLinks = async (programId: number) =>
  (
    await ctx.db
      .select({ atividadeId: programaAtividades.atividadeId, ordem: programaAtividades.ordem })
      .from(programaAtividades)
      .where(eq(programaAtividades.programaTreinamentoId, programId))
      .orderBy(asc(programaAtividades.ordem), asc(programaAtividades.id))
  ).map((l) => [l.atividadeId, l.ordem]);

const storedTotal = async (programId: number) =>
  (await ctx.db.select().from(programasTreinamento).where(eq(programasTreinamento.id, programId)))[0]?.tempoTotalEstimado;

describe('refusals', () => {
  test.each([
    ['GET', '/api/programas-treinamento', undefined],
    ['GET', '/api/programas-treinamento/1', undefined],
    ['POST', '/api/programas-treinamento', programInput()],
    ['PUT', '/api/programas-treinamento/1', programInput()],
    ['DELETE', '/api/programas-treinamento/1', undefined],
    ['POST', '/api/programas-treinamento/1/atividades', { atividadeId: 1, ordem: 1 }],
    ['POST', '/api/programas-treinamento/1/atividades/lote', { atividadeIds: [1] }],
    ['DELETE', '/api/programas-treinamento/1/atividades/1', undefined],
    ['PATCH', '/api/programas-treinamento/1/atividades/reorder', { atividades: [{ atividadeId: 1, ordem: 1 }] }],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url, payload) => {
    const plan = await makePlan(ctx.db);
    await makeProgram(ctx.db, {}, [plan]);
    const before = [await ctx.db.select().from(programasTreinamento), await ctx.db.select().from(programaAtividades)];
    await expectRefusals(ctx, { method, url, payload }, STAFF);
    expect([await ctx.db.select().from(programasTreinamento), await ctx.db.select().from(programaAtividades)]).toEqual(before);
  });

  test.each([
    ['POST', '/api/programas-treinamento'],
    ['PUT', '/api/programas-treinamento/1'],
    ['POST', '/api/programas-treinamento/1/atividades'],
    ['POST', '/api/programas-treinamento/1/atividades/lote'],
    ['PATCH', '/api/programas-treinamento/1/atividades/reorder'],
  ] as const)('%s %s: malformed bodies never give a 500', async (method, url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method, url }, admin);
  });

  test.each(['abc', '0', '-1', '1.5', '99999999999'])('a bad program id (%s) is a 400 "ID do programa é obrigatório"', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/programas-treinamento/${id}`],
      ['DELETE', `/api/programas-treinamento/${id}`],
      ['POST', `/api/programas-treinamento/${id}/atividades`, { atividadeId: 1 }],
      ['DELETE', `/api/programas-treinamento/${id}/atividades/1`],
    ] as const) {
      const res = await call(method, url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe('ID do programa é obrigatório');
    }
    const res = await call('DELETE', `/api/programas-treinamento/1/atividades/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('ID da atividade é obrigatório');
  });
});

describe('programs', () => {
  test('create: tags as a list, as JSON text or as comma-separated text, always answered as a list and stored as JSON', async () => {
    for (const tags of [['físico', ' técnico ', 'Fisico'], '["físico","técnico"]', 'físico, técnico,,']) {
      const res = await call('POST', '/api/programas-treinamento', programInput({ tags }), professor);
      expect(res.statusCode, JSON.stringify(tags)).toBe(201);
      const program = res.json();
      expect(program).toMatchObject({
        titulo: 'Pré-temporada Sub-13',
        descricao: 'Quatro semanas de preparação',
        tags: ['físico', 'técnico'],
        situacao: 'ativo',
        tempoTotalEstimado: 0,
        criadoPor: professorId,
        quantidadeAtividades: 0,
        titulosAtividades: [],
        atividades: [],
      });
      const [stored] = await ctx.db.select().from(programasTreinamento).where(eq(programasTreinamento.id, program.id));
      expect(stored!.tags).toBe('["físico","técnico"]');
    }
    const none = (await call('POST', '/api/programas-treinamento', programInput({ tags: '', descricao: '' }))).json();
    expect(none).toMatchObject({ tags: [], descricao: null });
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, none.id));
    expect(log).toMatchObject({ entity: 'programas_treinamento', action: 'create' });
  });

  test.each([
    ['titulo', { titulo: '' }, 'Título é obrigatório'],
    ['titulo', { titulo: undefined }, 'Título é obrigatório'],
    ['titulo', { titulo: 'x'.repeat(256) }, 'Máximo de 255 caracteres'],
    ['situacao', { situacao: '' }, 'Situação é obrigatória'],
    ['situacao', { situacao: undefined }, 'Situação é obrigatória'],
    ['situacao', { situacao: 'pausado' }, 'Situação inválida'],
    ['tags', { tags: [{ nome: 'x' }] }, 'Informe até 20 tags de até 50 caracteres'],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }, 'Informe até 20 tags de até 50 caracteres'],
  ])('%s (case %#) → "%s", nothing stored', async (field, override, message) => {
    const before = await ctx.db.select().from(programasTreinamento);
    const res = await call('POST', '/api/programas-treinamento', programInput(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toBe(message);
    expect(await ctx.db.select().from(programasTreinamento)).toEqual(before);
  });

  test('the list carries the count, the titles in order and the total; the detail its activities with their plan', async () => {
    const a = await makePlan(ctx.db, { titulo: 'Aquecimento dinâmico', tempoTotalEstimado: 15 });
    const b = await makePlan(ctx.db, { titulo: 'Finalização', tempoTotalEstimado: 40, status: 'inativo', tags: 'chute' });
    const program = await makeProgram(ctx.db, { titulo: 'Ábaco de treinos', tags: 'velocidade, força' }, [b, a]);
    const list = (await call('GET', '/api/programas-treinamento', undefined, professor)).json();
    const item = list.find((p: { id: number }) => p.id === program!.id);
    expect(item).toMatchObject({
      titulo: 'Ábaco de treinos',
      tags: ['velocidade', 'força'],
      tempoTotalEstimado: 55,
      quantidadeAtividades: 2,
      titulosAtividades: ['Finalização', 'Aquecimento dinâmico'],
    });
    // Sorted by title as a Brazilian reads it: 'Ábaco' before 'Pré-temporada'.
    const titles = list.map((p: { titulo: string }) => p.titulo);
    expect(titles.indexOf('Ábaco de treinos')).toBeLessThan(titles.indexOf('Pré-temporada Sub-13'));

    const detail = await call('GET', `/api/programas-treinamento/${program!.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().atividades).toEqual([
      {
        id: expect.any(Number),
        atividadeId: b!.id,
        ordem: 1,
        atividade: expect.objectContaining({ id: b!.id, titulo: 'Finalização', tempoTotalEstimado: 40, status: 'inativo', tags: 'chute' }),
      },
      { id: expect.any(Number), atividadeId: a!.id, ordem: 2, atividade: expect.objectContaining({ id: a!.id, titulo: 'Aquecimento dinâmico' }) },
    ]);
    const missing = await call('GET', '/api/programas-treinamento/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Programa não encontrado' });
  });

  test('the list and the detail name the creator (full name, else the short one; null when unknown)', async () => {
    const short = await makeUser(ctx.db, { tipo: 'professor', nome: 'Beto', nomeCompleto: null });
    const byProfessor = (await call('POST', '/api/programas-treinamento', programInput({ titulo: 'Do professor' }), professor)).json();
    const byShortName = await makeProgram(ctx.db, { titulo: 'Do Beto', criadoPor: short!.id });
    const byNobody = await makeProgram(ctx.db, { titulo: 'Sem autor', criadoPor: null });
    expect(byProfessor).toMatchObject({ criadoPor: professorId, criadoPorNome: professorName });

    const list = (await call('GET', '/api/programas-treinamento', undefined, professor)).json();
    const creators = Object.fromEntries(
      list.filter((p: { id: number }) => [byProfessor.id, byShortName!.id, byNobody!.id].includes(p.id)).map((p: { titulo: string; criadoPorNome: string | null }) => [p.titulo, p.criadoPorNome]),
    );
    expect(creators).toEqual({ 'Do professor': professorName, 'Do Beto': 'Beto', 'Sem autor': null });
    expect((await call('GET', `/api/programas-treinamento/${byShortName!.id}`)).json()).toMatchObject({ criadoPor: short!.id, criadoPorNome: 'Beto' });
  });

  test('update changes the info but never the total, which stays the sum of the activities', async () => {
    const plan = await makePlan(ctx.db, { tempoTotalEstimado: 25 });
    const program = await makeProgram(ctx.db, {}, [plan]);
    const res = await call(
      'PUT',
      `/api/programas-treinamento/${program!.id}`,
      programInput({ titulo: 'Renomeado', situacao: 'inativo', tags: 'a,b', tempoTotalEstimado: 999 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ titulo: 'Renomeado', situacao: 'inativo', tags: ['a', 'b'], tempoTotalEstimado: 25 });
    expect(await storedTotal(program!.id)).toBe(25);
    expect((await call('PUT', '/api/programas-treinamento/999999', programInput())).statusCode).toBe(404);
  });

  test('delete removes the program and its links, never the plans', async () => {
    const plan = await makePlan(ctx.db);
    const program = await makeProgram(ctx.db, {}, [plan]);
    const res = await call('DELETE', `/api/programas-treinamento/${program!.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await storedTotal(program!.id)).toBeUndefined();
    expect(await storedLinks(program!.id)).toEqual([]);
    expect(await ctx.db.select().from(planosTreino).where(eq(planosTreino.id, plan!.id))).toHaveLength(1);
    const again = await call('DELETE', `/api/programas-treinamento/${program!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Programa não encontrado' });
  });
});

describe('activities of a program', () => {
  test('one by one (spec 2 §7): at the end, or at its ordem pushing the rest down; the total follows', async () => {
    const [a, b, c] = [await makePlan(ctx.db, { tempoTotalEstimado: 10 }), await makePlan(ctx.db, { tempoTotalEstimado: 20 }), await makePlan(ctx.db, { tempoTotalEstimado: 45 })];
    const program = await makeProgram(ctx.db);
    const first = await call('POST', `/api/programas-treinamento/${program!.id}/atividades`, { atividadeId: a!.id, ordem: 1 }, professor);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ tempoTotalEstimado: 10, quantidadeAtividades: 1 });
    await call('POST', `/api/programas-treinamento/${program!.id}/atividades`, { atividadeId: b!.id });
    const inserted = await call('POST', `/api/programas-treinamento/${program!.id}/atividades`, { atividadeId: c!.id, ordem: 2 });
    expect(inserted.json().atividades.map((l: { atividadeId: number; ordem: number }) => [l.atividadeId, l.ordem])).toEqual([
      [a!.id, 1],
      [c!.id, 2],
      [b!.id, 3],
    ]);
    expect(inserted.json().tempoTotalEstimado).toBe(75);
    expect(await storedTotal(program!.id)).toBe(75);
    expect(await storedLinks(program!.id)).toEqual([
      [a!.id, 1],
      [c!.id, 2],
      [b!.id, 3],
    ]);
  });

  test('one by one: an activity already there is a 409, an unknown one a 400, bad fields their messages', async () => {
    const plan = await makePlan(ctx.db);
    const program = await makeProgram(ctx.db, {}, [plan]);
    const url = `/api/programas-treinamento/${program!.id}/atividades`;
    const twice = await call('POST', url, { atividadeId: plan!.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: `A atividade "${plan!.titulo}" já está neste programa` });
    const unknown = await call('POST', url, { atividadeId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Atividade não encontrada', errors: { atividadeId: 'Atividade não encontrada' } });
    for (const [payload, field, message] of [
      [{}, 'atividadeId', 'ID da atividade é obrigatório'],
      [{ atividadeId: 0 }, 'atividadeId', 'ID da atividade é obrigatório'],
      [{ atividadeId: plan!.id, ordem: 0 }, 'ordem', 'Ordem deve ser maior que 0'],
      [{ atividadeId: plan!.id, ordem: 'primeira' }, 'ordem', 'Ordem deve ser maior que 0'],
    ] as const) {
      const res = await call('POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const noProgram = await call('POST', '/api/programas-treinamento/999999/atividades', { atividadeId: plan!.id });
    expect(noProgram.statusCode).toBe(404);
    expect(noProgram.json()).toEqual({ message: 'Programa não encontrado' });
    expect(await storedLinks(program!.id)).toEqual([[plan!.id, 1]]);
  });

  test('several at once: appended in the order given, with the total', async () => {
    const existing = await makePlan(ctx.db, { tempoTotalEstimado: 30 });
    const plans = [await makePlan(ctx.db, { tempoTotalEstimado: 15 }), await makePlan(ctx.db, { tempoTotalEstimado: 50 }), await makePlan(ctx.db, { tempoTotalEstimado: 25 })];
    const program = await makeProgram(ctx.db, {}, [existing]);
    const res = await call('POST', `/api/programas-treinamento/${program!.id}/atividades/lote`, { atividadeIds: [plans[2]!.id, plans[0]!.id, plans[1]!.id] }, professor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tempoTotalEstimado: 120, quantidadeAtividades: 4 });
    expect(await storedLinks(program!.id)).toEqual([
      [existing!.id, 1],
      [plans[2]!.id, 2],
      [plans[0]!.id, 3],
      [plans[1]!.id, 4],
    ]);
    const [log] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'add-activities'));
    expect(log).toMatchObject({ entityId: program!.id, changes: { atividadeIds: [plans[2]!.id, plans[0]!.id, plans[1]!.id] } });
  });

  test('several at once is all or nothing: one already linked or one unknown adds none', async () => {
    const linked = await makePlan(ctx.db);
    const fresh = [await makePlan(ctx.db), await makePlan(ctx.db)];
    const program = await makeProgram(ctx.db, {}, [linked]);
    const url = `/api/programas-treinamento/${program!.id}/atividades/lote`;

    const withLinked = await call('POST', url, { atividadeIds: [fresh[0]!.id, linked!.id, fresh[1]!.id] });
    expect(withLinked.statusCode).toBe(409);
    expect(withLinked.json()).toEqual({ message: `A atividade "${linked!.titulo}" já está neste programa` });

    const withUnknown = await call('POST', url, { atividadeIds: [fresh[0]!.id, 999998, fresh[1]!.id, 999999] });
    expect(withUnknown.statusCode).toBe(400);
    expect(withUnknown.json()).toEqual({
      message: 'Atividades não encontradas: 999998, 999999',
      errors: { atividadeIds: 'Atividades não encontradas: 999998, 999999' },
    });

    for (const [atividadeIds, message] of [
      [[], 'Selecione pelo menos uma atividade'],
      [undefined, 'Selecione pelo menos uma atividade'],
      [[fresh[0]!.id, fresh[0]!.id], 'Atividade repetida na lista'],
      [[fresh[0]!.id, 'x'], 'ID da atividade é obrigatório'],
      [Array.from({ length: 51 }, (_, i) => i + 1), 'Selecione no máximo 50 atividades por vez'],
    ] as const) {
      const res = await call('POST', url, { atividadeIds });
      expect(res.statusCode, JSON.stringify(atividadeIds)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await storedLinks(program!.id)).toEqual([[linked!.id, 1]]);
    expect(await storedTotal(program!.id)).toBe(linked!.tempoTotalEstimado);
  });

  test('simultaneous additions to one program queue on its lock: every one lands, numbered 1..n', async () => {
    const plans = await Promise.all(Array.from({ length: 6 }, () => makePlan(ctx.db, { tempoTotalEstimado: 10 })));
    const program = await makeProgram(ctx.db);
    const results = await Promise.all([
      call('POST', `/api/programas-treinamento/${program!.id}/atividades/lote`, { atividadeIds: [plans[0]!.id, plans[1]!.id] }),
      call('POST', `/api/programas-treinamento/${program!.id}/atividades`, { atividadeId: plans[2]!.id }),
      call('POST', `/api/programas-treinamento/${program!.id}/atividades/lote`, { atividadeIds: [plans[3]!.id, plans[4]!.id, plans[5]!.id] }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect((await storedLinks(program!.id)).map(([, ordem]) => ordem)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await storedTotal(program!.id)).toBe(60);
  });

  test('removal renumbers the rest 1..n and takes its time off the total', async () => {
    const plans = [await makePlan(ctx.db, { tempoTotalEstimado: 10 }), await makePlan(ctx.db, { tempoTotalEstimado: 20 }), await makePlan(ctx.db, { tempoTotalEstimado: 30 })];
    const program = await makeProgram(ctx.db, {}, plans!);
    const res = await call('DELETE', `/api/programas-treinamento/${program!.id}/atividades/${plans[0]!.id}`, undefined, professor);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tempoTotalEstimado: 50, quantidadeAtividades: 2 });
    expect(await storedLinks(program!.id)).toEqual([
      [plans[1]!.id, 1],
      [plans[2]!.id, 2],
    ]);
    expect(await storedTotal(program!.id)).toBe(50);
    const again = await call('DELETE', `/api/programas-treinamento/${program!.id}/atividades/${plans[0]!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Atividade não encontrada no programa' });
    expect((await call('DELETE', `/api/programas-treinamento/999999/atividades/${plans[1]!.id}`)).json()).toEqual({
      message: 'Programa não encontrado',
    });
  });

  test('reorder renumbers 1..n in the new order (any ordem values, ties as sent) and keeps the total', async () => {
    const plans = [await makePlan(ctx.db, { tempoTotalEstimado: 10 }), await makePlan(ctx.db, { tempoTotalEstimado: 20 }), await makePlan(ctx.db, { tempoTotalEstimado: 30 })];
    const program = await makeProgram(ctx.db, {}, plans!);
    const url = `/api/programas-treinamento/${program!.id}/atividades/reorder`;
    const res = await call(
      'PATCH',
      url,
      {
        atividades: [
          { atividadeId: plans[0]!.id, ordem: 10 },
          { atividadeId: plans[1]!.id, ordem: 7 },
          { atividadeId: plans[2]!.id, ordem: 7 },
        ],
      },
      professor,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().atividades.map((l: { atividadeId: number; ordem: number }) => [l.atividadeId, l.ordem])).toEqual([
      [plans[1]!.id, 1],
      [plans[2]!.id, 2],
      [plans[0]!.id, 3],
    ]);
    expect(res.json().titulosAtividades).toEqual([plans[1]!.titulo, plans[2]!.titulo, plans[0]!.titulo]);
    expect(await storedLinks(program!.id)).toEqual([
      [plans[1]!.id, 1],
      [plans[2]!.id, 2],
      [plans[0]!.id, 3],
    ]);
    expect(await storedTotal(program!.id)).toBe(60);
  });

  test('reorder refuses a list that is not exactly the program activities (409), changing nothing', async () => {
    const plans = [await makePlan(ctx.db), await makePlan(ctx.db)];
    const outsider = await makePlan(ctx.db);
    const program = await makeProgram(ctx.db, {}, plans!);
    const url = `/api/programas-treinamento/${program!.id}/atividades/reorder`;
    for (const atividades of [
      [{ atividadeId: plans[1]!.id, ordem: 1 }],
      [
        { atividadeId: plans[1]!.id, ordem: 1 },
        { atividadeId: outsider!.id, ordem: 2 },
      ],
      [
        { atividadeId: plans[1]!.id, ordem: 1 },
        { atividadeId: plans[0]!.id, ordem: 2 },
        { atividadeId: outsider!.id, ordem: 3 },
      ],
    ]) {
      const res = await call('PATCH', url, { atividades });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'A lista não corresponde às atividades do programa. Recarregue a página e tente novamente.' });
    }
    for (const [atividades, message] of [
      [[], 'Informe a nova ordem das atividades'],
      [
        [
          { atividadeId: plans[0]!.id, ordem: 1 },
          { atividadeId: plans[0]!.id, ordem: 2 },
        ],
        'Atividade repetida na lista',
      ],
      [[{ atividadeId: plans[0]!.id, ordem: 0 }], 'Ordem deve ser maior que 0'],
      [[{ ordem: 1 }], 'ID da atividade é obrigatório'],
    ] as const) {
      const res = await call('PATCH', url, { atividades });
      expect(res.statusCode, JSON.stringify(atividades)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await storedLinks(program!.id)).toEqual([
      [plans[0]!.id, 1],
      [plans[1]!.id, 2],
    ]);
    expect((await call('PATCH', '/api/programas-treinamento/999999/atividades/reorder', { atividades: [{ atividadeId: 1, ordem: 1 }] })).statusCode).toBe(404);
  });
});
