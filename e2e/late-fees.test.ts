import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { amountDue } from '../src/domain/late-fees';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let companyId: number;
let enrollmentId: number;
const today = todayIn(SCHOOL_TIME_ZONE);
/** The enrolment's first instalment, R$ 150,00, fell due 20 days ago. */
const firstDue = addDays(today, -20);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const { company, team, athletes } = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }] });
  companyId = company.id;
  enrollmentId = (await enrolMonthly(server.baseURL, token, athletes[0].id, team.id, -20)).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

test('on a phone, an administrador sets the school’s multa e juros and Processar charges them on an overdue fee', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);

  await page.goto(`/empresas?ver=${companyId}`);
  await page.getByRole('dialog', { name: 'Detalhes da Empresa' }).getByRole('button', { name: 'Multa e juros' }).click();
  const settings = page.getByRole('dialog', { name: 'Multa e juros' });
  // More than the law allows is refused on its field.
  await settings.getByLabel('Multa (%)').fill('10');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await settings.getByText('A multa não pode passar de 2% (Código de Defesa do Consumidor, art. 52)').waitFor();
  await settings.getByLabel('Multa (%)').fill('2');
  await settings.getByLabel('Juros ao mês (%)').fill('1');
  await expectNoSeriousA11yViolations(page, 'Multa e juros');
  await settings.getByRole('button', { name: 'Salvar' }).click();
  await settings.waitFor({ state: 'detached' });

  const due = amountDue('150.00', firstDue, today, { multaPercentual: '2.00', jurosMensalPercentual: '1.00' });
  const shown = (value: string) => `R$ ${value.replace('.', ',')}`;
  await page.goto(`/financeiro/matricula/${enrollmentId}`);
  // The overdue fee shows what it costs today.
  await page.getByText(`${shown(due.total)} com multa e juros`).first().waitFor();

  await page.getByRole('button', { name: 'Processar parcela 1' }).click();
  const form = page.getByRole('dialog', { name: 'Processar Pagamento' });
  const fees = form.getByLabel('Multa e juros (R$)');
  expect(await fees.inputValue()).toBe(due.acrescimo.replace('.', ','));
  await form.getByText(shown(due.total), { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Processar Pagamento com multa e juros');

  // Staff may waive part of them: the amount to pay follows.
  await fees.fill('2,00');
  await form.getByText('R$ 152,00', { exact: true }).waitFor();
  await form.getByRole('combobox', { name: 'Método de Pagamento' }).click();
  await page.getByRole('option', { name: 'Dinheiro' }).click();
  await form.getByRole('button', { name: 'Processar Pagamento' }).click();
  await form.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Processar parcela 1' }).waitFor({ state: 'detached' });
});
