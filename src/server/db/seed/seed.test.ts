import { isCpf } from '../../../domain/documents';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { athletes, attendanceMarks, enrollments, financialRecords, instalments, trainingSessions, users } from '../schema/index';
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
  marks: (await ctx.db.select({ id: attendanceMarks.id }).from(attendanceMarks)).length,
});

test('the demo school is created once, with valid documents, and its accounts can sign in', async () => {
  await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-22' });
  const first = await counts();
  expect(first).toMatchObject({ users: 3, athletes: 120, enrollments: 120 });
  expect(first.instalments).toBeGreaterThan(1000);
  expect(first.marks).toBeGreaterThan(1000);

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

  // Months of rolls up to yesterday: the latest session's roll reads back every stored mark.
  const [latest] = await ctx.db
    .select({ teamId: trainingSessions.teamId, data: trainingSessions.data, marks: count(attendanceMarks.id) })
    .from(trainingSessions)
    .innerJoin(attendanceMarks, eq(attendanceMarks.sessionId, trainingSessions.id))
    .groupBy(trainingSessions.id)
    .orderBy(desc(trainingSessions.data), trainingSessions.teamId)
    .limit(1);
  const roll = await ctx.app.inject({
    method: 'GET',
    url: `/api/teams/${latest!.teamId}/sessions/${latest!.data}/attendance`,
    headers: { authorization: `Bearer ${sessions['admin@plantel.demo']}` },
  });
  const marked = roll.json().atletas.filter((a: { status: string | null }) => a.status !== null).length;
  expect({ beforeToday: latest!.data < '2026-11-22', marked }).toEqual({ beforeToday: true, marked: latest!.marks });
});
