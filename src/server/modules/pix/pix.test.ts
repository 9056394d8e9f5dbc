import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { INVALID_PIX_KEY, PIX_NOT_CONFIGURED } from '@domain/pix';
import { auditLog, pixSettings } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, INSTALMENT_NOT_FOUND } from '@domain/messages';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let companyId: number;
let unitId: number;
let otherUnitId: number;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  companyId = (await makeCompany(ctx.db))!.id;
  unitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Tatuapé' }))!.id;
  otherUnitId = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Mooca' }))!.id;
  teamId = (await makeTeam(ctx.db, unitId, { nome: 'Judô Sub-9' }))!.id;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const companySettings = { chave: '11.222.333/0001-81', nomeRecebedor: 'Escola Craque do Amanhã', cidade: 'São Paulo' };

async function openInstalment(valor = '187.45', team = teamId) {
  const athlete = await makeAthlete(ctx.db);
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, team);
  const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, valor, dataVencimento: addDays(today, 5) });
  return { athlete: athlete!, instalment: instalment! };
}

describe('settings', () => {
  test('an administrador saves a company key; it is kept in the DICT form with its kind, and audited', async () => {
    const saved = await call('PUT', `/api/companies/${companyId}/pix-settings`, companySettings);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ chave: '11222333000181', tipoChave: 'cnpj', nomeRecebedor: 'Escola Craque do Amanhã', cidade: 'São Paulo' });
    expect((await call('GET', `/api/companies/${companyId}/pix-settings`)).json()).toEqual(saved.json());
    const [logged] = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'pix_settings'));
    expect(logged).toMatchObject({ action: 'update', entityId: companyId });
  });

  test('saving again replaces the row, never adds one', async () => {
    await call('PUT', `/api/companies/${companyId}/pix-settings`, { ...companySettings, chave: 'Financeiro@Escola.com.br' });
    const saved = await call('PUT', `/api/companies/${companyId}/pix-settings`, companySettings);
    expect(saved.json()).toMatchObject({ chave: '11222333000181' });
    expect(await ctx.db.select().from(pixSettings).where(eq(pixSettings.companyId, companyId))).toHaveLength(1);
  });

  test.each([
    [{ ...companySettings, chave: '123' }, 'chave', INVALID_PIX_KEY],
    [{ ...companySettings, chave: '' }, 'chave', 'Chave PIX é obrigatória'],
    [{ ...companySettings, nomeRecebedor: 'Associação Desportiva Craque do Amanhã' }, 'nomeRecebedor', 'Máximo de 25 caracteres'],
    [{ ...companySettings, cidade: 'São José dos Campos' }, 'cidade', 'Máximo de 15 caracteres'],
  ])('refuses %o with a message on the field', async (body, field, message) => {
    const refused = await call('PUT', `/api/companies/${companyId}/pix-settings`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[field]).toBe(message);
  });

  test('every kind of key is accepted', async () => {
    for (const [chave, tipoChave, stored] of [
      ['529.982.247-25', 'cpf', '52998224725'],
      ['(11) 98765-4321', 'phone', '+5511987654321'],
      ['71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D', 'evp', '71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d'],
    ]) {
      const saved = await call('PUT', `/api/units/${otherUnitId}/pix-settings`, { ...companySettings, chave });
      expect(saved.json()).toMatchObject({ chave: stored, tipoChave });
    }
    expect((await call('DELETE', `/api/units/${otherUnitId}/pix-settings`)).statusCode).toBe(204);
  });

  test('a unit uses its company settings until it has its own; removing its own brings them back', async () => {
    expect((await call('GET', `/api/units/${unitId}/pix-settings`)).json()).toBeNull();
    expect((await call('GET', `/api/units/${unitId}/pix-settings/effective`)).json()).toMatchObject({ origem: 'empresa', chave: '11222333000181' });
    await call('PUT', `/api/units/${unitId}/pix-settings`, { chave: 'tatuape@escola.com.br', nomeRecebedor: 'Craque Tatuapé', cidade: 'São Paulo' });
    expect((await call('GET', `/api/units/${unitId}/pix-settings/effective`)).json()).toMatchObject({ origem: 'unidade', chave: 'tatuape@escola.com.br' });
    await call('DELETE', `/api/units/${unitId}/pix-settings`);
    expect((await call('GET', `/api/units/${unitId}/pix-settings/effective`)).json()).toMatchObject({ origem: 'empresa' });
  });

  test('an unknown company or unit answers 404', async () => {
    expect((await call('PUT', '/api/companies/999999/pix-settings', companySettings)).json()).toMatchObject({ message: 'Empresa não encontrada' });
    expect((await call('GET', '/api/units/999999/pix-settings')).json()).toMatchObject({ message: 'Unidade não encontrada' });
  });
});

describe('an instalment charge', () => {
  test('is a valid static BR Code for the amount due, the receiver and a txid naming the instalment', async () => {
    await call('PUT', `/api/companies/${companyId}/pix-settings`, companySettings);
    const { instalment } = await openInstalment('187.45');
    const answer = await call('GET', `/api/monthly-payments/${instalment.id}/pix`);
    expect(answer.statusCode).toBe(200);
    const charge = answer.json();
    expect(isValidPixPayload(charge.payload)).toBe(true);
    const info = getPixPayloadInfo(charge.payload);
    expect(info).toMatchObject({ key: '11222333000181', amount: 187.45, merchantName: 'Escola Craque do Amanha', merchantCity: 'Sao Paulo', txid: charge.txid });
    expect(charge.payload).toContain('5406187.45');
    expect(charge.txid).toMatch(/^[A-Za-z0-9]{1,25}$/);
    expect(charge.txid).toContain(String(instalment.id));
    expect(charge.valor).toBe('187.45');
    expect(Buffer.from(charge.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
  });

  test('a family gets the charge of its own child only; another family gets 404', async () => {
    const { athlete, instalment } = await openInstalment('150.00');
    const family = await signedIn(ctx.db, 'cliente');
    await linkGuardian(ctx.db, athlete.id, family.user!.id);
    const stranger = await signedIn(ctx.db, 'cliente');
    expect((await call('GET', `/api/monthly-payments/${instalment.id}/pix`, undefined, family.headers)).statusCode).toBe(200);
    const refused = await call('GET', `/api/monthly-payments/${instalment.id}/pix`, undefined, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INSTALMENT_NOT_FOUND);
  });

  test('is refused for a paid or cancelled instalment', async () => {
    const { instalment } = await openInstalment();
    const paid = await openInstalment();
    await call('PUT', `/api/companies/${companyId}/pix-settings`, companySettings);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${paid.instalment.id}/process`,
      headers: admin.headers,
      payload: { dataPagamento: today, metodoPagamento: 'dinheiro', valorDesconto: 0, observacoes: '' },
    });
    expect((await call('GET', `/api/monthly-payments/${paid.instalment.id}/pix`)).json()).toMatchObject({ message: ALREADY_PAID });
    const cancelled = await makeInstalment(ctx.db, instalment.enrollmentId, { numeroMensalidade: 9, status: 'cancelado' });
    const refused = await call('GET', `/api/monthly-payments/${cancelled!.id}/pix`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CANCELLED_CANNOT_BE_PAID);
  });

  test('without settings for the unit there is no charge', async () => {
    const bareCompany = (await makeCompany(ctx.db, { cnpj: '45723174000110' }))!.id;
    const bareTeam = (await makeTeam(ctx.db, (await makeUnit(ctx.db, bareCompany))!.id))!.id;
    const { instalment } = await openInstalment('99.90', bareTeam);
    const refused = await call('GET', `/api/monthly-payments/${instalment.id}/pix`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PIX_NOT_CONFIGURED);
  });

  test('the finance page and the family portal say whether an instalment has a charge, in the same query', async () => {
    await call('PUT', `/api/companies/${companyId}/pix-settings`, companySettings);
    const { athlete, instalment } = await openInstalment('150.00');
    const bareCompany = (await makeCompany(ctx.db, { cnpj: '06990590000123' }))!.id;
    const bare = await openInstalment('80.00', (await makeTeam(ctx.db, (await makeUnit(ctx.db, bareCompany))!.id))!.id);
    expect((await call('GET', `/api/enrollments-with-payments/${instalment.enrollmentId}`)).json().pix).toBe(true);
    expect((await call('GET', `/api/enrollments-with-payments/${bare.instalment.enrollmentId}`)).json().pix).toBe(false);

    const family = await signedIn(ctx.db, 'cliente');
    await linkGuardian(ctx.db, athlete.id, family.user!.id);
    await linkGuardian(ctx.db, bare.athlete.id, family.user!.id);
    const home = (await call('GET', '/api/family/home', undefined, family.headers)).json();
    const open = home.criancas.flatMap((child: { parcelasAbertas: { id: number; pix: boolean }[] }) => child.parcelasAbertas);
    expect(open.find((p: { id: number }) => p.id === instalment.id)?.pix).toBe(true);
    expect(open.find((p: { id: number }) => p.id === bare.instalment.id)?.pix).toBe(false);
  });
});
