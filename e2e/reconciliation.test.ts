import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
/** Mariana's first instalment fell due 3 days ago; João's is due in 20 days, paid early by its PIX code. */
let mariana: { enrollmentId: number; instalmentId: number };
let joao: { enrollmentId: number; instalmentId: number };
let rafaelEnrollmentId: number;
const today = todayIn(SCHOOL_TIME_ZONE);
const ofxDate = (date: string) => `${date.replaceAll('-', '')}120000[-3:BRT]`;
const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** An OFX 1.02 statement as Banco do Brasil writes it, in windows-1252. */
function statement(transactions: { fitid: string; data: string; valor: string; name: string; memo: string }[]) {
  const lines = transactions.map(
    (t) =>
      `<STMTTRN>\r\n<TRNTYPE>${t.valor.startsWith('-') ? 'DEBIT' : 'CREDIT'}\r\n<DTPOSTED>${ofxDate(t.data)}\r\n<TRNAMT>${t.valor}\r\n<FITID>${t.fitid}\r\n<NAME>${t.name}\r\n<MEMO>${t.memo}\r\n</STMTTRN>`,
  );
  const text = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
    '<OFX>',
    '<BANKMSGSRSV1>',
    '<STMTTRNRS>',
    '<TRNUID>1',
    '<STMTRS>',
    '<CURDEF>BRL',
    '<BANKACCTFROM>',
    '<BANKID>1',
    '<BRANCHID>3174-2',
    '<ACCTID>21987-0',
    '<ACCTTYPE>CHECKING',
    '</BANKACCTFROM>',
    '<BANKTRANLIST>',
    ...lines,
    '</BANKTRANLIST>',
    '</STMTRS>',
    '</STMTTRNRS>',
    '</BANKMSGSRSV1>',
    '</OFX>',
  ].join('\r\n');
  return Buffer.from(text, 'latin1');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    athletes: [{ nomeCompleto: 'Mariana Gonçalves Lima', sexo: 'F' }, { nomeCompleto: 'João Conceição Filho' }, { nomeCompleto: 'Rafael Souza Lima' }],
  });
  await apiRequest(server.baseURL, token, 'PUT', `/api/companies/${school.company.id}/pix-settings`, {
    chave: '11.222.333/0001-81',
    nomeRecebedor: 'Craque do Amanhã',
    cidade: 'São Paulo',
  });
  const enrol = async (athleteId: number, daysToFirstDue: number) => {
    const enrollment = await enrolMonthly(server.baseURL, token, athleteId, school.team.id, daysToFirstDue);
    const finance = await apiRequest<{ monthlyPayments: { id: number }[] }>(server.baseURL, token, 'GET', `/api/enrollments-with-payments/${enrollment.id}`);
    return { enrollmentId: enrollment.id, instalmentId: finance.monthlyPayments[0]!.id };
  };
  mariana = await enrol(school.athletes[0].id, -3);
  joao = await enrol(school.athletes[1].id, 20);
  rafaelEnrollmentId = (await enrol(school.athletes[2].id, 45)).enrollmentId;
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPage(viewport: typeof PHONE): Promise<Page> {
  const page = await newPage(browser, server.baseURL, viewport);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/conciliacao-bancaria');
  await page.getByRole('heading', { level: 1, name: 'Conciliação bancária' }).waitFor();
  return page;
}

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) }).first();

test('on a phone, an administrador imports the bank statement and confirms the proposed matches; the instalments show paid', async () => {
  const page = await signedInPage(PHONE);
  const file = statement([
    { fitid: `${today}-1`, data: today, valor: '150.00', name: 'Pix - Recebido', memo: `${dayMonth(today)} 08:12 Carla Gonçalves` },
    { fitid: `${today}-2`, data: today, valor: '150.00', name: 'Pix - Recebido', memo: `João Conceição PLANTELP${String(joao.instalmentId).padStart(10, '0')}` },
    { fitid: `${today}-3`, data: today, valor: '87.35', name: 'TED Recebida', memo: 'Associação de Pais e Mestres' },
    { fitid: `${today}-4`, data: today, valor: '-45.90', name: 'Tarifa Pacote de Serviços', memo: 'Cobrança mensal' },
  ]);
  await page.getByLabel('Arquivo OFX do extrato').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: file });
  await toast(page, '3 créditos novos, 0 já importados').waitFor();

  // One card per credit on a phone, the accents of the windows-1252 file read right.
  const credits = page.getByRole('list', { name: 'Créditos do extrato bancário' });
  const byAmount = credits.getByRole('listitem').filter({ hasText: 'Carla Gonçalves' });
  await byAmount.getByText(`mesmo valor, vencimento em ${dayMonth(addDays(today, -3))}`).waitFor();
  await byAmount.getByText('Mariana Gonçalves Lima').waitFor();
  const byTxid = credits.getByRole('listitem').filter({ hasText: 'João Conceição PLANTELP' });
  await byTxid.getByText('txid na descrição').waitFor();
  await credits.getByRole('listitem').filter({ hasText: 'Associação de Pais e Mestres' }).getByText('Nenhuma parcela em aberto deste valor com vencimento próximo').waitFor();
  await expectNoSeriousA11yViolations(page, 'Conciliação bancária no celular');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await byAmount.getByRole('button', { name: 'Confirmar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar conciliação' });
  await confirm.getByText('1ª parcela de Mariana Gonçalves Lima', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await toast(page, 'Pagamento registrado por PIX: crédito conciliado.').waitFor();
  await byAmount.waitFor({ state: 'detached' });

  await byTxid.getByRole('button', { name: 'Confirmar' }).click();
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await byTxid.waitFor({ state: 'detached' });

  // The unknown credit stays until someone decides; ignored, it leaves the pending tab.
  await page.getByRole('tab', { name: /Conciliados\s*\(2\)/ }).click();
  await credits.getByText(/Conciliado por Joana/).first().waitFor();
  await page.getByRole('tab', { name: /Pendentes/ }).click();
  await credits.getByRole('listitem').filter({ hasText: 'Associação de Pais e Mestres' }).getByRole('button', { name: 'Ignorar' }).click();
  await page.getByRole('tab', { name: /Ignorados\s*\(1\)/ }).waitFor();

  // The same file again changes nothing.
  await page.getByLabel('Arquivo OFX do extrato').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: file });
  await toast(page, '0 créditos novos, 3 já importados').waitFor();

  await page.goto(`/financeiro/matricula/${mariana.enrollmentId}`);
  const first = page.getByRole('list', { name: 'Parcelas da matrícula' }).getByRole('listitem').filter({ hasText: 'Parcela 1ª' });
  await first.getByText('Paga', { exact: true }).waitFor();
  await first.getByText(`Pago em ${today.split('-').reverse().join('/')}`, { exact: false }).waitFor();
  await page.context().close();
});

test('on a desktop, a credit without a proposal is matched by choosing the athlete’s instalment', async () => {
  const page = await signedInPage(DESKTOP);
  const file = statement([{ fitid: `${today}-9`, data: today, valor: '150.00', name: 'Pix - Recebido', memo: 'Transferência de Ana Souza' }]);
  await page.getByLabel('Arquivo OFX do extrato').setInputFiles({ name: 'extrato-2.ofx', mimeType: 'application/x-ofx', buffer: file });
  await toast(page, '1 crédito novo, 0 já importados').waitFor();

  const row = page.getByRole('row', { name: /Transferência de Ana Souza/ });
  await row.getByText('Nenhuma parcela em aberto deste valor com vencimento próximo').waitFor();
  await row.getByRole('button', { name: 'Escolher parcela' }).click();
  const choose = page.getByRole('dialog', { name: 'Escolher parcela' });
  await choose.getByLabel('Buscar pelo nome do atleta').fill('rafael');
  await choose.getByRole('button', { name: /^Conciliar com/ }).first().waitFor();
  await expectNoSeriousA11yViolations(page, 'Escolher parcela');
  await choose.getByRole('button', { name: 'Conciliar com a 1ª parcela de Rafael Souza Lima' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmar conciliação' }).getByRole('button', { name: 'Confirmar pagamento' }).click();
  await toast(page, 'Pagamento registrado por PIX: crédito conciliado.').waitFor();
  await row.waitFor({ state: 'detached' });

  await page.goto(`/financeiro/matricula/${rafaelEnrollmentId}`);
  await page.getByRole('row', { name: /^1ª/ }).getByText('Paga', { exact: true }).waitFor();
  await page.context().close();
});
