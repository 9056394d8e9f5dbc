import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AMOUNT_DIFFERS, MANUAL_PIX_ACCOUNT, RULE_TOO_SHORT, SUM_DIFFERS, type BankLine } from '@domain/reconciliation';
import { auditLog, bankStatementLines, enrollments, financialRecords, instalments, lateFeeSettings } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { instalmentTxid } from '../pix/pix.service';

/**
 * What a real month's statement asks of reconciliation (issue 35): credits without a txid whose
 * description names the payer, investments to ignore by a rule, one credit for two siblings, a fee
 * paid late with multa e juros, and a PIX staff saw in the bank's app.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
let lateTeamId: number;

/** A short OFX 1.02 of one account. */
function statement(credits: { fitid: string; data: string; valor: string; memo: string }[], account = '45678-9') {
  const transactions = credits.map(
    (c) => `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${c.data.replaceAll('-', '')}120000[-3:BRT]\n<TRNAMT>${c.valor}\n<FITID>${c.fitid}\n<MEMO>${c.memo}\n</STMTTRN>`,
  );
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>341\n<BRANCHID>0187\n<ACCTID>${account}\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n${transactions.join('\n')}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
  return Buffer.from(text, 'latin1');
}

const upload = async (bytes: Buffer) => {
  const answer = await ctx.app.inject({ method: 'POST', url: '/api/bank-statements', payload: { arquivo: bytes.toString('base64') }, headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
};
const lines = async (query = 'status=pendente'): Promise<BankLine[]> => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/bank-statements/lines?pageSize=100&${query}`, headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().items;
};
const lineOf = async (fitid: string, status = 'pendente') => (await lines(`status=${status}`)).find((line) => line.fitid === fitid)!;
const confirm = (id: number, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/bank-statements/lines/${id}/confirm`, payload, headers: admin.headers });
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, headers: admin.headers });

/** An athlete of a family (the guardian on the athlete's record), with one open instalment. */
async function child(nomeCompleto: string, responsavel: { nome: string; cpf?: string }, valor: string, dataVencimento: string, team = teamId) {
  const athlete = await makeAthlete(ctx.db, { nomeCompleto, responsavelNome: responsavel.nome, ...(responsavel.cpf ? { responsavelCpf: responsavel.cpf } : {}) });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, team);
  return (await makeInstalment(ctx.db, enrollment!.id, { valor, dataVencimento }))!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const companyId = (await makeCompany(ctx.db))!.id;
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, companyId))!.id))!.id;
  // Another school of the network charges 2 % multa and 1 % a month juros.
  const lateCompanyId = (await makeCompany(ctx.db))!.id;
  await ctx.db.insert(lateFeeSettings).values({ companyId: lateCompanyId, unitId: null, multaPercentual: '2.00', jurosMensalPercentual: '1.00' });
  lateTeamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, lateCompanyId))!.id))!.id;
});
afterAll(() => ctx.close());

test('a month with investment lines is cleared with one rule: "ignorar créditos como Rent.inv.facil"', async () => {
  await upload(
    statement([
      { fitid: 'INV-1', data: '2025-02-03', valor: '12.34', memo: 'Rent.inv.facil' },
      { fitid: 'INV-2', data: '2025-02-10', valor: '11.02', memo: 'RENT.INV.FÁCIL 10/02' },
      { fitid: 'INV-3', data: '2025-02-17', valor: '9.87', memo: 'Rent.Inv.Facil' },
      { fitid: 'INV-FEE', data: '2025-02-18', valor: '180.00', memo: 'PIX RECEBIDO' },
    ]),
  );
  expect((await post('/api/bank-statements/rules', { padrao: 'in' })).json().message).toBe(RULE_TOO_SHORT);

  const created = await post('/api/bank-statements/rules', { padrao: 'rent.inv.facil' });
  expect(created.statusCode, created.body).toBe(200);
  expect(created.json()).toMatchObject({ padrao: 'rent.inv.facil', ignorados: 3, criadoPor: admin.user!.nome });

  const pending = (await lines()).map((line) => line.fitid);
  expect(pending).toContain('INV-FEE');
  expect(pending.filter((fitid) => fitid.startsWith('INV-') && fitid !== 'INV-FEE')).toEqual([]);
  expect((await lines('status=ignorada')).map((line) => [line.fitid, line.decididoPor?.id])).toEqual([
    ['INV-3', admin.user!.id],
    ['INV-2', admin.user!.id],
    ['INV-1', admin.user!.id],
  ]);
  const listed = await ctx.app.inject({ method: 'GET', url: '/api/bank-statements/rules', headers: admin.headers });
  expect(listed.json().regras.map((rule: { padrao: string }) => rule.padrao)).toEqual(['rent.inv.facil']);
  const audited = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'bank_line_rules'));
  expect(audited.map((entry) => [entry.action, entry.changes])).toEqual([['create', { padrao: 'rent.inv.facil', ignorados: 3 }]]);

  const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/bank-statements/rules/${created.json().id}`, headers: admin.headers });
  expect(removed.statusCode).toBe(204);
  expect((await lines('status=ignorada')).map((line) => line.fitid)).toContain('INV-1');
});

describe('the payer a credit names', () => {
  let lohrana: typeof instalments.$inferSelect;
  let others: (typeof instalments.$inferSelect)[];

  beforeAll(async () => {
    // A R$ 180 fee due the same day in three families: by amount alone, a three-way tie.
    lohrana = await child('Enzo Duarte Campos', { nome: 'Lohrana Duarte Campos' }, '180.00', '2025-03-10');
    others = [
      await child('Theo Ribeiro Nunes', { nome: 'Sandra Ribeiro Nunes', cpf: '52998224725' }, '180.00', '2025-03-10'),
      await child('Lia Moura Prado', { nome: 'Rogério Moura Prado' }, '180.00', '2025-03-10'),
    ];
    await upload(
      statement([
        { fitid: 'PAYER-NAME', data: '2025-03-09', valor: '180.00', memo: 'Pix - Recebido 09/03 10:12 LOHRANA DUA' },
        { fitid: 'PAYER-CPF', data: '2025-03-09', valor: '180.00', memo: 'Transfe Pix Rem: ***.982.247-** 09/03' },
        { fitid: 'PAYER-NONE', data: '2025-03-09', valor: '180.00', memo: 'PIX RECEBIDO' },
        { fitid: 'PAYER-COMPANY', data: '2025-03-09', valor: '180.00', memo: 'TED RECEBIDA ACME COMERCIO LTDA 12.345.678/0001-90' },
        { fitid: 'PAYER-OTHER-CPF', data: '2025-03-09', valor: '180.00', memo: 'Pix recebido CPF 111.444.777-35' },
      ]),
    );
  });

  test('a credit naming the guardian is proposed to that family over a same-amount tie, and says why', async () => {
    const named = await lineOf('PAYER-NAME');
    expect(named.proposta).toMatchObject({
      motivo: 'Lohrana Duarte Campos na descrição, vencimento em 10/03',
      parcela: { id: lohrana.id, athlete: { nomeCompleto: 'Enzo Duarte Campos' }, responsaveis: ['Lohrana Duarte Campos'] },
    });
    expect(named.candidatos.map((candidate) => candidate.parcela?.id)).toEqual([lohrana.id, ...others.map((other) => other.id)]);

    // The six middle digits a bank leaves of the CPF name Sandra's family.
    expect((await lineOf('PAYER-CPF')).proposta).toMatchObject({ motivo: 'CPF de Sandra Ribeiro Nunes na descrição, vencimento em 10/03', parcela: { id: others[0]!.id } });

    // Nobody named: the tie stands, staff choose.
    const anonymous = await lineOf('PAYER-NONE');
    expect(anonymous.proposta).toBeNull();
    expect(anonymous.candidatos).toHaveLength(3);
  });

  test('a company’s refund, or a CPF of no guardian, is not proposed as a fee', async () => {
    for (const fitid of ['PAYER-COMPANY', 'PAYER-OTHER-CPF']) {
      const line = await lineOf(fitid);
      expect(line.proposta).toBeNull();
      expect(line.candidatos).toHaveLength(3);
    }
    expect((await lineOf('PAYER-COMPANY')).aviso).toBe('A descrição indica uma empresa, uma devolução ou um investimento: não é proposto como mensalidade');
    expect((await lineOf('PAYER-OTHER-CPF')).aviso).toBe('O CPF da descrição não é de nenhum responsável: não é proposto como mensalidade');
  });

  test('"Escolher parcela" shows the guardians and finds a family by the guardian’s name', async () => {
    const line = await lineOf('PAYER-NONE');
    const options = async (busca: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/bank-statements/lines/${line.id}/options?busca=${encodeURIComponent(busca)}`, headers: admin.headers })).json();
    const found = await options('rogerio moura');
    expect(found.opcoes.map((option: BankLine['candidatos'][number]) => [option.parcela?.id, option.parcela?.responsaveis])).toEqual([[others[1]!.id, ['Rogério Moura Prado']]]);
    expect(found.parcelasDaFamilia.map((parcela: { id: number }) => parcela.id)).toEqual([others[1]!.id]);
  });
});

test('one credit paying two siblings is proposed and settled: both paid, each ledger row linked to the credit', async () => {
  const carla = { nome: 'Carla Mendes Rocha', cpf: '39053344705' };
  const ana = await child('Ana Mendes Rocha', carla, '150.00', '2025-04-10');
  // Bia's record names her father; Carla is her guardian through the family account linked to her.
  const bia = await child('Bia Mendes Rocha', { nome: 'Jorge Rocha Lima' }, '120.00', '2025-04-10');
  const [biaAthlete] = await ctx.db.select({ id: enrollments.athleteId }).from(enrollments).where(eq(enrollments.id, bia.enrollmentId));
  await linkGuardian(ctx.db, biaAthlete!.id, (await signedIn(ctx.db, 'cliente')).user!.id, { nome: 'Carla Mendes Rocha' });
  // The same amount, due the same day, in a family nobody named.
  await child('Caio Fontes', { nome: 'Diego Fontes' }, '270.00', '2025-04-10');
  await upload(statement([{ fitid: 'SIBLINGS', data: '2025-04-08', valor: '270.00', memo: 'PIX RECEBIDO CARLA MENDES ROCHA' }]));

  const line = await lineOf('SIBLINGS');
  expect(line.proposta).toMatchObject({ motivo: 'Carla Mendes Rocha na descrição: 2 parcelas somam R$ 270,00', parcela: null, cobranca: null });
  expect(line.proposta!.parcelas!.map((parcela) => parcela.id)).toEqual([ana.id, bia.id]);

  const wrong = await confirm(line.id, { instalmentIds: [ana.id, (await child('Outro Irmão', carla, '100.00', '2025-04-10')).id] });
  expect(wrong.statusCode).toBe(409);
  expect(wrong.json().message).toBe(SUM_DIFFERS);

  const answer = await confirm(line.id, { instalmentIds: [bia.id, ana.id] });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.json().pagou.parcelas.map((parcela: { id: number }) => parcela.id)).toEqual([ana.id, bia.id]);
  const paid = await ctx.db.select().from(instalments).where(inArray(instalments.id, [ana.id, bia.id]));
  expect(paid.map((row) => [row.status, row.metodoPagamento, row.dataPagamento, row.valorPago])).toEqual(
    expect.arrayContaining([
      ['pago', 'pix', '2025-04-08', '150.00'],
      ['pago', 'pix', '2025-04-08', '120.00'],
    ]),
  );
  const ledger = await ctx.db.select().from(financialRecords).where(eq(financialRecords.bankStatementLineId, line.id));
  expect(ledger.map((row) => [row.monthlyPaymentId, row.valor]).sort()).toEqual([
    [ana.id, '150.00'],
    [bia.id, '120.00'],
  ]);
  expect((await lineOf('SIBLINGS', 'conciliada')).pagou?.parcelas?.map((parcela) => parcela.id)).toEqual([ana.id, bia.id]);
});

test('a credit with late fees is proposed to the family and settled with the multa e juros as their own amount', async () => {
  // R$ 200,00 due Monday 10/03/2025, paid 30 days late: multa 2 % (R$ 4,00) and juros 1 % a month (R$ 2,00).
  const late = await child('Davi Lopes Teixeira', { nome: 'Marta Lopes Teixeira' }, '200.00', '2025-03-10', lateTeamId);
  await upload(statement([{ fitid: 'LATE', data: '2025-04-09', valor: '206.00', memo: 'PIX RECEBIDO MARTA LOPES TEIXEIRA' }]));
  const line = await lineOf('LATE');
  expect(line.proposta).toMatchObject({ motivo: 'Marta Lopes Teixeira na descrição, vencimento em 10/03, com multa e juros', parcela: { id: late.id } });

  const answer = await confirm(line.id, { instalmentId: late.id });
  expect(answer.statusCode, answer.body).toBe(200);
  const [paid] = await ctx.db.select().from(instalments).where(eq(instalments.id, late.id));
  expect(paid).toMatchObject({ status: 'pago', valorPago: '206.00', valorAcrescimo: '6.00' });
  const ledger = await ctx.db.select().from(financialRecords).where(eq(financialRecords.bankStatementLineId, line.id));
  expect(ledger.map((row) => row.valor).sort()).toEqual(['200.00', '6.00']);

  // Neither the value nor the value with fees: refused.
  const other = await child('Davi Irmão', { nome: 'Marta Lopes Teixeira' }, '200.00', '2025-03-10', lateTeamId);
  await upload(statement([{ fitid: 'LATE-ODD', data: '2025-04-09', valor: '203.00', memo: 'PIX' }]));
  const odd = await confirm((await lineOf('LATE-ODD')).id, { instalmentId: other.id });
  expect(odd.json().message).toBe(AMOUNT_DIFFERS);
});

test('filters by account, period and amount; "Ignorar" for several credits at once', async () => {
  await upload(
    statement(
      [
        { fitid: 'F-1', data: '2025-05-02', valor: '77.00', memo: 'PIX A' },
        { fitid: 'F-2', data: '2025-05-20', valor: '77.00', memo: 'PIX B' },
        { fitid: 'F-3', data: '2025-05-21', valor: '78.00', memo: 'PIX C' },
      ],
      '11111-1',
    ),
  );
  const fitids = async (query: string) => (await lines(`status=pendente&${query}`)).map((line) => line.fitid);
  expect(await fitids('conta=341%20%2F%200187%20%2F%2011111-1')).toEqual(['F-3', 'F-2', 'F-1']);
  expect(await fitids('conta=341%20%2F%200187%20%2F%2011111-1&de=2025-05-10&ate=2025-05-20')).toEqual(['F-2']);
  expect(await fitids('valor=77,00&de=2025-05-01&ate=2025-05-31')).toEqual(['F-2', 'F-1']);
  const list = await ctx.app.inject({ method: 'GET', url: '/api/bank-statements/lines?valor=77.00&de=2025-05-01', headers: admin.headers });
  expect(list.json()).toMatchObject({ total: 2, totais: { pendente: 2, conciliada: 0, ignorada: 0 } });
  expect(list.json().contas).toContain('341 / 0187 / 11111-1');

  const ids = (await lines('status=pendente&valor=77.00&de=2025-05-01')).map((line) => line.id);
  const ignored = await post('/api/bank-statements/lines/ignore', { ids });
  expect(ignored.json()).toEqual({ ignorados: 2 });
  expect(await fitids('de=2025-05-01&ate=2025-05-31')).toEqual(['F-3']);
  expect((await post('/api/bank-statements/lines/ignore', { ids })).json()).toEqual({ ignorados: 0 });
});

test('"Confirmar PIX": a PIX seen in the bank’s app, by txid or amount, is kept as a credit and settled like one', async () => {
  const instalment = await child('Gael Barros', { nome: 'Paula Barros Lima' }, '95.00', '2025-06-10');
  const byTxid = await post('/api/bank-statements/pix', { valor: '95,00', data: '2025-06-09', descricao: instalmentTxid(instalment.id) });
  expect(byTxid.statusCode, byTxid.body).toBe(200);
  expect(byTxid.json()).toMatchObject({ conta: MANUAL_PIX_ACCOUNT, valor: '95.00', status: 'pendente', proposta: { motivo: 'txid na descrição', parcela: { id: instalment.id } } });
  expect((await confirm(byTxid.json().id, { instalmentId: instalment.id })).statusCode).toBe(200);
  const [line] = await ctx.db.select().from(bankStatementLines).where(and(eq(bankStatementLines.id, byTxid.json().id), eq(bankStatementLines.status, 'conciliada')));
  expect(line).toMatchObject({ monthlyPaymentId: instalment.id, importedByUserId: admin.user!.id });

  const future = await post('/api/bank-statements/pix', { valor: '95,00', data: '2999-01-01' });
  expect(future.statusCode).toBe(400);
  expect((await post('/api/bank-statements/pix', { valor: '0', data: '2025-06-09' })).statusCode).toBe(400);
});
