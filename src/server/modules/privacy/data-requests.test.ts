import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { todayIn } from '@domain/dates';
import { ALREADY_ANONYMIZED, ONLY_INACTIVE_ANONYMIZED } from '@domain/privacy';
import { ADMIN, ALL_ROLES } from '@domain/roles';
import {
  athleteGuardians,
  accessRequests,
  athletes,
  auditLog,
  consents,
  enrollments,
  financialRecords,
  guardianInvitations,
  managedTeams,
  instalments,
  teamAthletes,
  users,
} from '../../db/schema/index';
import { athleteInput, enrollmentInput, makeAthlete, makeCompany, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { inviteAndAccept } from '../../test/family-links';
import { hasPdffonts, pdfFonts, PLANTEL_PDF_FONTS } from '../../test/pdf-fonts';
import { pdfText } from '../../test/pdf-text';
import { expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let unitId: number;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

/** The file name must carry the school's date when the request was answered: a run across midnight in São Paulo may see either day. */
async function dated(request: () => ReturnType<typeof call>) {
  const before = todayIn('America/Sao_Paulo');
  const res = await request();
  return { res, days: new Set([before, todayIn('America/Sao_Paulo')]) };
}
const fileNames = (days: Set<string>, name: (day: string) => string) => [...days].map((day) => `attachment; filename="${name(day)}"`);
const TINY_JPEG =
  'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==';

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nome: 'Helena', nomeCompleto: 'Helena Duarte' });
  const company = await makeCompany(ctx.db);
  unitId = (await makeUnit(ctx.db, company!.id))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Sub-11 Manhã' }))!.id;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

/**
 * An athlete with everything a record can hold: health data, a photo, an extra guardian, an
 * enrolment with a paid instalment (and its ledger entry), a squad with a note, and audit entries.
 */
async function fullAthlete(guardianCpf?: string) {
  const created = await call(
    'POST',
    '/api/athletes',
    athleteInput({
      nomeCompleto: 'Tiago Moreira Dias',
      alergias: 'Penicilina',
      restricoesMedicas: 'Asma leve',
      observacoesSaude: 'Usa bombinha',
      email: 'tiago@familia.com.br',
      endereco: 'Rua das Acácias, 12',
      foto: TINY_JPEG,
      responsavelNome: 'Marta Moreira',
      ...(guardianCpf ? { responsavelCpf: guardianCpf } : {}),
    }),
  );
  expect(created.statusCode).toBe(201);
  const id: number = created.json().id;
  await ctx.db.insert(athleteGuardians).values({ athleteId: id, nome: 'Jorge Dias', parentesco: 'pai', cpf: '52998224725', telefone: '11911112222' });
  const enrollment = await call('POST', '/api/enrollments', enrollmentInput(id, teamId));
  const [instalment] = await ctx.db.select().from(instalments).where(eq(instalments.enrollmentId, enrollment.json().id));
  const paid = await call('PATCH', `/api/monthly-payments/${instalment!.id}/process`, { dataPagamento: today, metodoPagamento: 'pix', valorDesconto: '0' });
  expect(paid.statusCode).toBe(200);
  const [squad] = await ctx.db.insert(managedTeams).values({ nome: 'Seleção Sub-11', categoria: 'sub-11', unitId }).returning();
  await ctx.db.insert(teamAthletes).values({ teamId: squad!.id, athleteId: id, dataEntrada: today, numeroUniforme: 10, observacoes: 'Tiago é canhoto' });
  return { id, enrollmentId: enrollment.json().id as number, instalmentId: instalment!.id };
}

describe('refusals', () => {
  test.each([
    ['GET', '/api/privacy/athletes/1/export'],
    ['POST', '/api/privacy/athletes/1/anonymize'],
  ] as const)('%s %s: administrador only', async (method, url) => {
    await expectRefusals(ctx, { method, url }, ADMIN);
  });

  test('GET /api/privacy/me/export: any signed-in role, 401 without a session', async () => {
    await expectRefusals(ctx, { method: 'GET', url: '/api/privacy/me/export' }, ALL_ROLES);
  });

  test('unknown athlete: 404; unknown format: 400', async () => {
    for (const [method, url] of [
      ['GET', '/api/privacy/athletes/999999/export'],
      ['POST', '/api/privacy/athletes/999999/anonymize'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Atleta não encontrado' });
    }
    const athlete = await makeAthlete(ctx.db);
    const res = await call('GET', `/api/privacy/athletes/${athlete!.id}/export?formato=xml`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.formato).toBe('Formato inválido');
  });
});

describe("export of an athlete's whole record", () => {
  test('JSON: personal, health, guardians, consents, enrolments, payments, rosters and the audit trail; audited', async () => {
    const { id, enrollmentId, instalmentId } = await fullAthlete();
    const { res, days } = await dated(() => call('GET', `/api/privacy/athletes/${id}/export`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(fileNames(days, (day) => `dados-atleta-${id}-${day}.json`)).toContain(res.headers['content-disposition']);
    expect(res.headers['cache-control']).toBe('no-store');
    const record = res.json();
    expect(record.atleta).toMatchObject({
      id,
      nomeCompleto: 'Tiago Moreira Dias',
      alergias: 'Penicilina',
      restricoesMedicas: 'Asma leve',
      observacoesSaude: 'Usa bombinha',
      endereco: 'Rua das Acácias, 12',
      foto: expect.stringMatching(/^data:image\/jpeg;base64,/),
      responsavelNome: 'Marta Moreira',
    });
    expect(record.atleta).not.toHaveProperty('searchText');
    expect(record.responsaveisAdicionais).toEqual([expect.objectContaining({ nome: 'Jorge Dias', parentesco: 'pai' })]);
    expect(record.consentimentos).toEqual([expect.objectContaining({ origem: 'cadastro-atleta', titularNome: 'Marta Moreira', registradoPor: 'Helena Duarte' })]);
    expect(record.matriculas).toHaveLength(1);
    expect(record.matriculas[0]).toMatchObject({ id: enrollmentId, turma: 'Sub-11 Manhã', valorMensalidade: '180.00' });
    expect(record.matriculas[0].parcelas[0]).toMatchObject({ id: instalmentId, status: 'pago', metodoPagamento: 'pix', valorPago: '180.00', dataPagamento: today });
    expect(record.equipes).toEqual([expect.objectContaining({ equipe: 'Seleção Sub-11', numeroUniforme: 10, observacoes: 'Tiago é canhoto' })]);
    const trail = record.trilhaAuditoria.map((e: { acao: string; entidade: string }) => `${e.entidade}:${e.acao}`);
    expect(trail).toEqual(expect.arrayContaining(['athletes:create', 'enrollments:create', 'monthly_payments:process']));
    // The trail keeps health data masked even in the export.
    expect(JSON.stringify(record.trilhaAuditoria)).not.toMatch(/Penicilina/);

    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, id)));
    expect(entry).toMatchObject({ entity: 'athletes', userId: admin.user!.id, changes: { formato: 'json' } });
  });

  test("an enrolment's value changes carry the fee and the discount before and after", async () => {
    const athlete = await makeAthlete(ctx.db);
    const enrollment = (await call('POST', '/api/enrollments', enrollmentInput(athlete!.id, teamId))).json();
    expect((await call('PATCH', `/api/enrollments/${enrollment.id}`, { teamId, valorMensalidade: '180.00', desconto: '30' })).statusCode).toBe(200);
    const record = (await call('GET', `/api/privacy/athletes/${athlete!.id}/export`)).json();
    expect(record.matriculas[0].mudancasDeValor).toEqual([
      { data: expect.any(String), valorAnterior: '180.00', valorNovo: '180.00', descontoAnterior: '0.00', descontoNovo: '30.00' },
    ]);
  });

  test('PDF: a readable document, audited', async () => {
    const { id } = await fullAthlete();
    const { res, days } = await dated(() => call('GET', `/api/privacy/athletes/${id}/export?formato=pdf`));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(fileNames(days, (day) => `dados-atleta-${id}-${day}.pdf`)).toContain(res.headers['content-disposition']);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    // The title is kept uncompressed in the document information.
    expect(pdf.toString('latin1')).toContain('Dados do atleta Tiago Moreira Dias');
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'export'), eq(auditLog.entityId, id)));
    expect(entry!.changes).toEqual({ formato: 'pdf' });
  });
});

describe('anonymisation', () => {
  test('an active athlete is refused with 409 and nothing changes', async () => {
    const { id } = await fullAthlete();
    const res = await call('POST', `/api/privacy/athletes/${id}/anonymize`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ONLY_INACTIVE_ANONYMIZED });
    const [athlete] = await ctx.db.select().from(athletes).where(eq(athletes.id, id));
    expect(athlete).toMatchObject({ nomeCompleto: 'Tiago Moreira Dias', alergias: 'Penicilina' });
  });

  test('an inactive athlete loses personal and health data; the financial history stays under the new name', async () => {
    const { id, enrollmentId, instalmentId } = await fullAthlete();
    const linked = await signedIn(ctx.db, 'cliente', { atletaId: id });
    const guardian = await signedIn(ctx.db, 'cliente');
    await inviteAndAccept(ctx.app, admin.headers, id, guardian.headers);
    expect((await call('POST', `/api/athletes/${id}/invitations`, { email: 'avo@familia.com.br' })).statusCode).toBe(201);
    await ctx.db.insert(accessRequests).values({ userId: linked.user!.id, athleteId: id, nomeCompleto: 'Tiago Moreira Dias', dataNascimento: '2014-03-15', parentesco: 'tio' });
    expect((await call('PATCH', `/api/athletes/${id}/inactivate`)).statusCode).toBe(200);
    const [instalmentsBefore] = await ctx.db.select({ n: count() }).from(instalments).where(eq(instalments.enrollmentId, enrollmentId));

    const res = await call('POST', `/api/privacy/athletes/${id}/anonymize`);
    expect(res.statusCode).toBe(200);
    const name = `Atleta anonimizado #${id}`;
    expect(res.json()).toEqual({ id, nomeCompleto: name, matriculasMantidas: 1, parcelasMantidas: instalmentsBefore!.n, lancamentosRenomeados: 1 });

    const [athlete] = await ctx.db.select().from(athletes).where(eq(athletes.id, id));
    expect(athlete).toMatchObject({
      nomeCompleto: name,
      cpf: `X${String(id).padStart(10, '0')}`,
      dataNascimento: '2014-01-01',
      telefone: '',
      email: null,
      endereco: null,
      foto: null,
      alergias: null,
      restricoesMedicas: null,
      observacoesSaude: null,
      responsavelNome: 'Responsável anonimizado',
      responsavelCpf: '',
      responsavelTelefone: '',
      responsavelEmail: null,
      status: 'inativo',
    });
    expect(await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.athleteId, id))).toEqual([]);
    expect(await ctx.db.select().from(guardianInvitations).where(eq(guardianInvitations.athleteId, id))).toEqual([]);
    expect(await ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, linked.user!.id))).toEqual([]);
    expect((await call('GET', `/api/athletes/${id}`, undefined, guardian.headers)).statusCode).toBe(404);
    const [user] = await ctx.db.select({ atletaId: users.atletaId }).from(users).where(eq(users.id, linked.user!.id));
    expect(user!.atletaId).toBeNull();
    const [squad] = await ctx.db.select().from(teamAthletes).where(eq(teamAthletes.athleteId, id));
    expect(squad).toMatchObject({ numeroUniforme: 10, observacoes: null });
    const [consent] = await ctx.db.select().from(consents).where(eq(consents.athleteId, id));
    expect(consent).toMatchObject({ titularNome: 'Responsável anonimizado', titularCpf: null, origem: 'cadastro-atleta' });

    // Kept: the enrolment, its instalments (the paid one as paid) and the ledger entry, renamed.
    expect(await ctx.db.select({ id: enrollments.id }).from(enrollments).where(eq(enrollments.athleteId, id))).toEqual([{ id: enrollmentId }]);
    const [paid] = await ctx.db.select().from(instalments).where(eq(instalments.id, instalmentId));
    expect(paid).toMatchObject({ status: 'pago', valorPago: '180.00' });
    const [receipt] = await ctx.db.select().from(financialRecords).where(eq(financialRecords.monthlyPaymentId, instalmentId));
    expect(receipt).toMatchObject({ descricao: `Mensalidade 1 - ${name}`, valor: '180.00' });

    // The audit trail keeps which fields changed, not their values.
    const entries = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'athletes'), eq(auditLog.entityId, id)));
    const created = entries.find((e) => e.action === 'create')!;
    expect(created.changes).toEqual(expect.arrayContaining(['nomeCompleto', 'cpf', 'alergias']));
    expect(JSON.stringify(entries)).not.toMatch(/Tiago|Marta|Acácias/);
    expect(entries.find((e) => e.action === 'anonymize')).toMatchObject({
      userId: admin.user!.id,
      changes: { matriculasMantidas: 1, parcelasMantidas: instalmentsBefore!.n, lancamentosRenomeados: 1 },
    });

    const again = await call('POST', `/api/privacy/athletes/${id}/anonymize`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_ANONYMIZED });
  });
});

describe('a family downloads its own data', () => {
  test('its account (never the password), sessions, consents and its athletes’ records; nobody else’s; audited', async () => {
    const family = await signedIn(ctx.db, 'cliente', { nomeCompleto: 'Marta Moreira' });
    // The guardian CPF on file is the account's, which grants nothing: the invitation does.
    const own = await fullAthlete(family.user!.cpf!);
    await inviteAndAccept(ctx.app, admin.headers, own.id, family.headers);
    const other = await fullAthlete(family.user!.cpf!);

    const { res, days } = await dated(() => call('GET', '/api/privacy/me/export', undefined, family.headers));
    expect(res.statusCode).toBe(200);
    expect(fileNames(days, (day) => `meus-dados-plantel-${day}.json`)).toContain(res.headers['content-disposition']);
    const data = res.json();
    expect(data.conta).toMatchObject({ id: family.user!.id, email: family.user!.email, cpf: family.user!.cpf });
    expect(data.conta).not.toHaveProperty('senha');
    expect(res.body).not.toMatch(/argon2/);
    expect(data.sessoes).toEqual([expect.objectContaining({ ip: '127.0.0.1', navegador: 'vitest' })]);
    expect(data.atletas.map((a: { atleta: { id: number } }) => a.atleta.id)).toEqual([own.id]);
    expect(data.atletas[0]).toMatchObject({ atleta: { alergias: 'Penicilina' }, matriculas: [expect.objectContaining({ id: own.enrollmentId })] });
    expect(data.atletas[0]).not.toHaveProperty('trilhaAuditoria');
    expect(data.consentimentos.map((c: { atletaId: number }) => c.atletaId)).toEqual([own.id]);
    expect(JSON.stringify(data)).not.toContain(`"id":${other.id},`);

    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'export-own'), eq(auditLog.userId, family.user!.id)));
    expect(entry).toMatchObject({ entity: 'users', entityId: family.user!.id, changes: { atletas: 1 } });
  });

  test('a staff account without a family gets its own account and no athletes', async () => {
    const professor = await signedIn(ctx.db, 'professor');
    await fullAthlete();
    const data = (await call('GET', '/api/privacy/me/export', undefined, professor.headers)).json();
    expect(data.conta.id).toBe(professor.user!.id);
    expect(data.atletas).toEqual([]);
  });
});

// Last in the file: the tests above compare ids, which athletes created before them would shift.
describe('the PDF export', () => {
  test('a name outside Latin-1 prints letter for letter', async () => {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Łucja Nguyễn Şahin', responsavelNome: 'Đặng Thị Hương' });
    const res = await call('GET', `/api/privacy/athletes/${athlete!.id}/export?formato=pdf`);
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Nome completo: Łucja Nguyễn Şahin');
    expect(text).toContain('Nome: Đặng Thị Hương');
    expect(text).toContain('Plantel · Łucja Nguyễn Şahin · página 1 de 1');
  });

  test.skipIf(!hasPdffonts)('the record embeds its fonts (pdffonts)', async () => {
    const { id } = await fullAthlete();
    expect(pdfFonts((await call('GET', `/api/privacy/athletes/${id}/export?formato=pdf`)).rawPayload)).toEqual(PLANTEL_PDF_FONTS);
  });
});
