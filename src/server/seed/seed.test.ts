import { isCpf } from '@domain/documents';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { athleteGuardians, athletes, attendanceMarks, enrollments, financialRecords, instalments, trainingSessions, users } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/test-app';
import { createFamilyAccounts, familyEmail } from './guardians';
import { networkSize, networkTeams, networkUnits, TEAMS_PER_UNIT } from './network';
import { DEMO_PASSWORD, demoFamily } from './people';
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

test('a network gives every family one account (siblings share it), linked to its children and signed in with the demo password', async () => {
  // The small school's context, then the step a network-sized seed runs.
  const seeded = await runDemoSeed(ctx.db, { timeZone: 'America/Sao_Paulo', today: '2026-11-22' });
  await ctx.db.transaction((tx) => createFamilyAccounts(tx, seeded));
  const school = seeded.athletes!;
  const families = new Set(school.map((a) => a.responsavelCpf).filter((cpf) => cpf !== demoFamily.cpf)).size;
  expect(seeded.families).toBe(families);
  expect(await ctx.db.$count(users, eq(users.tipo, 'cliente'))).toBe(families + 1);

  // Every athlete reaches exactly one account, its guardian's; the pair 14/15 are siblings.
  const links = await ctx.db
    .select({ athleteId: athleteGuardians.athleteId, userId: athleteGuardians.userId, cpf: users.cpf, principal: athleteGuardians.principal })
    .from(athleteGuardians)
    .innerJoin(users, eq(users.id, athleteGuardians.userId));
  expect(links.length).toBe(school.length);
  expect(links.every((l) => l.principal && l.cpf === school.find((a) => a.id === l.athleteId)!.responsavelCpf)).toBe(true);
  const account = (index: number) => links.find((l) => l.athleteId === school[index]!.id)!.userId;
  expect(account(14)).toBe(account(15));
  expect(account(0)).not.toBe(account(1));

  // familia1 is the first athlete's family; the siblings' family sees both children.
  const home = async (n: number) => {
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: familyEmail(n), senha: DEMO_PASSWORD } });
    expect(login.statusCode, familyEmail(n)).toBe(200);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/family/home', headers: { authorization: `Bearer ${login.json().sessionId}` } });
    return res.json().criancas.map((c: { nomeCompleto: string }) => c.nomeCompleto).sort();
  };
  expect(await home(1)).toEqual([school[0]!.nomeCompleto]);
  const [siblings] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, account(14)!));
  expect(await home(Number(/familia(\d+)@/.exec(siblings!.email)![1]))).toEqual([school[14]!.nomeCompleto, school[15]!.nomeCompleto].sort());

  // Again: nothing new.
  const before = { users: await ctx.db.$count(users), links: await ctx.db.$count(athleteGuardians) };
  await ctx.db.transaction((tx) => createFamilyAccounts(tx, seeded));
  expect({ users: await ctx.db.$count(users), links: await ctx.db.$count(athleteGuardians) }).toEqual(before);
});

test('a network has a unit per 1,000 athletes (10 at least), 20 teams each, every team distinct and every age covered', () => {
  expect(networkSize(2000)).toEqual({ units: 10, teams: 200 });
  expect(networkSize(20_000)).toEqual({ units: 20, teams: 400 });
  expect(networkSize(100_000)).toEqual({ units: 100, teams: 2000 });
  const units = networkUnits([], 200_000);
  expect(new Set(units.map((u) => u.key)).size).toBe(200);
  const teams = networkTeams([], networkUnits([], 100_000), 'Professor');
  expect(teams.length).toBe(2000);
  expect(new Set(teams.map((t) => t.key)).size).toBe(2000);
  expect(new Set(units.slice(0, 100).map((u) => teams.filter((t) => t.unit === u.key).length))).toEqual(new Set([TEAMS_PER_UNIT]));
  for (let age = 6; age <= 17; age++) {
    const covering = teams.filter((t) => age >= t.ages[0] && age <= t.ages[1]).length;
    expect(covering, `idade ${age}`).toBeGreaterThan(300);
  }
});
