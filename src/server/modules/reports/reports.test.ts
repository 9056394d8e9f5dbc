import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { addDays, addYears, todayIn } from '@domain/dates';
import { toCents } from '@domain/money';
import { REPORT_DATES_TOGETHER, type AthletesReport, type EnrollmentsReport, type FinanceReport, type ReportSummary, type TeamsReport } from '@domain/reports';
import { STAFF } from '@domain/roles';
import { enrollments, instalments } from '../../db/schema/index';
import { makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { makeRecord } from '../../test/ledger-factories';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';
import { PERIOD_ORDER } from '@domain/messages';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;
let unitId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
  unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id;
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

async function get<T>(url: string, headers = admin): Promise<T> {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const routes = [
  '/api/reports/summary',
  '/api/reports/athletes',
  '/api/reports/teams',
  '/api/reports/enrollments',
  '/api/reports/finance',
  '/api/reports/export',
] as const;

describe('refusals', () => {
  test.each(routes)('GET %s: 401 without a session, 403 for cliente and assistente', async (url) => {
    await expectRefusals(ctx, { method: 'GET', url }, STAFF);
  });

  test.each([
    ['/api/reports/summary?periodo=semana', 'Período inválido'],
    ['/api/reports/athletes?periodo=1', 'Período inválido'],
    ['/api/reports/finance?inicio=2037-02-30', 'Data inicial inválida'],
    ['/api/reports/finance?inicio=2037-03-10&fim=2037-03-09', PERIOD_ORDER],
    ['/api/reports/export?fim=amanha', 'Data final inválida'],
    ['/api/reports/summary?inicio=2037-03-01', REPORT_DATES_TOGETHER],
    ['/api/reports/teams?periodo=ano&fim=2037-03-01', REPORT_DATES_TOGETHER],
  ])('%s is a 400 "%s"', async (url, message) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('the school as a whole (periodo=todos)', () => {
  beforeAll(async () => {
    const born = (years: number, days = 0) => addDays(addYears(today, -years), days);
    // Ages today: 5 and 7 (Sub-7, the 7-year-old's birthday is today), 8 and 9 (Sub-9), 11, 20 and 21.
    for (const [dataNascimento, sexo, status] of [
      [born(5), 'M', 'ATIVO'],
      [born(7), 'F', 'ATIVO'],
      [born(8), 'F', 'ATIVO'],
      [born(9, -1), 'M', 'inativo'],
      [born(11, 1), 'M', 'ATIVO'],
      [born(20), 'F', 'ATIVO'],
      [born(21), 'M', 'ATIVO'],
    ] as const) {
      await makeAthlete(ctx.db, { dataNascimento, sexo, status });
    }
    const futebol1 = await makeTeam(ctx.db, unitId, { modalidade: 'Futebol' });
    const futebol2 = await makeTeam(ctx.db, unitId, { modalidade: 'Futebol', status: 'inativo' });
    const volei = await makeTeam(ctx.db, unitId, { modalidade: 'Vôlei' });
    const athlete = await makeAthlete(ctx.db, { dataNascimento: born(30), sexo: 'F', status: 'inativo' });
    for (const [teamId, status] of [
      [futebol1!.id, 'ativa'],
      [futebol1!.id, 'ativa'],
      [futebol2!.id, 'inativa'],
      [volei!.id, 'ativa'],
      [volei!.id, 'cancelada'],
    ] as const) {
      await makeEnrollment(ctx.db, athlete!.id, teamId, { status });
    }
    for (const [tipo, valor, data] of [
      ['receita', '0.10', '2030-01-05'],
      ['receita', '0.20', '2031-06-30'],
      ['despesa', '1000.05', '2029-12-31'],
      ['receita', '1234.56', '2030-07-01'],
    ] as const) {
      await makeRecord(ctx.db, { tipo, valor, data });
    }
  });

  test('the four KPI cards', async () => {
    const summary = await get<ReportSummary>('/api/reports/summary?periodo=todos', professor);
    expect(summary).toEqual({
      periodo: null,
      atletas: { total: 8, ativos: 6 },
      turmas: { total: 3, ativas: 2 },
      matriculas: { total: 5, ativas: 3 },
      financeiro: { receitas: '1234.86', despesas: '1000.05', saldo: '234.81' },
    });
  });

  test('athletes by the report age bands of spec 2 §9 and by sex', async () => {
    const report = await get<AthletesReport>('/api/reports/athletes?periodo=todos');
    expect(report.total).toBe(8);
    expect(report.faixasEtarias.map((b) => [b.label, b.total])).toEqual([
      ['Sub-7', 2],
      ['Sub-9', 2],
      ['Sub-11', 1],
      ['Sub-13', 0],
      ['Sub-15', 0],
      ['Sub-17', 0],
      ['Sub-20', 1],
      ['Acima de 20', 2],
    ]);
    expect(report.sexo).toEqual([
      { sexo: 'M', total: 4 },
      { sexo: 'F', total: 4 },
    ]);
  });

  test('teams by modality with their active enrolments, and enrolments by status', async () => {
    expect(await get<TeamsReport>('/api/reports/teams?periodo=todos')).toEqual({
      modalidades: [
        { modalidade: 'Futebol', turmas: 2, matriculasAtivas: 2 },
        { modalidade: 'Vôlei', turmas: 1, matriculasAtivas: 1 },
      ],
    });
    expect(await get<EnrollmentsReport>('/api/reports/enrollments?periodo=todos')).toEqual({
      total: 5,
      status: [
        { status: 'ativa', total: 3 },
        { status: 'inativa', total: 1 },
        { status: 'cancelada', total: 1 },
        { status: 'suspensa', total: 0 },
        { status: 'pendente', total: 0 },
      ],
    });
  });
});

describe('Financeiro tab', () => {
  let enrollmentId: number;
  beforeAll(async () => {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Helena Duarte' });
    const team = await makeTeam(ctx.db, unitId, { nome: 'Vôlei Sub-13' });
    enrollmentId = (await makeEnrollment(ctx.db, athlete!.id, team!.id))!.id;
  });

  test('payment summary, general summary and the latest instalments of the period, exact to the cent', async () => {
    const instalment = (numeroMensalidade: number, dataVencimento: string, valor: string, paid?: string, status?: 'cancelado') =>
      makeInstalment(ctx.db, enrollmentId, {
        numeroMensalidade,
        dataVencimento,
        valor,
        ...(paid ? { status: 'pago', valorPago: paid, dataPagamento: dataVencimento, metodoPagamento: 'pix' } : {}),
        ...(status ? { status } : {}),
      });
    const paid = await instalment(1, '2037-03-05', '180.00', '170.10');
    const open = await instalment(2, '2037-03-10', '180.00');
    await instalment(3, '2037-03-12', '180.00', undefined, 'cancelado');
    const tenCents = await instalment(4, '2037-03-20', '0.10');
    const twentyCents = await instalment(5, '2037-03-20', '0.20');
    await instalment(6, '2037-04-01', '180.00');
    await instalment(7, '2037-02-28', '180.00');
    for (const [tipo, valor, data] of [
      ['receita', '0.10', '2037-03-01'],
      ['receita', '0.20', '2037-03-31'],
      ['despesa', '0.31', '2037-03-15'],
      ['receita', '50.00', '2037-04-01'],
    ] as const) {
      await makeRecord(ctx.db, { tipo, valor, data });
    }

    const report = await get<FinanceReport>('/api/reports/finance?inicio=2037-03-01&fim=2037-03-31', professor);
    expect(report.periodo).toEqual({ inicio: '2037-03-01', fim: '2037-03-31' });
    expect(report.pagamentos).toEqual({ esperado: '360.30', recebido: '170.10', descontos: '9.90', pendente: '180.30', pagas: 1, total: 4 });
    expect(report.resumo).toEqual({ receitas: '0.30', despesas: '0.31', saldo: '-0.01' });
    expect(report.parcelas.map((p) => [p.id, p.situacao])).toEqual([
      [twentyCents!.id, 'pendente'],
      [tenCents!.id, 'pendente'],
      [open!.id, 'pendente'],
      [paid!.id, 'pago'],
    ]);
    expect(report.parcelas[3]).toMatchObject({ valor: '180.00', valorPago: '170.10', athlete: { nomeCompleto: 'Helena Duarte' }, team: { nome: 'Vôlei Sub-13' } });
  });

  test('at most 10 instalments, newest due date first; an overdue one shows as such', async () => {
    for (let n = 1; n <= 12; n++) {
      await makeInstalment(ctx.db, enrollmentId, { numeroMensalidade: 100 + n, dataVencimento: `2024-01-${String(n).padStart(2, '0')}` });
    }
    const report = await get<FinanceReport>('/api/reports/finance?inicio=2024-01-01&fim=2024-01-31');
    expect(report.parcelas.map((p) => p.dataVencimento)).toEqual(Array.from({ length: 10 }, (_, i) => `2024-01-${String(12 - i).padStart(2, '0')}`));
    expect(report.parcelas.every((p) => p.situacao === 'atrasado')).toBe(true);
    expect(report.pagamentos).toMatchObject({ total: 12, pagas: 0, pendente: '2160.00' });
  });

  test('a period not aligned to months adds whole months and the days at each end exactly', async () => {
    for (const [valor, data] of [
      ['0.01', '2038-01-14'],
      ['0.02', '2038-01-15'],
      ['0.04', '2038-01-31'],
      ['0.08', '2038-02-01'],
      ['0.16', '2038-02-28'],
      ['0.32', '2038-03-10'],
      ['0.64', '2038-03-11'],
    ] as const) {
      await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor, data });
    }
    const resumo = async (inicio: string, fim: string) => (await get<FinanceReport>(`/api/reports/finance?inicio=${inicio}&fim=${fim}`)).resumo.receitas;
    expect(await resumo('2038-01-15', '2038-03-10')).toBe('0.62');
    expect(await resumo('2038-01-14', '2038-03-11')).toBe('1.27');
    expect(await resumo('2038-02-01', '2038-02-28')).toBe('0.24');
    expect(await resumo('2038-01-31', '2038-02-01')).toBe('0.12');
    expect(await resumo('2038-02-02', '2038-02-27')).toBe('0.00');
  });

  test('without dates the period is the current month in America/Sao_Paulo', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2037-04-01T02:59:00Z'));
    expect((await get<FinanceReport>('/api/reports/finance')).periodo).toEqual({ inicio: '2037-03-01', fim: '2037-03-31' });
    vi.setSystemTime(new Date('2037-04-01T03:00:00Z'));
    const april = await get<FinanceReport>('/api/reports/finance');
    expect(april.periodo).toEqual({ inicio: '2037-04-01', fim: '2037-04-30' });
    expect(april.resumo.receitas).toBe('50.00');
  });
});

describe('periods of the KPI cards', () => {
  test('this month, quarter and year are the school calendar in America/Sao_Paulo', async () => {
    // 02:30 UTC on 1 March is 23:30 on 28 February in São Paulo.
    const february = await makeAthlete(ctx.db, { createdAt: new Date('2039-03-01T02:30:00Z') });
    await makeAthlete(ctx.db, { createdAt: new Date('2039-03-01T03:30:00Z'), status: 'inativo' });
    await makeTeam(ctx.db, unitId, { createdAt: new Date('2039-02-10T12:00:00Z') });
    await makeEnrollment(ctx.db, february!.id, (await makeTeam(ctx.db, unitId))!.id, { dataMatricula: '2039-03-31' });
    await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '10.00', data: '2039-02-28' });
    await makeRecord(ctx.db, { valor: '0.01', data: '2039-03-01' });
    await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '99.00', data: '2039-04-01' });

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2039-03-01T02:00:00Z'));
    const feb = await get<ReportSummary>('/api/reports/summary?periodo=mes');
    expect(feb).toEqual({
      periodo: { inicio: '2039-02-01', fim: '2039-02-28' },
      atletas: { total: 1, ativos: 1 },
      turmas: { total: 1, ativas: 1 },
      matriculas: { total: 0, ativas: 0 },
      financeiro: { receitas: '10.00', despesas: '0.00', saldo: '10.00' },
    });

    vi.setSystemTime(new Date('2039-03-31T12:00:00Z'));
    const march = await get<ReportSummary>('/api/reports/summary?periodo=mes');
    expect(march).toMatchObject({
      periodo: { inicio: '2039-03-01', fim: '2039-03-31' },
      atletas: { total: 1, ativos: 0 },
      turmas: { total: 0 },
      matriculas: { total: 1, ativas: 1 },
      financeiro: { receitas: '0.00', despesas: '0.01', saldo: '-0.01' },
    });
    const quarter = await get<ReportSummary>('/api/reports/summary?periodo=trimestre');
    expect(quarter).toMatchObject({
      periodo: { inicio: '2039-01-01', fim: '2039-03-31' },
      atletas: { total: 2 },
      turmas: { total: 1 },
      financeiro: { saldo: '9.99' },
    });
    const year = await get<ReportSummary>('/api/reports/summary?periodo=ano');
    expect(year).toMatchObject({ periodo: { inicio: '2039-01-01', fim: '2039-12-31' }, financeiro: { saldo: '108.99' } });
    const athletes = await get<AthletesReport>('/api/reports/athletes?periodo=trimestre');
    expect(athletes.total).toBe(2);
  });
});

describe('daily instalment totals kept by the triggers', () => {
  test('after enrolment, payment, cancellation, edits and deletion they equal the sums of the instalments, day by day', async () => {
    const team = await makeTeam(ctx.db, unitId, { nome: 'Basquete Sub-15' });
    const enrollment = async (nomeCompleto: string) => (await makeEnrollment(ctx.db, (await makeAthlete(ctx.db, { nomeCompleto }))!.id, team!.id))!.id;
    const kept = await enrollment('Igor Tavares');
    const removed = await enrollment('Joana Prado');
    // Several instalments in one statement, as enrolment and renewal write them.
    const rows = await ctx.db
      .insert(instalments)
      .values(
        [kept, removed].flatMap((enrollmentId) =>
          [1, 2, 3].map((n) => ({ enrollmentId, numeroMensalidade: n, valor: '150.50', dataVencimento: `2041-0${n}-10` })),
        ),
      )
      .returning();
    const [first, second, third] = rows;
    const payment = { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: 10.25 };
    const paid = await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${first!.id}/process`, headers: admin, payload: payment });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${second!.id}/process`, headers: admin, payload: payment })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${second!.id}/cancel`, headers: admin })).statusCode).toBe(200);
    await ctx.db.update(instalments).set({ valor: '99.99', dataVencimento: '2041-03-11' }).where(eq(instalments.id, third!.id));
    await ctx.db.update(instalments).set({ observacoes: 'sem mudança nos totais' }).where(eq(instalments.enrollmentId, kept));
    await ctx.db.delete(enrollments).where(eq(enrollments.id, removed));

    const fromTotals = await ctx.db.execute(
      sql`select dia::text, status, valor::text, valor_pago::text, parcelas from instalment_daily_totals where parcelas <> 0 order by dia, status`,
    );
    const fromRows = await ctx.db.execute(
      sql`select data_vencimento::text as dia, status, sum(valor)::numeric(16, 2)::text as valor,
                 coalesce(sum(valor_pago), 0)::numeric(16, 2)::text as valor_pago, count(*)::int as parcelas
          from monthly_payments group by 1, 2 order by 1, 2`,
    );
    expect(fromTotals.rows).toEqual(fromRows.rows);
    expect(fromTotals.rows.filter((r) => String(r.dia).startsWith('2041'))).toEqual([
      { dia: '2041-01-10', status: 'pago', valor: '150.50', valor_pago: '140.25', parcelas: 1 },
      { dia: '2041-02-10', status: 'pendente', valor: '150.50', valor_pago: '0.00', parcelas: 1 },
      { dia: '2041-03-11', status: 'pendente', valor: '99.99', valor_pago: '0.00', parcelas: 1 },
    ]);
    const report = await get<FinanceReport>('/api/reports/finance?inicio=2041-01-01&fim=2041-03-31');
    expect(report.pagamentos).toEqual({ esperado: '400.99', recebido: '140.25', descontos: '10.25', pendente: '250.49', pagas: 1, total: 3 });
  });
});

describe('payment summary with discounts', () => {
  test('previsto = recebido + descontos + pendente to the cent, cancelled instalments left out', async () => {
    const team = await makeTeam(ctx.db, unitId, { nome: 'Natação Sub-9' });
    const enrollmentId = (await makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, team!.id))!.id;
    const due = (numeroMensalidade: number, dataVencimento: string, valor: string, status?: 'cancelado') =>
      makeInstalment(ctx.db, enrollmentId, { numeroMensalidade, dataVencimento, valor, ...(status ? { status } : {}) });
    const pay = async (id: number, valorDesconto: number) => {
      const payload = { dataPagamento: today, metodoPagamento: 'pix', valorDesconto };
      const res = await ctx.app.inject({ method: 'PATCH', url: `/api/monthly-payments/${id}/process`, headers: admin, payload });
      expect(res.statusCode, res.body).toBe(200);
    };
    await pay((await due(1, '2043-11-05', '180.30'))!.id, 5);
    await pay((await due(2, '2043-11-10', '180.30'))!.id, 0);
    await pay((await due(3, '2043-11-15', '0.07'))!.id, 0.07);
    await due(4, '2043-11-20', '180.30');
    await due(5, '2043-11-25', '99.99', 'cancelado');

    const { pagamentos } = await get<FinanceReport>('/api/reports/finance?inicio=2043-11-01&fim=2043-11-30');
    expect(pagamentos).toEqual({ esperado: '540.97', recebido: '355.60', descontos: '5.07', pendente: '180.30', pagas: 3, total: 4 });
    const reconciles = (p: FinanceReport['pagamentos']) => toCents(p.recebido) + toCents(p.descontos) + toCents(p.pendente) === toCents(p.esperado);
    expect(reconciles(pagamentos)).toBe(true);
    // Every instalment of every test so far, some paid below their value without a recorded discount.
    expect(reconciles((await get<FinanceReport>('/api/reports/finance?periodo=todos')).pagamentos)).toBe(true);
  });
});

describe('one period and one definition for every figure', () => {
  beforeAll(async () => {
    // A team registered last year and one this year (2045); enrolments made in either year.
    const older = await makeTeam(ctx.db, unitId, { modalidade: 'Handebol', createdAt: new Date('2044-05-01T15:00:00Z') });
    const newer = await makeTeam(ctx.db, unitId, { modalidade: 'Tênis', createdAt: new Date('2045-02-01T15:00:00Z') });
    const enrol = async (teamId: number, dataMatricula: string, status: 'ativa' | 'inativa' = 'ativa') =>
      makeEnrollment(ctx.db, (await makeAthlete(ctx.db))!.id, teamId, { dataMatricula, status });
    await enrol(older!.id, '2045-03-01');
    await enrol(newer!.id, '2044-12-01');
    await enrol(newer!.id, '2044-11-20');
    await enrol(newer!.id, '2045-04-01', 'inativa');
    await makeRecord(ctx.db, { tipo: 'receita', categoria: 'Eventos', valor: '12.34', data: '2045-03-10' });
  });
  const midYear = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2045-06-15T15:00:00Z'));
  };

  test('active enrolments are those made in the period and active today, in the KPI card, the Turmas tab and the Matrículas tab', async () => {
    midYear();
    const summary = await get<ReportSummary>('/api/reports/summary?periodo=ano');
    const teams = await get<TeamsReport>('/api/reports/teams?periodo=ano');
    const byStatus = await get<EnrollmentsReport>('/api/reports/enrollments?periodo=ano');
    expect(summary.matriculas).toEqual({ total: 2, ativas: 1 });
    expect(teams.modalidades).toEqual([
      { modalidade: 'Tênis', turmas: 1, matriculasAtivas: 0 },
      { modalidade: 'Handebol', turmas: 0, matriculasAtivas: 1 },
    ]);
    expect(teams.modalidades.reduce((sum, m) => sum + m.matriculasAtivas, 0)).toBe(summary.matriculas.ativas);
    expect(teams.modalidades.reduce((sum, m) => sum + m.turmas, 0)).toBe(summary.turmas.total);
    expect(byStatus.total).toBe(summary.matriculas.total);
    expect(byStatus.status.find((s) => s.status === 'ativa')?.total).toBe(summary.matriculas.ativas);
  });

  test('the Financeiro tab follows the period select, and dates name a period for every figure', async () => {
    midYear();
    const finance = await get<FinanceReport>('/api/reports/finance?periodo=ano');
    const summary = await get<ReportSummary>('/api/reports/summary?periodo=ano');
    expect(finance.periodo).toEqual({ inicio: '2045-01-01', fim: '2045-12-31' });
    expect(finance.resumo).toEqual(summary.financeiro);
    expect(finance.resumo.receitas).toBe('12.34');

    const march = '?inicio=2045-03-01&fim=2045-03-31';
    expect(await get<ReportSummary>(`/api/reports/summary${march}`)).toMatchObject({
      periodo: { inicio: '2045-03-01', fim: '2045-03-31' },
      matriculas: { total: 1, ativas: 1 },
      financeiro: { receitas: '12.34' },
    });
    expect((await get<TeamsReport>(`/api/reports/teams${march}`)).modalidades).toEqual([{ modalidade: 'Handebol', turmas: 0, matriculasAtivas: 1 }]);
    expect((await get<FinanceReport>(`/api/reports/finance${march}`)).periodo).toEqual({ inicio: '2045-03-01', fim: '2045-03-31' });
  });

  test("the export names the page's period and uses it in every section", async () => {
    midYear();
    const csv = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/export${query}`, headers: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.body.slice(1).split('\r\n');
    };
    const year = await csv('?periodo=ano');
    expect(year).toContain('Período;Este ano (01/01/2045 a 31/12/2045)');
    expect(year.filter((line) => line.startsWith('Período;'))).toHaveLength(1);
    expect(year).toContain('Matrículas Ativas;1');
    expect(year).toContain('Ativa;1');
    expect(year).toContain('Receitas;12,34');

    const march = await csv('?inicio=2045-03-01&fim=2045-03-31');
    expect(march).toContain('Período;01/03/2045 a 31/03/2045');
    expect(march).toContain('Handebol;0;1');
    expect(march).toContain('Receitas;12,34');
  });
});

describe('export', () => {
  const csvSections = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/reports/export${query}`, headers: professor });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="relatorio_${today}.csv"`);
    expect(res.body.startsWith('\uFEFFRelatório Plantel\r\n')).toBe(true);
    const sections = res.body.slice(1).split('\r\n\r\n').map((s) => s.trim().split('\r\n'));
    return (title: string) => sections.find((lines) => lines[0] === title);
  };

  test('the CSV has the age, modality, enrolment-status and financial sections', async () => {
    const section = await csvSections('?periodo=todos');
    expect(section('Relatório Plantel')).toContain('Período;Todo o período');
    expect(section('Atletas por Faixa Etária')?.slice(1, 3)).toEqual(['Faixa Etária;Atletas', 'Sub-7;2']);
    expect(section('Atletas por Faixa Etária')).toHaveLength(10);
    expect(section('Turmas por Modalidade')?.slice(1)).toContain('Vôlei;1;1');
    expect(section('Matrículas por Status')).toContain('Cancelada;1');
    expect(section('Resumo Financeiro')?.map((line) => line.split(';')[0])).toEqual([
      'Resumo Financeiro',
      'Mensalidades Previstas',
      'Mensalidades Recebidas',
      'Descontos Concedidos',
      'Mensalidades Pendentes',
      'Parcelas Pagas',
      'Receitas',
      'Despesas',
      'Saldo',
    ]);
  });

  test('chosen dates are the period of every section', async () => {
    const section = await csvSections('?inicio=2037-03-01&fim=2037-03-31');
    expect(section('Relatório Plantel')).toContain('Período;01/03/2037 a 31/03/2037');
    expect(section('Relatório Plantel')).toContain('Total de Atletas;0');
    expect(section('Resumo Financeiro')).toEqual([
      'Resumo Financeiro',
      'Mensalidades Previstas;360,30',
      'Mensalidades Recebidas;170,10',
      'Descontos Concedidos;9,90',
      'Mensalidades Pendentes;180,30',
      'Parcelas Pagas;1 de 4',
      'Receitas;0,30',
      'Despesas;0,31',
      'Saldo;-0,01',
    ]);
  });
});
