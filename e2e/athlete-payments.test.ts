import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import type { Enrollment } from '../src/domain/enrollments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { apiSession, registerAccount, signInPage } from './support/session';
import { createEnrolledAthlete } from './support/school';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let athlete: Athlete;
let enrollment: Enrollment;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  family = await registerAccount(server.baseURL, 'cliente');
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  ({ athlete, enrollment } = await createEnrolledAthlete(server.baseURL, token, family.cpf));
  await linkChild(server.baseURL, token, { email: family.email, token: await apiSession(server.baseURL, family.email, family.senha) }, athlete.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits for the toast with this exact title, then closes it so that the next check sees a new one. */
async function expectToast(on: Page, title: string) {
  const toast = on.getByRole('listitem').filter({ has: on.getByText(title, { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await toast.waitFor({ state: 'detached' });
}

const instalmentRow = (on: Page, numero: number) => on.getByRole('row').filter({ has: on.getByRole('cell', { name: `${numero}ª`, exact: true }) });

/** Opens the athlete's 'Matrículas' tab; the enrolment's instalments must not be fetched before 'Ver parcelas'. */
async function openEnrollmentsTab(on: Page) {
  const financeRequests: string[] = [];
  on.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/enrollments-with-payments/${enrollment.id}`) financeRequests.push(request.url());
  });
  await on.goto(`/atletas/${athlete.id}/editar`);
  await on.getByRole('tab', { name: 'Matrículas' }).click();
  await on.getByText('3 pendentes', { exact: true }).waitFor();
  expect(financeRequests).toEqual([]);
  return { toggle: on.getByRole('button', { name: 'Ver parcelas de Futebol - Sub-11' }), financeRequests };
}

test('an administrador expands an enrolment on the athlete page, processes an instalment and cancels the payment', async () => {
  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  const { toggle, financeRequests } = await openEnrollmentsTab(page);
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await page.getByRole('link', { name: 'Ver Financeiro de Futebol - Sub-11' }).waitFor();

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const panel = page.getByRole('region', { name: 'Parcelas · Futebol - Sub-11 · Unidade Vila Mariana' });
  expect(await toggle.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));
  await instalmentRow(page, 3).getByText('Pendente').waitFor();
  expect(financeRequests).toHaveLength(1);
  await expectNoSeriousA11yViolations(page, '/atletas/:id/editar Matrículas com parcelas');

  await instalmentRow(page, 1).getByRole('button', { name: 'Processar parcela 1' }).click();
  const form = page.getByRole('dialog', { name: 'Processar Pagamento' });
  await form.getByText('Parcela 1 de Rafael Souza Lima', { exact: false }).waitFor();
  await form.getByRole('combobox', { name: 'Método de Pagamento' }).click();
  await page.getByRole('option', { name: 'PIX', exact: true }).click();
  await form.getByRole('button', { name: 'Processar Pagamento' }).click();
  await form.waitFor({ state: 'detached' });
  await expectToast(page, 'Pagamento processado com sucesso!');

  await instalmentRow(page, 1).getByText('Paga').waitFor();
  await instalmentRow(page, 1).getByRole('button', { name: 'Processar parcela 1' }).waitFor({ state: 'detached' });
  const enrollments = page.getByRole('table', { name: 'Matrículas do atleta' });
  await enrollments.getByText('1 paga', { exact: true }).waitFor();
  await enrollments.getByText('2 pendentes', { exact: true }).waitFor();

  await instalmentRow(page, 1).getByRole('button', { name: 'Ver parcela 1' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Pagamento' });
  await details.getByText('PIX', { exact: true }).waitFor();
  await details.getByRole('button', { name: 'Cancelar Pagamento' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/Esta ação irá reabrir a parcela/).waitFor();
  await confirm.getByRole('button', { name: 'Cancelar Pagamento' }).click();
  await details.getByText('Pendente').waitFor();
  // The open dialog blocks the pointer on the rest of the page, the toast's close button too.
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expectToast(page, 'Pagamento cancelado com sucesso!');

  await instalmentRow(page, 1).getByText('Pendente').waitFor();
  await enrollments.getByText('3 pendentes', { exact: true }).waitFor();
  expect(await enrollments.getByText('1 paga', { exact: true }).count()).toBe(0);

  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  await panel.waitFor({ state: 'detached' });
  await page.context().close();
});

test('the family sees the instalments on a phone and may only view them', async () => {
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, family.email, family.senha);
  const { toggle } = await openEnrollmentsTab(phone);
  await toggle.click();
  const instalments = phone.getByRole('list', { name: 'Parcelas da matrícula' });
  await instalments.getByRole('button', { name: 'Ver parcela 1' }).waitFor();
  expect(await phone.getByRole('button', { name: /^Processar/ }).count()).toBe(0);
  await expectNoSeriousA11yViolations(phone, '/atletas/:id/editar Matrículas com parcelas (cliente, celular)');

  await instalments.getByRole('button', { name: 'Ver parcela 1' }).click();
  const details = phone.getByRole('dialog', { name: 'Detalhes do Pagamento' });
  await details.getByText('Pendente').waitFor();
  expect(await details.getByRole('button', { name: 'Cancelar Pagamento' }).count()).toBe(0);
  await phone.context().close();
});
