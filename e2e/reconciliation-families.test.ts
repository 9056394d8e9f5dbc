import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

/**
 * A real month on a phone (issue 35): a credit naming the mother pays her two children's fees at
 * once, the investment yields go with one rule, and a PIX seen in the bank's app is confirmed from
 * Gestão Financeira without a statement.
 */
let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
/** Enzo's and Lara's first fees (their mother Lohrana) and Theo's, all R$ 150,00 due two days ago. */
let enzo: { enrollmentId: number; instalmentId: number };
let lara: { enrollmentId: number; instalmentId: number };
let theo: { enrollmentId: number; instalmentId: number };
const today = todayIn(SCHOOL_TIME_ZONE);

/** An OFX 1.02 statement of one account. */
function statement(credits: { fitid: string; valor: string; memo: string }[]) {
  const lines = credits.map(
    (c) => `<STMTTRN>\r\n<TRNTYPE>CREDIT\r\n<DTPOSTED>${today.replaceAll('-', '')}120000[-3:BRT]\r\n<TRNAMT>${c.valor}\r\n<FITID>${c.fitid}\r\n<MEMO>${c.memo}\r\n</STMTTRN>`,
  );
  const text = `OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nCHARSET:1252\r\n\r\n<OFX>\r\n<BANKMSGSRSV1>\r\n<STMTTRNRS>\r\n<STMTRS>\r\n<CURDEF>BRL\r\n<BANKACCTFROM>\r\n<BANKID>341\r\n<BRANCHID>0187\r\n<ACCTID>45678-9\r\n<ACCTTYPE>CHECKING\r\n</BANKACCTFROM>\r\n<BANKTRANLIST>\r\n${lines.join('\r\n')}\r\n</BANKTRANLIST>\r\n</STMTRS>\r\n</STMTTRNRS>\r\n</BANKMSGSRSV1>\r\n</OFX>\r\n`;
  return Buffer.from(text, 'latin1');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    athletes: [
      { nomeCompleto: 'Enzo Duarte Campos', responsavelNome: 'Lohrana Duarte Campos' },
      { nomeCompleto: 'Lara Duarte Campos', sexo: 'F', responsavelNome: 'Lohrana Duarte Campos' },
      { nomeCompleto: 'Theo Ribeiro Nunes' },
    ],
  });
  const enrol = async (athleteId: number) => {
    const enrollment = await enrolMonthly(server.baseURL, token, athleteId, school.team.id, -2);
    const finance = await apiRequest<{ monthlyPayments: { id: number }[] }>(server.baseURL, token, 'GET', `/api/enrollments-with-payments/${enrollment.id}`);
    return { enrollmentId: enrollment.id, instalmentId: finance.monthlyPayments[0]!.id };
  };
  enzo = await enrol(school.athletes[0].id);
  lara = await enrol(school.athletes[1].id);
  theo = await enrol(school.athletes[2].id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const toast = (page: Page, text: string) => page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) }).first();

async function paidFirst(page: Page, enrollmentId: number) {
  await page.goto(`/financeiro/matricula/${enrollmentId}`);
  const first = page.getByRole('list', { name: 'Parcelas da matrícula' }).getByRole('listitem').filter({ hasText: 'Parcela 1ª' });
  await first.getByText('Paga', { exact: true }).waitFor();
}

test('on a phone: one credit for two siblings is proposed to their mother and settled, investments go with one rule, a PIX is confirmed in Gestão Financeira', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/conciliacao-bancaria');
  await page.getByRole('heading', { level: 1, name: 'Conciliação bancária' }).waitFor();

  const file = statement([
    { fitid: 'FAM-1', valor: '300.00', memo: 'Pix - Recebido 08:12 LOHRANA DUA' },
    { fitid: 'INV-1', valor: '12.34', memo: 'Rent.inv.facil' },
    { fitid: 'INV-2', valor: '9.87', memo: 'RENT.INV.FACIL' },
  ]);
  await page.getByLabel('Arquivo OFX do extrato').setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: file });
  const credits = page.getByRole('list', { name: 'Créditos do extrato bancário' });
  const family = credits.getByRole('listitem').filter({ hasText: 'LOHRANA DUA' });
  await family.getByText('Lohrana Duarte Campos na descrição: 2 parcelas somam R$ 300,00').waitFor();
  await family.getByText('Enzo Duarte Campos · 1ª parcela', { exact: false }).waitFor();
  await family.getByText('Lara Duarte Campos · 1ª parcela', { exact: false }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Conciliação bancária com proposta por responsável');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await family.getByRole('button', { name: 'Confirmar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar conciliação' });
  await confirm.getByText('2 parcelas (Enzo Duarte Campos, Lara Duarte Campos)', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  await toast(page, 'Pagamento registrado por PIX: crédito conciliado.').waitFor();
  await family.waitFor({ state: 'detached' });

  // The month's investment yields: one rule, and they are gone from the pending list.
  await page.getByRole('button', { name: 'Regras' }).click();
  const rules = page.getByRole('dialog', { name: 'Regras de créditos a ignorar' });
  await rules.getByLabel('Ignorar créditos como').fill('Rent.inv.facil');
  await rules.getByRole('button', { name: 'Criar regra' }).click();
  await toast(page, '2 créditos pendentes ignorados.').waitFor();
  await rules.getByText('“Rent.inv.facil”').waitFor();
  await expectNoSeriousA11yViolations(page, 'Regras de créditos a ignorar');
  await rules.getByRole('button', { name: 'Fechar', exact: true }).first().click();
  await page.getByRole('tab', { name: /Ignorados\s*\(2\)/ }).waitFor();
  await page.getByRole('tab', { name: /Pendentes\s*\(0\)/ }).waitFor();

  // "PIX recebido R$ 150,00" in the bank's app, with Theo's fee's txid: confirmed from Gestão Financeira.
  await page.goto('/gestao-financeira');
  await page.getByRole('button', { name: 'Confirmar PIX' }).click();
  const pix = page.getByRole('dialog', { name: 'Confirmar PIX recebido' });
  await pix.getByLabel('Valor recebido (R$)').fill('150,00');
  await pix.getByLabel('Txid ou nome do pagador').fill(`PLANTELP${String(theo.instalmentId).padStart(10, '0')}`);
  await pix.getByRole('button', { name: 'Procurar parcela' }).click();
  const found = page.getByRole('dialog', { name: 'PIX de R$ 150,00' });
  await found.getByText('Theo Ribeiro Nunes').waitFor();
  await found.getByText('txid na descrição').waitFor();
  await expectNoSeriousA11yViolations(page, 'Confirmar PIX');
  await found.getByRole('button', { name: 'Confirmar pagamento', exact: false }).click();
  await toast(page, 'Pagamento registrado por PIX.').waitFor();

  for (const { enrollmentId } of [enzo, lara, theo]) await paidFirst(page, enrollmentId);
  await page.context().close();
});
