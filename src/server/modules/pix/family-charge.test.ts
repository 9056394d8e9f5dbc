import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { CHARGE_ALREADY_PAID, CHARGE_STALE, NO_OPEN_INSTALMENTS, OFFER_CHANGED } from '@domain/pix';
import { enrollments, financialRecords, instalments, pixCharges } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makePixSettings, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
let otherUnitTeamId: number;
let bareTeamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const companyId = (await makeCompany(ctx.db))!.id;
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, companyId))!.id))!.id;
  const mooca = (await makeUnit(ctx.db, companyId, { nome: 'Unidade Mooca' }))!.id;
  otherUnitTeamId = (await makeTeam(ctx.db, mooca))!.id;
  bareTeamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, (await makeCompany(ctx.db, { cnpj: '45723174000110' }))!.id))!.id))!.id;
  await makePixSettings(ctx.db, { companyId });
  await makePixSettings(ctx.db, { unitId: mooca }, { chave: 'mooca@craque.com.br', nomeRecebedor: 'Craque Mooca' });
});
afterAll(() => ctx.close());

/**
 * A family with two children in the main unit (R$ 150,00 and R$ 120,50 overdue, Ana's next R$ 150,00
 * due in 25 days), one in Mooca and one in a unit without PIX. `payable`: what 'Pagar tudo' offers.
 */
async function family() {
  const account = await signedIn(ctx.db, 'cliente');
  const open: { id: number; valor: string }[] = [];
  const payable: number[] = [];
  const child = async (nomeCompleto: string, team: number, valores: string[]) => {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto });
    await linkGuardian(ctx.db, athlete!.id, account.user!.id);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, team);
    for (const [i, valor] of valores.entries()) {
      const instalment = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: i + 1, valor, dataVencimento: addDays(today, 30 * i - 5) });
      open.push({ id: instalment!.id, valor });
      if (team !== bareTeamId) payable.push(instalment!.id);
    }
  };
  await child('Ana Souza', teamId, ['150.00', '150.00']);
  await child('Bruno Souza', teamId, ['120.50']);
  await child('Caio Souza', otherUnitTeamId, ['99.90']);
  await child('Davi Souza', bareTeamId, ['80.00']);
  return { account, open, payable };
}

const charges = (headers: Record<string, string>, parcelas: number[]) => ctx.app.inject({ method: 'POST', url: '/api/family/pix-charges', headers, payload: { parcelas } });
const settle = (id: number, dataPagamento = today) =>
  ctx.app.inject({ method: 'POST', url: `/api/pix-charges/${id}/settle`, payload: { dataPagamento }, headers: admin.headers });

describe('Pagar tudo', () => {
  test('one valid BR Code per receiver for the sum of the family’s open instalments, itemised per child', async () => {
    const { account, payable } = await family();
    const answer = await charges(account.headers, payable);
    expect(answer.statusCode).toBe(200);
    const [main, mooca, ...rest] = answer.json().cobrancas;
    expect(rest).toEqual([]);

    expect(main.valor).toBe('420.50');
    expect(main.itens.map((item: { athlete: { nomeCompleto: string }; valor: string }) => [item.athlete.nomeCompleto, item.valor])).toEqual([
      ['Ana Souza', '150.00'],
      ['Ana Souza', '150.00'],
      ['Bruno Souza', '120.50'],
    ]);
    expect(isValidPixPayload(main.payload)).toBe(true);
    expect(getPixPayloadInfo(main.payload)).toMatchObject({ key: '11222333000181', amount: 420.5, txid: main.txid, merchantName: 'Craque do Amanha', merchantCity: 'Sao Paulo' });

    // Mooca receives in its own account: its instalment is a charge of its own. The unit without PIX has none.
    expect(mooca.valor).toBe('99.90');
    expect(getPixPayloadInfo(mooca.payload)).toMatchObject({ key: 'mooca@craque.com.br', amount: 99.9, txid: mooca.txid });
    expect(mooca.txid).not.toBe(main.txid);
  });

  test('asking again answers the same charges (same txid); a new overdue instalment makes a new one, which replaces the older', async () => {
    const { account, payable } = await family();
    const first = (await charges(account.headers, payable)).json().cobrancas;
    expect((await charges(account.headers, payable)).json().cobrancas.map((c: { txid: string }) => c.txid)).toEqual(first.map((c: { txid: string }) => c.txid));

    const [firstItem] = first[0].itens;
    const enrollmentId = (await ctx.db.select().from(instalments).where(eq(instalments.id, firstItem.instalmentId)))[0]!.enrollmentId;
    const late = await makeInstalment(ctx.db, enrollmentId, { numeroMensalidade: 9, valor: '150.00', dataVencimento: addDays(today, -40) });
    const again = (await charges(account.headers, [...payable, late!.id])).json().cobrancas;
    expect(again[0].txid).not.toBe(first[0].txid);
    expect(again[0].valor).toBe('570.50');
    const [older] = await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, first[0].id));
    expect(older).toMatchObject({ status: 'substituida', replacedByChargeId: again[0].id });
    // Mooca's charge shares nothing with the new one: it stays open.
    expect((await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, first[1].id)))[0]!.status).toBe('aberta');
  });

  test('ten "Pagar tudo" at once make one charge per receiver: every answer carries the same txids', async () => {
    const { account, payable } = await family();
    const answers = await Promise.all(Array.from({ length: 10 }, () => charges(account.headers, payable)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const txids = answers.map((answer) => answer.json().cobrancas.map((charge: { txid: string }) => charge.txid).join(' '));
    expect(new Set(txids).size).toBe(1);
    expect(await ctx.db.select().from(pixCharges).where(eq(pixCharges.requestedByUserId, account.user!.id))).toHaveLength(2);
  });

  test('another guardian of the same children, asking at the same time, gets the same charges', async () => {
    const { account, open, payable } = await family();
    const other = await signedIn(ctx.db, 'cliente');
    const children = await ctx.db
      .selectDistinct({ athleteId: enrollments.athleteId })
      .from(instalments)
      .innerJoin(enrollments, eq(enrollments.id, instalments.enrollmentId))
      .where(inArray(instalments.id, open.map((item) => item.id)));
    for (const { athleteId } of children) await linkGuardian(ctx.db, athleteId, other.user!.id);

    const answers = await Promise.all([account, other, account, other].map((guardian) => charges(guardian.headers, payable)));
    const txids = answers.map((answer) => answer.json().cobrancas.map((charge: { txid: string }) => charge.txid).join(' '));
    expect(new Set(txids).size).toBe(1);
  });

  test('a family with nothing open by PIX gets 404 with the reason; staff cannot ask for one', async () => {
    const { account, open } = await family();
    const refused = await charges(account.headers, [open.at(-1)!.id]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(NO_OPEN_INSTALMENTS);
    expect((await charges(admin.headers, [open[0]!.id])).statusCode).toBe(403);
    const nothing = await charges(account.headers, []);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe('Escolha ao menos uma mensalidade');
  });
});

describe('what Pagar tudo offers', () => {
  /** A child with an instalment every month from `firstDue` on (a year's plan and more), R$ 150,00 each. */
  async function childWithYear(account: Awaited<ReturnType<typeof signedIn>>, nomeCompleto: string, firstDue: string, count: number) {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto });
    await linkGuardian(ctx.db, athlete!.id, account.user!.id);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: i + 1, valor: '150.00', dataVencimento: addDays(firstDue, 30 * i) }))!.id);
    return ids;
  }

  test('one overdue fee among a year of them: the overdue one and the next, R$ 300,00; a later one is refused, nothing is made', async () => {
    const account = await signedIn(ctx.db, 'cliente');
    const [overdue, next, later] = await childWithYear(account, 'Lia Prado', addDays(today, -10), 7);
    const refused = await charges(account.headers, [overdue!, next!, later!]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_CHANGED);
    expect(await ctx.db.select().from(pixCharges).where(eq(pixCharges.requestedByUserId, account.user!.id))).toEqual([]);

    const [charge] = (await charges(account.headers, [overdue!, next!])).json().cobrancas;
    expect(charge.valor).toBe('300.00');
    expect(charge.itens.map((item: { instalmentId: number }) => item.instalmentId)).toEqual([overdue, next]);
  });

  test('a grandmother who owes nothing is offered each child’s next fee only; each fee is optional', async () => {
    const account = await signedIn(ctx.db, 'cliente');
    const [ana] = await childWithYear(account, 'Ana Lima', addDays(today, 5), 12);
    const [bia, biaSecond] = await childWithYear(account, 'Bia Lima', addDays(today, 8), 12);
    expect((await charges(account.headers, [ana!, bia!, biaSecond!])).statusCode).toBe(409);

    const both = (await charges(account.headers, [ana!, bia!])).json().cobrancas;
    expect(both.map((charge: { valor: string }) => charge.valor)).toEqual(['300.00']);
    const onlyBia = (await charges(account.headers, [bia!])).json().cobrancas;
    expect(onlyBia[0]).toMatchObject({ valor: '150.00', itens: [expect.objectContaining({ instalmentId: bia })] });
  });

  test('another family’s instalment is refused like one not offered', async () => {
    const { payable } = await family();
    const stranger = await signedIn(ctx.db, 'cliente');
    const refused = await charges(stranger.headers, [payable[0]!]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_CHANGED);
  });
});

describe('one open family charge at a time', () => {
  test('a charge over some of the same fees replaces the older; the older QR paid anyway still settles while its fees are owed, and the newer is then stale', async () => {
    const { account, payable } = await family();
    const [ana1, ana2] = payable;
    const [older] = (await charges(account.headers, [ana1!, ana2!])).json().cobrancas;
    const [newer] = (await charges(account.headers, [ana1!])).json().cobrancas;
    expect(newer.txid).not.toBe(older.txid);

    const found = await ctx.app.inject({ method: 'GET', url: `/api/pix-charges?txid=${older.txid}`, headers: admin.headers });
    expect(found.json()).toMatchObject({ status: 'substituida' });
    expect((await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, older.id)))[0]!.replacedByChargeId).toBe(newer.id);

    const settled = await settle(older.id);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'paga', valor: '300.00' });
    const stale = await settle(newer.id);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(CHARGE_STALE);
    expect(await ctx.db.select().from(financialRecords).where(inArray(financialRecords.monthlyPaymentId, [ana1!, ana2!]))).toHaveLength(2);
  });

  test('staff’s WhatsApp charge replaces the family’s Pagar tudo over the same overdue fees', async () => {
    const { account, payable } = await family();
    const [familyCharge] = (await charges(account.headers, payable)).json().cobrancas;
    const enrollmentId = (await ctx.db.select().from(instalments).where(eq(instalments.id, payable[0]!)))[0]!.enrollmentId;
    const whatsapp = await ctx.app.inject({ method: 'POST', url: `/api/enrollments/${enrollmentId}/whatsapp`, headers: admin.headers });
    expect(whatsapp.statusCode).toBe(200);
    expect((await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, familyCharge.id)))[0]!.status).toBe('substituida');
  });
});

describe('confirming a family charge', () => {
  test('pays every instalment in it once, by PIX, with one ledger row each; a second confirmation is refused', async () => {
    const { account, payable } = await family();
    const [main] = (await charges(account.headers, payable)).json().cobrancas;
    const ids: number[] = main.itens.map((item: { instalmentId: number }) => item.instalmentId);

    const found = await ctx.app.inject({ method: 'GET', url: `/api/pix-charges?txid=${main.txid}`, headers: admin.headers });
    expect(found.json()).toMatchObject({ id: main.id, status: 'aberta', valor: '420.50' });

    const settled = await settle(main.id);
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'paga', txid: main.txid });
    const paid = await ctx.db.select().from(instalments).where(inArray(instalments.id, ids));
    expect(paid.map((row) => [row.status, row.metodoPagamento, row.valorPago, row.dataPagamento])).toEqual(
      paid.map((row) => ['pago', 'pix', row.valor, today]),
    );
    const ledger = await ctx.db.select().from(financialRecords).where(inArray(financialRecords.monthlyPaymentId, ids));
    expect(ledger).toHaveLength(3);
    expect(ledger.map((row) => row.valor).sort()).toEqual(['120.50', '150.00', '150.00']);

    const twice = await settle(main.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CHARGE_ALREADY_PAID);
    expect(await ctx.db.select().from(financialRecords).where(inArray(financialRecords.monthlyPaymentId, ids))).toHaveLength(3);
  });

  test('an instalment paid by hand meanwhile stops the whole charge: nothing is paid', async () => {
    const { account, payable } = await family();
    const [main] = (await charges(account.headers, payable)).json().cobrancas;
    const [first, ...others] = main.itens.map((item: { instalmentId: number }) => item.instalmentId);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/monthly-payments/${first}/process`,
      headers: admin.headers,
      payload: { dataPagamento: today, metodoPagamento: 'dinheiro', valorDesconto: 0, observacoes: '' },
    });
    const refused = await settle(main.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CHARGE_STALE);
    const untouched = await ctx.db.select().from(instalments).where(inArray(instalments.id, others));
    expect(untouched.every((row) => row.status === 'pendente')).toBe(true);
    expect((await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, main.id)))[0]!.status).toBe('aberta');
  });

  test('a future payment date is refused; an unknown charge is 404; a professor may confirm, a family may not', async () => {
    const { account, payable } = await family();
    const [main] = (await charges(account.headers, payable)).json().cobrancas;
    expect((await settle(main.id, addDays(today, 1))).statusCode).toBe(400);
    expect((await settle(999999)).statusCode).toBe(404);
    const asFamily = await ctx.app.inject({ method: 'POST', url: `/api/pix-charges/${main.id}/settle`, payload: { dataPagamento: today }, headers: account.headers });
    expect(asFamily.statusCode).toBe(403);
    const professor = await signedIn(ctx.db, 'professor');
    const byProfessor = await ctx.app.inject({ method: 'POST', url: `/api/pix-charges/${main.id}/settle`, payload: { dataPagamento: today }, headers: professor.headers });
    expect(byProfessor.statusCode).toBe(200);
  });
});
