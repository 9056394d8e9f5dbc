import { isCpf } from '../../../domain/documents';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { athletes, enrollments, financialRecords, instalments, users } from '../schema/index';
import { createTestApp, type TestContext } from '../../test/test-app';
import { DEMO_PASSWORD } from './people';
import { runDemoSeed } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const counts = async () => ({
  users: (await ctx.db.select().from(users)).length,
  athletes: (await ctx.db.select().from(athletes)).length,
  enrollments: (await ctx.db.select().from(enrollments)).length,
  instalments: (await ctx.db.select().from(instalments)).length,
  ledger: (await ctx.db.select().from(financialRecords)).length,
});

test('the demo school is created once, with valid documents, and its accounts can sign in', async () => {
  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-22' });
  const first = await counts();
  expect(first).toMatchObject({ users: 3, athletes: 120, enrollments: 120 });
  expect(first.instalments).toBeGreaterThan(1000);

  const people = await ctx.db.select({ cpf: athletes.cpf, responsavelCpf: athletes.responsavelCpf }).from(athletes);
  expect(people.every((a) => isCpf(a.cpf) && isCpf(a.responsavelCpf))).toBe(true);

  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-22' });
  expect(await counts()).toEqual(first);

  const sessions: Record<string, string> = {};
  for (const email of ['admin@plantel.demo', 'professor@plantel.demo', 'familia@plantel.demo']) {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, senha: DEMO_PASSWORD } });
    expect(res.statusCode, email).toBe(200);
    sessions[email] = res.json().sessionId;
  }

  // The demo family reaches its two children through guardian links, as after accepting invitations.
  const home = await ctx.app.inject({ method: 'GET', url: '/api/family/home', headers: { authorization: `Bearer ${sessions['familia@plantel.demo']}` } });
  expect(home.json().criancas.map((c: { nomeCompleto: string }) => c.nomeCompleto)).toEqual(['Beatriz Oliveira Santos', 'Lucas Oliveira Santos']);
});
