import { afterAll, beforeAll, expect, test } from 'vitest';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { atividadesTreino, planosTreino, programasTreinamento } from '../db/schema/index';
import { runDemoSeed } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

test('the demo plans and their program are created once, the program answered with its summed total', async () => {
  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-18' });
  const counts = async () => [
    (await ctx.db.select().from(planosTreino)).length,
    (await ctx.db.select().from(atividadesTreino)).length,
    (await ctx.db.select().from(programasTreinamento)).length,
  ];
  const first = await counts();
  expect(first).toEqual([4, 12, 1]);

  const { headers } = await signedIn(ctx.db, 'professor');
  const [program] = (await ctx.app.inject({ method: 'GET', url: '/api/programas-treinamento', headers })).json();
  expect(program).toMatchObject({
    titulo: 'Semana de fundamentos',
    tags: ['fundamentos', 'técnico'],
    tempoTotalEstimado: 55 + 70 + 60 + 60,
    quantidadeAtividades: 4,
    titulosAtividades: ['Controle de bola e passe curto', 'Transição defensiva no futsal', 'Fundamentos de saque e recepção', 'Arremesso e bandeja'],
  });

  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-19' });
  expect(await counts()).toEqual(first);
});
