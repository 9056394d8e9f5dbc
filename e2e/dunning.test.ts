import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReminderSettings } from '../src/domain/dunning';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let adminToken: string;
let athleteId: number;
let enrollmentId: number;
let teamId: number;

/** The guardian's phone on the athlete record (createSchool's default), where WhatsApp goes. */
const GUARDIAN_PHONE = '11987651111';

/** A school with PIX, and Rafael, whose first R$ 150,00 instalment fell due five days ago; his family has an account. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  adminToken = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, adminToken, { athletes: [{ nomeCompleto: 'Rafael Souza Lima', responsavelTelefone: GUARDIAN_PHONE }] });
  await apiRequest(server.baseURL, adminToken, 'PUT', `/api/companies/${school.company.id}/pix-settings`, {
    chave: '11.222.333/0001-81',
    nomeRecebedor: 'Craque do Amanhã',
    cidade: 'São Paulo',
  });
  athleteId = school.athletes[0].id;
  teamId = school.team.id;
  enrollmentId = (await enrolMonthly(server.baseURL, adminToken, athleteId, school.team.id, -5)).id;
  family = await registerAccount(server.baseURL, 'cliente');
  await linkChild(server.baseURL, adminToken, { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email }, athleteId);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function phonePage(email: string, senha: string): Promise<Page> {
  const page = await newPage(browser, server.baseURL, PHONE);
  // No internet here: wa.me answers from the test, so the popup's address can be read.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'ok' }));
  await signInPage(page, server.baseURL, email, senha);
  return page;
}

/** Presses the button and returns the wa.me address the popup it opened went to. */
async function whatsappOpenedBy(page: Page, press: () => Promise<void>) {
  const [popup] = await Promise.all([page.waitForEvent('popup'), press()]);
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const url = new URL(popup.url());
  await popup.close();
  return { url, text: url.searchParams.get('text') ?? '' };
}

test('staff charge an overdue instalment on WhatsApp from a phone: the link goes to the guardian with the amount, and the history shows it', async () => {
  const page = await phonePage(admin.email, admin.senha);
  await page.goto(`/financeiro/matricula/${enrollmentId}`);
  const instalments = page.getByRole('list', { name: 'Parcelas da matrícula' });
  const first = await whatsappOpenedBy(page, () => instalments.getByRole('button', { name: 'Cobrar no WhatsApp a parcela 1' }).click());
  expect(first.url.href.startsWith(`https://wa.me/55${GUARDIAN_PHONE}?`)).toBe(true);
  expect(first.text).toContain('R$ 150,00');
  expect(first.text).toMatch(/mensalidade de [a-zç]+\/\d{4} de Rafael Souza Lima/);
  expect(first.text).toMatch(/^000201/m);

  const history = page.getByRole('region', { name: 'Histórico de cobrança' });
  const opened = history.getByRole('listitem').filter({ hasText: 'WhatsApp aberto' });
  await opened.getByText(`aberto por ${admin.nomeCompleto}`, { exact: false }).waitFor();
  await opened.getByText('Para (11) 98765-1111', { exact: false }).waitFor();

  // The enrolment's button charges every overdue instalment at once, with the total.
  const all = await whatsappOpenedBy(page, () => page.getByRole('button', { name: 'Cobrar no WhatsApp', exact: true }).click());
  expect(all.url.href.startsWith(`https://wa.me/55${GUARDIAN_PHONE}?`)).toBe(true);
  expect(all.text).toContain('Total: R$ 150,00');
  await expect.poll(() => opened.count()).toBe(2);
  await expectNoSeriousA11yViolations(page, 'Histórico de cobrança');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  // The instalment's details list its own reminders.
  await instalments.getByRole('button', { name: 'Ver parcela 1' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Pagamento' });
  await expect.poll(() => details.getByRole('list', { name: 'Histórico de cobrança' }).getByText('WhatsApp aberto').count()).toBe(2);
  await page.context().close();
});

test('staff see on a phone which families the reminders cannot reach, and what their record lacks', async () => {
  const bruno = await apiRequest<{ id: number }>(
    server.baseURL,
    adminToken,
    'POST',
    '/api/athletes',
    {
      nomeCompleto: 'Bruno Sem Email',
      dataNascimento: '2014-05-02',
      sexo: 'M',
      cpf: generateCpf(),
      telefone: '11987650000',
      responsavelNome: 'Sandra Sem Email',
      responsavelCpf: generateCpf(),
      responsavelTelefone: '11987652222',
      responsavelParentesco: 'mae',
      consentimentoLgpd: true,
    },
    201,
  );
  await enrolMonthly(server.baseURL, adminToken, bruno.id, teamId, 5);

  const page = await phonePage(admin.email, admin.senha);
  await page.goto('/gestao-financeira');
  const card = page.getByRole('region', { name: 'Famílias que os lembretes não alcançam (1)' });
  await card.getByText('Famílias que os lembretes não alcançam (1)').click();
  const row = card.getByRole('listitem').filter({ hasText: 'Bruno Sem Email' });
  await row.getByText('Responsável: Sandra Sem Email').waitFor();
  await row.getByText('Sem e-mail', { exact: true }).waitFor();
  expect(await row.getByText('Sem telefone').count()).toBe(0);
  // Rafael's family has an account: its e-mail reaches them.
  expect(await card.getByText('Rafael Souza Lima').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'Famílias que os lembretes não alcançam');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('an administrador changes the régua de cobrança and it is kept', async () => {
  const page = await phonePage(admin.email, admin.senha);
  await page.goto('/gestao-financeira');
  await page.getByRole('button', { name: 'Régua de cobrança' }).click();
  const dialog = page.getByRole('dialog', { name: 'Régua de cobrança' });
  const day = (label: string) => dialog.getByRole('checkbox', { name: label, exact: true });
  await dialog.getByText('a partir das 8h', { exact: false }).waitFor();
  expect(await day('3 dias antes do vencimento').isChecked()).toBe(true);
  expect(await day('10 dias após o vencimento').isChecked()).toBe(true);
  expect(await day('7 dias antes do vencimento').isChecked()).toBe(false);

  // Nothing marked: the dialog says the e-mails stop.
  for (const label of ['3 dias antes do vencimento', 'No dia do vencimento', '3 dias após o vencimento', '10 dias após o vencimento']) await day(label).click();
  await dialog.getByText('Nenhum dia marcado: os lembretes por e-mail ficam desligados.').waitFor();
  await expectNoSeriousA11yViolations(page, 'Régua de cobrança');

  for (const label of ['7 dias antes do vencimento', 'No dia do vencimento', '15 dias após o vencimento']) await day(label).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Régua de cobrança salva com sucesso!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await apiRequest<ReminderSettings>(server.baseURL, adminToken, 'GET', '/api/reminder-settings')).toEqual({ dias: [-7, 0, 15] });

  await page.reload();
  await page.getByRole('button', { name: 'Régua de cobrança' }).click();
  expect(await day('7 dias antes do vencimento').isChecked()).toBe(true);
  expect(await day('3 dias antes do vencimento').isChecked()).toBe(false);
  expect(await day('15 dias após o vencimento').isChecked()).toBe(true);
  await page.context().close();
});

test('a family switches its e-mail reminders off on Minha família; staff see it on the athlete page', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/minha-familia');
  const reminders = page.getByRole('switch', { name: 'Receber lembretes de mensalidade por e-mail' });
  await page.getByText(`a escola envia para ${family.email}`, { exact: false }).waitFor();
  expect(await reminders.getAttribute('aria-checked')).toBe('true');
  await reminders.click();
  await page.getByText('Você não receberá mais lembretes de mensalidade por e-mail.').first().waitFor();
  await page.reload();
  await expect.poll(() => reminders.getAttribute('aria-checked')).toBe('false');
  await expectNoSeriousA11yViolations(page, 'Minha família com lembretes');
  expect(await apiRequest(server.baseURL, adminToken, 'GET', `/api/reminder-opt-outs?email=${encodeURIComponent(family.email)}`)).toEqual({
    email: family.email,
    receber: false,
  });
  await page.context().close();

  const staff = await phonePage(admin.email, admin.senha);
  await staff.goto(`/atletas/${athleteId}/editar`);
  await staff.getByRole('tab', { name: 'Responsáveis' }).click();
  const guardianSwitch = staff.getByRole('switch', { name: `Lembretes por e-mail: desligados para ${family.nomeCompleto}` });
  await guardianSwitch.click();
  await staff.getByText(`${family.nomeCompleto} volta a receber os lembretes de mensalidade por e-mail.`).first().waitFor();
  await staff.getByRole('switch', { name: `Lembretes por e-mail: ligados para ${family.nomeCompleto}` }).waitFor();
  await staff.context().close();
});
