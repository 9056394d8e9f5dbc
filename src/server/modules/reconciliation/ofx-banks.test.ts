import { readFileSync } from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARD_STATEMENT, creditAmountUnreadable, currencyRefused, INVESTMENT_STATEMENT } from '@domain/reconciliation';
import { bankStatementLines } from '../../db/schema/index';
import { signedIn } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';

/**
 * The shapes Brazilian banks export (fixtures/README.md says where each was seen): every bank's
 * credits are read, of every account in the file, whatever the layout; what is not a current
 * account's statement in reais is refused with what it is.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const upload = (bytes: Buffer) =>
  ctx.app.inject({ method: 'POST', url: '/api/bank-statements', payload: { arquivo: bytes.toString('base64') }, headers: admin.headers });
/** What was stored of an account: date, amount and description of each credit, oldest first. */
const storedOf = async (conta: string) =>
  (
    await ctx.db
      .select({ data: bankStatementLines.data, valor: bankStatementLines.valor, descricao: bankStatementLines.descricao })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.conta, conta))
      .orderBy(asc(bankStatementLines.data), asc(bankStatementLines.id))
  ).map((line) => [line.data, line.valor, line.descricao]);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador');
});
afterAll(() => ctx.close());

type Credits = [data: string, valor: string, descricao: string][];

const banks: { bank: string; file: string; contas: Record<string, Credits> }[] = [
  {
    bank: 'Itaú (SGML sem fechamento, BALAMT vazio)',
    file: 'extrato-itau.ofx',
    contas: {
      '0341 / 0187456789': [
        ['2025-03-05', '180.00', 'PIX TRANSF ANA PA05/03'],
        ['2025-03-10', '1447.18', 'SISPAG ASSOC PAIS MEST'],
      ],
    },
  },
  {
    bank: 'Bradesco (tabulado, FITID com espaços e dois-pontos)',
    file: 'extrato-bradesco.ofx',
    contas: {
      '0237 / 1234/56789': [
        ['2025-03-03', '180.00', 'Transfe Pix Rem: Carla Souza Ramos 03/03'],
        ['2025-03-04', '0.04', 'Rent.inv.facil'],
        ['2025-03-05', '137.50', 'Transfe Pix Rem: Marcos Vieira Lima 05/03'],
      ],
    },
  },
  {
    bank: 'Banco do Brasil, aplicativo (cabeçalho numa linha, XML, TRNTYPE OTHER)',
    file: 'extrato-banco-do-brasil-app.ofx',
    contas: {
      '1 / 93-0 / 70251-X': [
        ['2025-03-09', '450.00', 'Pix - Recebido - 09/03 18:04 00015033478770 LUCIANA DIAS'],
        ['2025-03-21', '980.00', 'Transferência recebida - 21/03 1620 116700-6 CLUBE ATLETICO'],
      ],
    },
  },
  {
    bank: 'Banco do Brasil, duas contas num arquivo',
    file: 'extrato-banco-do-brasil-duas-contas.ofx',
    contas: {
      '001 / 455000-5': [['2025-03-03', '250.00', 'DOC CRÉDITO EM CONTA']],
      '001 / 655000-2': [
        ['2025-03-06', '408.31', 'RECEBIMENTO FORNECEDOR'],
        ['2025-03-23', '180.00', 'TRANSFERÊNCIA AGENDADA'],
      ],
    },
  },
  {
    bank: 'Caixa (linha "SALDO DIA" de valor em branco)',
    file: 'extrato-caixa.ofx',
    contas: { '0104 / 0000000012345': [['2025-03-11', '180.00', 'CRED PIX']] },
  },
  {
    bank: 'Santander (vários elementos por linha, vírgula decimal)',
    file: 'extrato-santander.ofx',
    contas: {
      '033 / 0000130012345': [
        ['2025-03-07', '1180.00', 'PIX RECEBIDO FERNANDA COSTA'],
        ['2025-03-14', '137.77', 'PIX RECEBIDO ROBERTO ALVES'],
      ],
    },
  },
  {
    bank: 'Nubank (UTF-8, XML, BALLIST)',
    file: 'extrato-nubank.ofx',
    contas: {
      '0260 / 1 / 1234567-8': [
        ['2025-03-05', '180.00', 'Transferência recebida pelo Pix - PAULA RIBEIRO SANTOS - 123.456.789-09 - BANCO INTER (0077) Agência: 1 Conta: 1234567-0'],
        ['2025-03-12', '360.00', 'Transferência Recebida - JOSÉ CARLOS MOURA - 987.654.321-00 - NU PAGAMENTOS - IP (0260) Agência: 1 Conta: 7654321-0'],
      ],
    },
  },
  {
    bank: 'Inter (datas sem hora, o pagador em NAME)',
    file: 'extrato-inter.ofx',
    contas: { '077 / 0001-9 / 12345678': [['2025-03-12', '180.00', 'Renata Silva Prado · Pix recebido: "00019 58037349 RENATA SILVA"']] },
  },
  {
    bank: 'Sicoob (NAME depois de MEMO, MEMO em CDATA)',
    file: 'extrato-sicoob.ofx',
    contas: {
      '756 / 4436-9 / 12345-6': [
        ['2025-03-07', '180.00', 'Recebimento Pix Gabriela Nunes Rocha · PIX RECEBIDO - OUTRA IF'],
        ['2025-03-14', '360.00', 'Recebimento Pix Otávio Mendes · PIX RECEBIDO - MESMA IF & CIA'],
      ],
    },
  },
];

describe.each(banks)('$bank', ({ file, contas }) => {
  test('imports every credit of every account, with its date, amount and description; the accounts are new', async () => {
    const answer = await upload(fixture(file));
    expect(answer.statusCode, answer.body).toBe(200);
    const counts = Object.values(contas).map((credits) => credits.length);
    const total = counts.reduce((sum, count) => sum + count, 0);
    expect(answer.json()).toEqual({
      creditos: total,
      novos: total,
      jaImportados: 0,
      contas: Object.entries(contas).map(([conta, credits]) => ({ conta, creditos: credits.length, novos: credits.length, jaImportados: 0, nova: true })),
    });
    for (const [conta, credits] of Object.entries(contas)) expect(await storedOf(conta)).toEqual(credits);
  });
});

test('the same file again adds nothing, and its account is no longer new', async () => {
  const again = await upload(fixture('extrato-sicoob.ofx'));
  expect(again.json()).toEqual({
    creditos: 2,
    novos: 0,
    jaImportados: 2,
    contas: [{ conta: '756 / 4436-9 / 12345-6', creditos: 2, novos: 0, jaImportados: 2, nova: false }],
  });
  expect(await storedOf('756 / 4436-9 / 12345-6')).toHaveLength(2);
});

describe('what is not a current account in reais is refused with what it is, and nothing is stored', () => {
  test('a credit card statement (Nubank’s fatura)', async () => {
    const refused = await upload(fixture('fatura-cartao-nubank.ofx'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CARD_STATEMENT);
    expect(await ctx.db.select().from(bankStatementLines).where(eq(bankStatementLines.fitid, '61fa1483-e3f2-475f-ace7-d300be754fc9'))).toEqual([]);
  });

  test('an investments statement', async () => {
    const investments = Buffer.from('OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<INVSTMTMSGSRSV1>\n<INVSTMTTRNRS>\n<INVSTMTRS>\n<CURDEF>BRL\n</INVSTMTRS>\n</INVSTMTTRNRS>\n</INVSTMTMSGSRSV1>\n</OFX>\n');
    const refused = await upload(investments);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVESTMENT_STATEMENT);
  });

  test('an account in dollars (CURDEF USD)', async () => {
    const dollars = Buffer.from(fixture('extrato-inter.ofx').toString('latin1').replace('<CURDEF>BRL</CURDEF>', '<CURDEF>USD</CURDEF>').replace('<ACCTID>12345678', '<ACCTID>87654321'), 'latin1');
    const refused = await upload(dollars);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(currencyRefused('USD'));
    expect(await storedOf('077 / 0001-9 / 87654321')).toEqual([]);
  });

  test('a credit whose amount cannot be read', async () => {
    const garbled = Buffer.from(fixture('extrato-caixa.ofx').toString('latin1').replace('<TRNAMT>180.00', '<TRNAMT>18O,00').replace('<ACCTID>0000000012345', '<ACCTID>0000000099999'), 'latin1');
    const refused = await upload(garbled);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(creditAmountUnreadable('18O,00', '2025-03-11'));
    expect(await storedOf('0104 / 0000000099999')).toEqual([]);
  });
});
