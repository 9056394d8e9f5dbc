import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '@domain/payment-date';
import {
  ACCOUNT_TOO_LONG,
  AMOUNT_DIFFERS,
  creditDateRefused,
  FITID_TOO_LONG,
  LINE_ALREADY_RECONCILED,
  MAX_STATEMENT_CREDITS,
  NOT_OFX,
  TOO_MANY_CREDITS,
  type BankLine,
} from '@domain/reconciliation';
import { auditLog, bankStatementLines, financialRecords, instalments, pixCharges } from '../../db/schema/index';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makePixSettings, makeTeam, makeUnit, signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { instalmentTxid } from '../pix/pix.service';
import { getLine } from './reconciliation.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;

/** A Banco do Brasil statement as its site exports it: OFX 1.02 SGML in windows-1252, CRLF, three credits and a debit. */
const SAMPLE = readFileSync(new URL('./fixtures/extrato-banco-do-brasil.ofx', import.meta.url));
const SAMPLE_TXID = 'PLANTELP0000000042';

/** The sample with the txid of a real instalment in its first credit's memo (byte for byte otherwise). */
const sampleFor = (txid: string) => Buffer.from(SAMPLE.toString('latin1').replace(SAMPLE_TXID, txid), 'latin1');

/** A short OFX 1.02 of another account, for one case each. */
function statement(credits: { fitid: string; data: string; valor: string; memo: string }[]) {
  const transactions = credits.map(
    (c) => `<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>${c.data.replaceAll('-', '')}120000[-3:BRT]\n<TRNAMT>${c.valor}\n<FITID>${c.fitid}\n<MEMO>${c.memo}\n</STMTTRN>`,
  );
  const text = `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nCHARSET:1252\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>341\n<BRANCHID>0187\n<ACCTID>45678-9\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n${transactions.join('\n')}\n</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
  return Buffer.from(text, 'latin1');
}

const upload = (bytes: Buffer, headers = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/bank-statements', payload: { arquivo: bytes.toString('base64') }, headers });
const lines = async (status = 'pendente'): Promise<BankLine[]> => {
  const answer = await ctx.app.inject({ method: 'GET', url: `/api/bank-statements/lines?status=${status}`, headers: admin.headers });
  expect(answer.statusCode).toBe(200);
  return answer.json().items;
};
const lineOf = async (fitid: string, status = 'pendente') => (await lines(status)).find((line) => line.fitid === fitid)!;
const confirm = (id: number, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/bank-statements/lines/${id}/confirm`, payload, headers: admin.headers });
const ledgerRows = (ids: number[]) => ctx.db.select().from(financialRecords).where(inArray(financialRecords.monthlyPaymentId, ids));

async function openInstalment(nomeCompleto: string, valor: string, dataVencimento: string) {
  const athlete = await makeAthlete(ctx.db, { nomeCompleto });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  return (await makeInstalment(ctx.db, enrollment!.id, { valor, dataVencimento }))!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
  const companyId = (await makeCompany(ctx.db))!.id;
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, companyId))!.id))!.id;
  await makePixSettings(ctx.db, { companyId });
});
afterAll(() => ctx.close());

describe('a Banco do Brasil statement', () => {
  let byTxid: typeof instalments.$inferSelect;
  let byAmount: typeof instalments.$inferSelect;

  beforeAll(async () => {
    // Due a month after the credit: only the txid in the memo points to it.
    byTxid = await openInstalment('João Conceição Filho', '180.00', '2025-04-10');
    // Due 3 days before the R$ 137,50 credit of 05/03.
    byAmount = await openInstalment('Mariana Gonçalves Lima', '137.50', '2025-03-02');
    // Same amount, but due 15 days after the credit, and one already paid: neither is proposed.
    await openInstalment('Pedro Henrique Alves', '137.50', '2025-03-20');
    const paid = await makeAthlete(ctx.db, { nomeCompleto: 'Rita Paga Sempre' });
    const enrollment = await makeEnrollment(ctx.db, paid!.id, teamId);
    await makeInstalment(ctx.db, enrollment!.id, { valor: '137.50', dataVencimento: '2025-03-05', status: 'pago', dataPagamento: '2025-03-01', metodoPagamento: 'dinheiro', valorPago: '137.50' });
  });

  test('importing keeps the credits (not the debit) and proposes a match for each, with why', async () => {
    const imported = await upload(sampleFor(instalmentTxid(byTxid.id)));
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ creditos: 3, novos: 3, jaImportados: 0, contas: [{ conta: '1 / 3174-2 / 21987-0', creditos: 3, novos: 3, jaImportados: 0, nova: true }] });

    const pending = await lines();
    expect(pending.map((line) => [line.data, line.valor, line.descricao])).toEqual([
      ['2025-03-06', '99.00', 'TED Recebida · Associação de Pais e Mestres'],
      ['2025-03-05', '137.50', 'Pix - Recebido · 05/03 08:12 Mariana Gonçalves'],
      ['2025-03-04', '180.00', `Pix - Recebido · 04/03 10:45 João Conceição ${instalmentTxid(byTxid.id)}`],
    ]);
    const [unknown, amount, txid] = pending;

    expect(txid!.proposta).toMatchObject({ motivo: 'txid na descrição', cobranca: null, parcela: { id: byTxid.id, valor: '180.00', athlete: { nomeCompleto: 'João Conceição Filho' } } });
    // The memo names the athlete herself: her family.
    expect(amount!.proposta).toMatchObject({ motivo: 'Mariana Gonçalves Lima na descrição, vencimento em 02/03', parcela: { id: byAmount.id, dataVencimento: '2025-03-02' } });
    expect(amount!.candidatos.map((candidate) => candidate.parcela?.id)).toEqual([byAmount.id]);
    expect(unknown!.proposta).toBeNull();
    expect(unknown!.candidatos).toEqual([]);
  });

  test('importing the same statement again changes nothing', async () => {
    const before = await lines();
    const again = await upload(sampleFor(instalmentTxid(byTxid.id)));
    expect(again.json()).toMatchObject({ creditos: 3, novos: 0, jaImportados: 3 });
    expect(await lines()).toEqual(before);
  });

  test('confirming pays the instalment once, by PIX on the credit’s date, with one ledger row; twice at once pays once', async () => {
    const line = await lineOf('20250304180000001');
    const [first, second] = await Promise.all([confirm(line.id, { instalmentId: byTxid.id }), confirm(line.id, { instalmentId: byTxid.id })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().message).toBe(LINE_ALREADY_RECONCILED);

    const [paid] = await ctx.db.select().from(instalments).where(eq(instalments.id, byTxid.id));
    expect(paid).toMatchObject({ status: 'pago', metodoPagamento: 'pix', dataPagamento: '2025-03-04', valorPago: '180.00', processedByUserId: admin.user!.id });
    expect(await ledgerRows([byTxid.id])).toHaveLength(1);

    const reconciled = await lineOf('20250304180000001', 'conciliada');
    expect(reconciled).toMatchObject({ status: 'conciliada', proposta: null, pagou: { parcela: { id: byTxid.id } }, decididoPor: { id: admin.user!.id } });
    const audited = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'bank_statement_lines'), eq(auditLog.entityId, line.id)));
    expect(audited.map((entry) => entry.action)).toEqual(['reconcile']);

    // The statement imported once more, after the payment: still one line, one payment, one ledger row.
    expect((await upload(sampleFor(instalmentTxid(byTxid.id)))).json()).toMatchObject({ novos: 0, jaImportados: 3 });
    expect((await lines('conciliada')).filter((l) => l.fitid === '20250304180000001')).toHaveLength(1);
    expect(await ledgerRows([byTxid.id])).toHaveLength(1);
  });

  test('a credit of another amount than what is owed is refused, and nothing is paid', async () => {
    const unknown = await lineOf('20250306099000003');
    const refused = await confirm(unknown.id, { instalmentId: byAmount.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(AMOUNT_DIFFERS);
    const [still] = await ctx.db.select().from(instalments).where(eq(instalments.id, byAmount.id));
    expect(still!.status).toBe('pendente');
    expect(await ledgerRows([byAmount.id])).toHaveLength(0);
  });

  test('"Escolher outra parcela" lists open instalments of that amount, nearest due first, and by athlete', async () => {
    const other = await openInstalment('Otávio Ramos Pereira', '99.00', '2025-05-10');
    const unknown = await lineOf('20250306099000003');
    const options = async (busca = '') =>
      (await ctx.app.inject({ method: 'GET', url: `/api/bank-statements/lines/${unknown.id}/options?busca=${encodeURIComponent(busca)}`, headers: admin.headers })).json().opcoes;
    expect((await options()).map((option: { parcela: { id: number } }) => option.parcela.id)).toEqual([other.id]);
    expect(await options('otavio')).toHaveLength(1);
    expect(await options('Mariana')).toEqual([]);

    // Staff's choice instead of the (missing) proposal.
    expect((await confirm(unknown.id, { instalmentId: other.id })).statusCode).toBe(200);
    expect(await ledgerRows([other.id])).toHaveLength(1);
  });

  test('an ignored credit leaves the pending list, and comes back when restored', async () => {
    const amount = await lineOf('20250305137500002');
    const ignore = await ctx.app.inject({ method: 'POST', url: `/api/bank-statements/lines/${amount.id}/ignore`, headers: admin.headers });
    expect(ignore.statusCode).toBe(200);
    expect((await lines()).map((line) => line.id)).not.toContain(amount.id);
    expect((await lines('ignorada')).map((line) => line.id)).toEqual([amount.id]);

    const restore = await ctx.app.inject({ method: 'POST', url: `/api/bank-statements/lines/${amount.id}/restore`, headers: admin.headers });
    expect(restore.statusCode).toBe(200);
    expect((await lineOf('20250305137500002')).proposta?.parcela?.id).toBe(byAmount.id);
  });
});

test('two open instalments equally near: no proposal, both listed as candidates; staff pick one', async () => {
  const early = await openInstalment('Lucas Prado', '88.00', '2025-06-12');
  const late = await openInstalment('Luiza Prado', '88.00', '2025-06-16');
  await upload(statement([{ fitid: 'AMB-1', data: '2025-06-14', valor: '88.00', memo: 'PIX RECEBIDO' }]));
  const line = await lineOf('AMB-1');
  expect(line.proposta).toBeNull();
  expect(line.candidatos.map((candidate) => [candidate.parcela?.id, candidate.motivo])).toEqual([
    [early.id, 'mesmo valor, vencimento em 12/06'],
    [late.id, 'mesmo valor, vencimento em 16/06'],
  ]);
  expect((await confirm(line.id, { instalmentId: late.id })).statusCode).toBe(200);
  const [paid] = await ctx.db.select().from(instalments).where(eq(instalments.id, late.id));
  expect(paid).toMatchObject({ status: 'pago', metodoPagamento: 'pix', dataPagamento: '2025-06-14' });
});

test('a family charge’s txid proposes the charge, and confirming settles all its instalments once', async () => {
  const family = await signedIn(ctx.db, 'cliente');
  const ids: number[] = [];
  for (const [nomeCompleto, valor] of [
    ['Ana Beatriz Souza', '150.00'],
    ['Bruno Souza', '120.50'],
  ] as const) {
    const athlete = await makeAthlete(ctx.db, { nomeCompleto });
    await linkGuardian(ctx.db, athlete!.id, family.user!.id);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    ids.push((await makeInstalment(ctx.db, enrollment!.id, { valor, dataVencimento: '2025-09-10' }))!.id);
  }
  const [charge] = (await ctx.app.inject({ method: 'POST', url: '/api/family/pix-charges', headers: family.headers, payload: { parcelas: ids } })).json().cobrancas;
  expect(charge.valor).toBe('270.50');

  await upload(statement([{ fitid: 'FAM-1', data: '2025-07-08', valor: '270.50', memo: `Pix recebido de Carla Souza ${charge.txid}` }]));
  const line = await lineOf('FAM-1');
  expect(line.proposta).toMatchObject({ motivo: 'txid na descrição', parcela: null, cobranca: { id: charge.id, txid: charge.txid, valor: '270.50' } });
  expect(line.proposta!.cobranca!.itens.map((item) => item.instalmentId).sort()).toEqual([...ids].sort());

  expect((await confirm(line.id, { chargeId: charge.id })).statusCode).toBe(200);
  expect((await confirm(line.id, { chargeId: charge.id })).statusCode).toBe(409);
  const paid = await ctx.db.select().from(instalments).where(inArray(instalments.id, ids));
  expect(paid.map((row) => [row.status, row.metodoPagamento, row.dataPagamento])).toEqual(ids.map(() => ['pago', 'pix', '2025-07-08']));
  expect(await ledgerRows(ids)).toHaveLength(2);
  const [settled] = await ctx.db.select().from(pixCharges).where(eq(pixCharges.id, charge.id));
  expect(settled!.status).toBe('paga');
  expect((await lineOf('FAM-1', 'conciliada')).pagou?.cobranca?.id).toBe(charge.id);
});

test('an OFX 2 statement (XML, UTF-8) reads as well', async () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>BRL</CURDEF>
<BANKACCTFROM><BANKID>260</BANKID><BRANCHID>0001</BRANCHID><ACCTID>9876543-2</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>
<BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20250801</DTPOSTED><TRNAMT>42.00</TRNAMT><FITID>XML-1</FITID><MEMO>Transferência recebida &amp; anotação</MEMO></STMTTRN></BANKTRANLIST>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
  expect((await upload(Buffer.from(xml, 'utf8'))).json()).toEqual({ creditos: 1, novos: 1, jaImportados: 0, contas: [{ conta: '260 / 0001 / 9876543-2', creditos: 1, novos: 1, jaImportados: 0, nova: true }] });
  expect((await lineOf('XML-1')).descricao).toBe('Transferência recebida & anotação');
});

test('a file that is not an OFX statement is refused with the reason; a professor imports too, an assistente cannot', async () => {
  for (const bytes of [Buffer.from('<html><body>Extrato</body></html>'), Buffer.from('%PDF-1.7 extrato de conta'), Buffer.from('Data;Descrição;Valor\n01/03/2025;Pix;10,00')]) {
    const refused = await upload(bytes);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOT_OFX);
  }
  const professor = await signedIn(ctx.db, 'professor');
  expect((await upload(statement([{ fitid: 'PROF-1', data: '2025-08-02', valor: '10.00', memo: 'PIX' }]), professor.headers)).statusCode).toBe(200);
  const assistente = await signedIn(ctx.db, 'assistente');
  expect((await upload(statement([]), assistente.headers)).statusCode).toBe(403);
});

test('a page of many pending credits proposes, for each, what the credit alone would (the page reads them all at once)', async () => {
  /** A family's charge ("Pagar tudo") of one instalment per athlete. */
  async function familyCharge(instalmentsOf: [nomeCompleto: string, valor: string, dataVencimento: string][]) {
    const family = await signedIn(ctx.db, 'cliente');
    const parcelas: number[] = [];
    for (const [nomeCompleto, valor, dataVencimento] of instalmentsOf) {
      const athlete = await makeAthlete(ctx.db, { nomeCompleto });
      await linkGuardian(ctx.db, athlete!.id, family.user!.id);
      parcelas.push((await makeInstalment(ctx.db, (await makeEnrollment(ctx.db, athlete!.id, teamId))!.id, { valor, dataVencimento }))!.id);
    }
    const [charge] = (await ctx.app.inject({ method: 'POST', url: '/api/family/pix-charges', headers: family.headers, payload: { parcelas } })).json().cobrancas;
    return charge as { id: number; txid: string; valor: string };
  }
  const credits: { fitid: string; data: string; valor: string; memo: string }[] = [];
  const expected = new Map<string, { parcela?: number; cobranca?: number } | null>();
  const credit = (fitid: string, data: string, valor: string, memo: string, proposal: { parcela?: number; cobranca?: number } | null) => {
    credits.push({ fitid, data, valor, memo });
    expected.set(fitid, proposal);
  };

  for (let i = 0; i < 8; i++) {
    // By amount: one instalment due the day before the credit, another of that amount 3 days after it.
    const valor = `${301 + i}.00`;
    const day = (offset: number) => `2025-10-${String(10 + i + offset).padStart(2, '0')}`;
    const near = await openInstalment(`Lote Valor ${i}`, valor, day(-1));
    await openInstalment(`Lote Valor Longe ${i}`, valor, day(3));
    credit(`LOTE-V${i}`, day(0), valor, 'PIX RECEBIDO', { parcela: near.id });
  }
  for (let i = 0; i < 6; i++) {
    // By the instalment's txid, due long after the credit; and a nearer one of that amount, which the txid outranks.
    const valor = `${401 + i}.00`;
    const named = await openInstalment(`Lote Txid ${i}`, valor, '2026-01-10');
    await openInstalment(`Lote Txid Perto ${i}`, valor, '2025-10-12');
    credit(`LOTE-T${i}`, '2025-10-12', valor, `Pix recebido ${instalmentTxid(named.id)}`, { parcela: named.id });
  }
  // The txid of an instalment of another amount: the nearest of the credit's amount instead.
  const other = await openInstalment('Lote Txid Outro Valor', '451.00', '2025-10-15');
  const sameAmount = await openInstalment('Lote Mesmo Valor', '452.00', '2025-10-14');
  credit('LOTE-X', '2025-10-15', '452.00', `Pix ${instalmentTxid(other.id)}`, { parcela: sameAmount.id });
  for (let i = 0; i < 6; i++) {
    // Two equally near: no proposal.
    const valor = `${501 + i}.00`;
    await openInstalment(`Lote Empate A${i}`, valor, '2025-10-18');
    await openInstalment(`Lote Empate B${i}`, valor, '2025-10-22');
    credit(`LOTE-E${i}`, '2025-10-20', valor, 'TED RECEBIDA', null);
  }
  for (let i = 0; i < 3; i++) {
    // A family charge by its amount (its nearest instalment 1 day away), and by its txid.
    const byAmount = await familyCharge([
      [`Lote Família ${i} Ana`, `${601 + i}.00`, '2025-10-24'],
      [`Lote Família ${i} Beto`, '100.00', '2025-11-24'],
    ]);
    credit(`LOTE-F${i}`, '2025-10-25', byAmount.valor, 'PIX RECEBIDO', { cobranca: byAmount.id });
    const byTxid = await familyCharge([
      [`Lote Família Txid ${i} Caio`, `${651 + i}.00`, '2025-12-24'],
      [`Lote Família Txid ${i} Davi`, '100.00', '2025-12-24'],
    ]);
    credit(`LOTE-G${i}`, '2025-10-25', byTxid.valor, `Pix recebido ${byTxid.txid}`, { cobranca: byTxid.id });
  }
  for (let i = 0; i < 3; i++) credit(`LOTE-N${i}`, '2025-10-26', `${901 + i}.37`, 'TRANSFERENCIA', null);

  expect((await upload(statement(credits))).json()).toMatchObject({ creditos: 30, novos: 30 });
  const answer = await ctx.app.inject({ method: 'GET', url: '/api/bank-statements/lines?status=pendente&pageSize=100', headers: admin.headers });
  const page: BankLine[] = answer.json().items;
  const batch = page.filter((line) => line.fitid.startsWith('LOTE-'));
  expect(batch).toHaveLength(30);
  for (const line of batch) {
    const proposal = line.proposta && (line.proposta.parcela ? { parcela: line.proposta.parcela.id } : { cobranca: line.proposta.cobranca!.id });
    expect([line.fitid, proposal]).toEqual([line.fitid, expected.get(line.fitid)]);
  }
  // Every pending line of the page (these and the other tests') is what it is asked alone.
  for (const line of page) expect(line).toEqual(JSON.parse(JSON.stringify(await getLine(ctx.db, line.id))));
  expect(batch.find((line) => line.fitid === 'LOTE-E0')!.candidatos).toHaveLength(2);
  expect(batch.find((line) => line.fitid === 'LOTE-F0')!.candidatos.map((candidate) => candidate.cobranca?.itens.length)).toEqual([2]);
});

describe('what a statement may hold', () => {
  const storedLike = (pattern: string) => ctx.db.select().from(bankStatementLines).where(like(bankStatementLines.fitid, pattern));

  // Random, as PostgreSQL would compress a repeated character under its index row limit.
  test('an identifier longer than a bank writes (FITID, account) is refused with 400, and nothing is stored', async () => {
    const longFitid = await upload(statement([{ fitid: `LONG-${randomBytes(1500).toString('hex')}`, data: '2025-08-03', valor: '10.00', memo: 'PIX' }]));
    expect(longFitid.statusCode).toBe(400);
    expect(longFitid.json().message).toBe(FITID_TOO_LONG);

    const longAccount = statement([{ fitid: 'LONG-ACCOUNT', data: '2025-08-03', valor: '10.00', memo: 'PIX' }]).toString('latin1').replace('<ACCTID>45678-9', `<ACCTID>${randomBytes(1500).toString('hex')}`);
    const refused = await upload(Buffer.from(longAccount, 'latin1'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(ACCOUNT_TOO_LONG);
    expect(await storedLike('LONG-%')).toEqual([]);
  });

  test(`more than ${MAX_STATEMENT_CREDITS} credits are refused with the cap in the message; that many are imported`, async () => {
    const credits = (count: number) => Array.from({ length: count }, (_, i) => ({ fitid: `CAP-${i}`, data: '2025-01-02', valor: '1.00', memo: 'PIX' }));
    const refused = await upload(statement(credits(MAX_STATEMENT_CREDITS + 1)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TOO_MANY_CREDITS);
    expect(await storedLike('CAP-%')).toEqual([]);

    const imported = await upload(statement(credits(MAX_STATEMENT_CREDITS)));
    expect(imported.json()).toMatchObject({ creditos: MAX_STATEMENT_CREDITS, novos: MAX_STATEMENT_CREDITS });
    expect(await storedLike('CAP-%')).toHaveLength(MAX_STATEMENT_CREDITS);
  });

  test('a credit dated before 2000 or after today is refused by the payment-date rule, and nothing is stored', async () => {
    const tomorrow = addDays(todayIn('America/Sao_Paulo'), 1);
    for (const [data, reason] of [
      ['1900-01-01', PAYMENT_DATE_TOO_OLD],
      ['9999-12-31', FUTURE_PAYMENT_DATE],
      [tomorrow, FUTURE_PAYMENT_DATE],
    ] as const) {
      const refused = await upload(
        statement([
          { fitid: `DATE-OK-${data}`, data: '2025-08-04', valor: '10.00', memo: 'PIX' },
          { fitid: `DATE-${data}`, data, valor: '10.00', memo: 'PIX' },
        ]),
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(creditDateRefused(data, reason));
    }
    expect(await storedLike('DATE-%')).toEqual([]);
  });

  test('a line stored with a date of 1900 cannot pay: 400 with the payment-date rule, the instalment stays open', async () => {
    const instalment = await openInstalment('Olga Antiga Data', '77.00', '2025-07-01');
    const [line] = await ctx.db
      .insert(bankStatementLines)
      .values({ conta: '341 / 0187 / 45678-9', fitid: 'OLD-1900', data: '1900-01-01', valor: '77.00', descricao: 'PIX' })
      .returning();
    const refused = await confirm(line!.id, { instalmentId: instalment.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(PAYMENT_DATE_TOO_OLD);
    const [still] = await ctx.db.select().from(instalments).where(eq(instalments.id, instalment.id));
    expect(still!.status).toBe('pendente');
    expect(await ledgerRows([instalment.id])).toHaveLength(0);
  });
});
