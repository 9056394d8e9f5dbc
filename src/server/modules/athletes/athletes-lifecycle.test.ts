import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { athletes, auditLog, enrollments, instalments } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let staff: Record<string, string>;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signedIn(ctx.db, 'administrador')).headers;
  const unit = await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id);
  teamId = (await makeTeam(ctx.db, unit!.id, { nome: 'Futsal Sub-11 Manhã' }))!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, headers = staff) => ctx.app.inject({ method, url, headers });

/** An enrolment with a paid instalment, an overdue one, one due today and one in the future. */
async function enrolledAthlete(overrides: Partial<typeof athletes.$inferInsert> = {}) {
  const athlete = await makeAthlete(ctx.db, overrides);
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const instalment = (n: number, dataVencimento: string, status: 'pendente' | 'pago' = 'pendente') => ({
    enrollmentId: enrollment!.id, numeroMensalidade: n, valor: '180.00', dataVencimento, status,
  });
  await ctx.db.insert(instalments).values([
    instalment(1, addDays(today, -60), 'pago'),
    instalment(2, addDays(today, -30)),
    instalment(3, today),
    instalment(4, addDays(today, 30)),
  ]);
  return { athlete, enrollment };
}

describe('inactivate and reactivate', () => {
  test('cancels active enrolments and their open instalments not yet due, and reports both counts', async () => {
    const { athlete, enrollment } = await enrolledAthlete();
    const oldEnrollment = await makeEnrollment(ctx.db, athlete!.id, teamId, { status: 'inativa' });

    const res = await call('PATCH', `/api/athletes/${athlete!.id}/inactivate`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ inactivatedEnrollments: 1, inactivatedPayments: 2, athlete: { status: 'inativo' } });

    const stored = await ctx.db.select().from(enrollments).where(inArray(enrollments.id, [enrollment!.id, oldEnrollment!.id]));
    expect(stored.find((e) => e.id === enrollment!.id)).toMatchObject({ status: 'cancelada', dataInativacao: today });
    expect(stored.find((e) => e.id === oldEnrollment!.id)?.status).toBe('inativa');
    const rows = await ctx.db.select().from(instalments).where(eq(instalments.enrollmentId, enrollment!.id));
    expect(Object.fromEntries(rows.map((i) => [i.numeroMensalidade, i.status]))).toEqual({
      1: 'pago', 2: 'pendente', 3: 'cancelado', 4: 'cancelado',
    });

    const again = await call('PATCH', `/api/athletes/${athlete!.id}/reactivate`);
    expect(again.json().status).toBe('ATIVO');
    const [row] = await ctx.db.select().from(athletes).where(eq(athletes.id, athlete!.id));
    expect(row!.status).toBe('ATIVO');
  });

  test('PUT with only a status takes the same paths: inactivating cancels the enrolments and open instalments not yet due', async () => {
    const { athlete, enrollment } = await enrolledAthlete();
    const put = (status: string) => ctx.app.inject({ method: 'PUT', url: `/api/athletes/${athlete!.id}`, headers: staff, payload: { status } });

    const res = await put('inativo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: athlete!.id, status: 'inativo' });
    const [stored] = await ctx.db.select().from(enrollments).where(eq(enrollments.id, enrollment!.id));
    expect(stored).toMatchObject({ status: 'cancelada', dataInativacao: today });
    const rows = await ctx.db.select().from(instalments).where(eq(instalments.enrollmentId, enrollment!.id));
    expect(Object.fromEntries(rows.map((i) => [i.numeroMensalidade, i.status]))).toEqual({
      1: 'pago', 2: 'pendente', 3: 'cancelado', 4: 'cancelado',
    });
    const [log] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'athletes'), eq(auditLog.entityId, athlete!.id), eq(auditLog.action, 'inactivate')));
    expect(log!.changes).toMatchObject({ status: 'inativo', inactivatedEnrollments: 1, inactivatedPayments: 2 });

    expect((await put('ATIVO')).json().status).toBe('ATIVO');
  });

  test('unknown athlete is 404; a cliente cannot inactivate', async () => {
    expect((await call('PATCH', '/api/athletes/999999/inactivate')).statusCode).toBe(404);
    const family = await signedIn(ctx.db, 'cliente');
    expect((await call('PATCH', '/api/athletes/1/inactivate', family.headers)).statusCode).toBe(403);
  });

  test('delete is refused while the athlete has enrolments, and works otherwise', async () => {
    const { athlete } = await enrolledAthlete();
    const refused = await call('DELETE', `/api/athletes/${athlete!.id}`);
    expect(refused.statusCode).toBe(409);
    const lonely = await makeAthlete(ctx.db);
    expect((await call('DELETE', `/api/athletes/${lonely!.id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(athletes).where(eq(athletes.id, lonely!.id))).toEqual([]);
  });
});

describe('header search', () => {
  test('finds athletes by name, CPF or guardian and enrolments by team, within the caller\'s scope', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const { athlete } = await enrolledAthlete({ nomeCompleto: 'Heitor Gonçalves', responsavelNome: 'Lívia Gonçalves' });
    await linkGuardian(ctx.db, athlete!.id, family.user!.id);
    await enrolledAthlete({ nomeCompleto: 'Heitor Barbosa' });

    const byName = (await call('GET', '/api/search?q=heitor')).json();
    expect(byName.athletes.map((a: { nomeCompleto: string }) => a.nomeCompleto)).toEqual(['Heitor Barbosa', 'Heitor Gonçalves']);
    const byGuardian = (await call('GET', '/api/search?q=livia gon')).json();
    expect(byGuardian.athletes.map((a: { id: number }) => a.id)).toEqual([athlete!.id]);
    const byCpf = (await call('GET', `/api/search?q=${athlete!.cpf.slice(2, 8)}`)).json();
    expect(byCpf.athletes.map((a: { id: number }) => a.id)).toContain(athlete!.id);
    const byTeam = (await call('GET', '/api/search?q=sub-11 manha')).json();
    expect(byTeam.enrollments.length).toBeGreaterThanOrEqual(2);

    const scoped = (await call('GET', '/api/search?q=heitor', family.headers)).json();
    expect(scoped.athletes.map((a: { id: number }) => a.id)).toEqual([athlete!.id]);
    expect(scoped.enrollments.every((e: { athleteId: number }) => e.athleteId === athlete!.id)).toBe(true);
    expect((await call('GET', '/api/search?q=h')).json()).toEqual({ athletes: [], enrollments: [] });
  });

  test('refusals', async () => {
    await expectRefusals(ctx, { method: 'GET', url: '/api/search?q=ab' }, FAMILY_AND_STAFF);
  });
});
