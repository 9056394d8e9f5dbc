import { and, asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { instalmentDueDate, RENEWAL_WINDOW_DAYS } from '@domain/instalments';
import { auditLog, instalments } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { RENEWAL_LOCK_KEY, renewEnrollments, scheduleRenewal } from './renewal';

let ctx: TestContext;
let teamId: number;
const today = todayIn('America/Sao_Paulo');
const horizon = addDays(today, RENEWAL_WINDOW_DAYS);

beforeAll(async () => {
  ctx = await createTestApp();
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id))!.id;
});
afterAll(() => ctx.close());

const instalmentsOf = (enrollmentId: number) =>
  ctx.db.select().from(instalments).where(eq(instalments.enrollmentId, enrollmentId)).orderBy(asc(instalments.numeroMensalidade));
const allInstalments = () => ctx.db.select().from(instalments).orderBy(asc(instalments.id));

async function enrolment(overrides: Parameters<typeof makeEnrollment>[3] = {}) {
  return makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, teamId, overrides);
}

describe('renewal', () => {
  test('renews a term whose last instalment is due within 30 days, numbered on and counted from the first due date', async () => {
    // First due 70 days ago: its term's last instalment fell due last week, so the next term is owed.
    const first = addDays(today, -70);
    const e = await enrolment({ tipoPlano: 'trimestral', dataVencimento: first, valorMensalidade: '150.00', desconto: '15.00' });
    for (const n of [1, 2, 3]) await makeInstalment(ctx.db, e!.id, { numeroMensalidade: n, dataVencimento: instalmentDueDate(first, n), valor: '135.00' });

    const run = await renewEnrollments(ctx.db, today);
    expect(run.ran).toBe(true);
    const stored = await instalmentsOf(e!.id);
    expect(stored).toHaveLength(6);
    stored.forEach((i, n) => expect(i).toMatchObject({ numeroMensalidade: n + 1, dataVencimento: instalmentDueDate(first, n + 1), valor: '135.00' }));
    expect(stored.slice(3).every((i) => i.status === 'pendente')).toBe(true);
    expect(stored[stored.length - 1]!.dataVencimento > horizon).toBe(true);
    // The audit log tells the system charged it: one row for the enrolment, with no user.
    const logged = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'enrollments'), eq(auditLog.entityId, e!.id)));
    expect(logged).toMatchObject([{ action: 'renew', userId: null, changes: { parcelasCriadas: 3 } }]);
  });

  test('catches up an enrolment created long ago, and leaves alone the inactive ones and those not yet due', async () => {
    const old = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -400) });
    await makeInstalment(ctx.db, old!.id, { numeroMensalidade: 1, dataVencimento: addDays(today, -400) });
    const neverPlanned = await enrolment({ tipoPlano: 'semestral', dataVencimento: addDays(today, -10) });
    const inactive = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -200), status: 'inativa' });
    const cancelled = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -200), status: 'cancelada' });
    const farAhead = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -10) });
    await makeInstalment(ctx.db, farAhead!.id, { numeroMensalidade: 1, dataVencimento: addDays(today, 31) });

    await renewEnrollments(ctx.db, today);
    const caughtUp = await instalmentsOf(old!.id);
    expect(caughtUp.length).toBeGreaterThanOrEqual(14);
    caughtUp.forEach((i, n) => expect(i.dataVencimento).toBe(instalmentDueDate(addDays(today, -400), n + 1)));
    expect(caughtUp[caughtUp.length - 1]!.dataVencimento > horizon).toBe(true);
    expect(caughtUp[caughtUp.length - 2]!.dataVencimento <= horizon).toBe(true);
    expect((await instalmentsOf(neverPlanned!.id)).map((i) => i.numeroMensalidade)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await instalmentsOf(inactive!.id)).toEqual([]);
    expect(await instalmentsOf(cancelled!.id)).toEqual([]);
    expect((await instalmentsOf(farAhead!.id)).map((i) => i.numeroMensalidade)).toEqual([1]);
  });

  test('is idempotent: a second run creates nothing and changes nothing', async () => {
    await enrolment({ tipoPlano: 'anual', dataVencimento: addDays(today, -5) });
    await renewEnrollments(ctx.db, today);
    const before = await allInstalments();
    const logged = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'renew'));
    const second = await renewEnrollments(ctx.db, today);
    expect(second).toEqual({ ran: true, created: 0 });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'renew'))).toEqual(logged);
    expect(await allInstalments()).toEqual(before);
  });

  test('runs in batches until nothing is due', async () => {
    const many = await Promise.all(Array.from({ length: 520 }, () => enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -3) })));
    const run = await renewEnrollments(ctx.db, today);
    expect(run.created).toBeGreaterThanOrEqual(520 * 2);
    for (const e of [many[0], many[519]]) expect((await instalmentsOf(e!.id)).length).toBeGreaterThanOrEqual(2);
  });

  test('skips while another instance holds the lock, and renews once it is released', async () => {
    const e = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -3) });
    const other = new pg.Client({ connectionString: connectionStringOf(ctx) });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1)', [RENEWAL_LOCK_KEY]);
      expect(await renewEnrollments(ctx.db, today)).toEqual({ ran: false, created: 0 });
      expect(await instalmentsOf(e!.id)).toEqual([]);
      await other.query('commit');
    } finally {
      await other.end();
    }
    expect((await renewEnrollments(ctx.db, today)).ran).toBe(true);
    expect((await instalmentsOf(e!.id)).length).toBeGreaterThanOrEqual(2);
  });

  test('two runs at once store each instalment once', async () => {
    const e = await enrolment({ tipoPlano: 'semestral', dataVencimento: addDays(today, -200) });
    const runs = await Promise.all([renewEnrollments(ctx.db, today), renewEnrollments(ctx.db, today)]);
    const stored = await instalmentsOf(e!.id);
    expect(new Set(stored.map((i) => i.numeroMensalidade)).size).toBe(stored.length);
    expect(runs[0].created + runs[1].created).toBe(stored.length);
  });

  test('scheduleRenewal runs at once and stops cleanly', async () => {
    const e = await enrolment({ tipoPlano: 'mensal', dataVencimento: addDays(today, -3) });
    const messages: string[] = [];
    const schedule = scheduleRenewal({ db: ctx.db, timeZone: 'America/Sao_Paulo', log: (m) => messages.push(m) });
    await schedule.stop();
    expect((await instalmentsOf(e!.id)).length).toBeGreaterThanOrEqual(2);
    expect(messages).toEqual([expect.stringMatching(/^Renovação de matrículas: \d+ parcelas criadas\.$/)]);
  });
});

function connectionStringOf({ db }: TestContext) {
  const options = db.$client.options as { connectionString: string };
  return options.connectionString;
}
