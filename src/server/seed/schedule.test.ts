import { afterAll, beforeAll, expect, test } from 'vitest';
import { weekStart } from '@domain/schedule';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';
import { cronogramaTreinos } from '../db/schema/index';
import { runDemoSeed } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TODAY = '2026-11-18';

test("the demo schedule covers the teams' days around today, applied before it, planned from it, and is created once", async () => {
  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: TODAY });
  const first = await ctx.db.select().from(cronogramaTreinos);
  expect(first.length).toBeGreaterThan(50);
  expect(first.filter((e) => e.data < TODAY).every((e) => e.statusExecucao !== 'planejado')).toBe(true);
  expect(first.filter((e) => e.data >= TODAY).every((e) => e.statusExecucao === 'planejado')).toBe(true);
  expect(new Set(first.map((e) => e.statusExecucao))).toEqual(new Set(['aplicado', 'cancelado', 'planejado']));

  // This week's answer, as the page asks for it.
  const { headers } = await signedIn(ctx.db, 'professor');
  const res = await ctx.app.inject({ method: 'GET', url: `/api/cronograma?semana=${weekStart(TODAY)}`, headers });
  expect(res.statusCode).toBe(200);
  expect(res.json().length).toBe(first.filter((e) => e.data >= weekStart(TODAY) && e.data <= '2026-11-22').length);

  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-19' });
  expect((await ctx.db.select().from(cronogramaTreinos)).length).toBe(first.length);
});
