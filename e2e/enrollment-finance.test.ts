import type { Browser, Locator, Page } from 'playwright-core';
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
let page: Page;
let family: Awaited<ReturnType<typeof registerAccount>>;
let athlete: Athlete;
let enrollment: Enrollment;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  family = await registerAccount(server.baseURL, 'cliente');
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  ({ athlete, enrollment } = await createEnrolledAthlete(server.baseURL, token, family.cpf));
  await linkChild(server.baseURL, token, { email: family.email, token: await apiSession(server.baseURL, family.email, family.senha) }, athlete.id);

  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
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

/** formatMoney separates R$ from the amount with a no-break space. */
const money = (amount: string) => new RegExp(`R\\$\\s${amount}`);

const instalmentRow = (on: Page, numero: number) => on.getByRole('row').filter({ has: on.getByRole('cell', { name: `${numero}ª`, exact: true }) });

/** The summary card with this label. */
const summaryCard = (on: Page, label: string): Locator => on.getByRole('region', { name: 'Resumo financeiro' }).getByRole('group', { name: label });

test('an administrador processes an instalment with a discount from the athlete page, then cancels the payment', async () => {
  await page.goto(`/atletas/${athlete.id}/editar`);
  await page.getByRole('tab', { name: 'Matrículas' }).click();
  await page.getByRole('link', { name: /Ver Financeiro/ }).click();

  await page.getByRole('heading', { name: 'Rafael Souza Lima' }).waitFor();
  await page.getByText(`Matrícula #${enrollment.id}`).waitFor();
  // 'Regular' is the enrolment's type, and says so; the team's modality is not on this page.
  await page.getByRole('definition').filter({ hasText: /^Regular$/ }).waitFor();
  expect(await page.getByRole('term').allInnerTexts()).toContain('Tipo de matrícula');
  // An enrolment's finances are under Pagamentos in the menu, not under Controle Financeiro (/financeiro).
  const menu = page.getByRole('navigation', { name: 'Navegação principal' });
  expect(await menu.getByRole('link', { name: 'Pagamentos' }).getAttribute('aria-current')).toBe('page');
  expect(await menu.getByRole('link', { name: 'Controle Financeiro' }).getAttribute('aria-current')).toBeNull();
  await page.getByText('Futebol Sub-11 Tarde').waitFor();
  await page.getByText('Unidade Vila Mariana').waitFor();
  await summaryCard(page, 'Total em Aberto').getByText(money('450,00')).waitFor();
  await summaryCard(page, 'Total em Aberto').getByText('3 parcela(s)').waitFor();
  await summaryCard(page, 'Total Pago').getByText(money('0,00')).waitFor();
  await summaryCard(page, 'Total Geral').getByText(money('450,00')).waitFor();
  await instalmentRow(page, 1).getByText('Pendente').waitFor();
  await expectNoSeriousA11yViolations(page, '/financeiro/matricula');

  await instalmentRow(page, 1).getByRole('button', { name: 'Processar parcela 1' }).click();
  const form = page.getByRole('dialog', { name: 'Processar Pagamento' });
  await form.getByLabel('Data do Pagamento').waitFor();
  await form.getByText(money('150,00')).first().waitFor();
  await expectNoSeriousA11yViolations(page, 'Processar Pagamento');
  await form.getByRole('button', { name: 'Processar Pagamento' }).click();
  await form.getByText('Método de pagamento é obrigatório').waitFor();

  await form.getByRole('combobox', { name: 'Método de Pagamento' }).click();
  await page.getByRole('option', { name: 'PIX', exact: true }).click();
  // What is left to pay, beside the multa e juros (none: the instalment is not late).
  const toPay = form.locator('div').filter({ has: page.getByText('Valor a pagar', { exact: true }) }).last();
  await form.getByLabel('Desconto (R$)').fill('200');
  await toPay.getByText(money('0,00')).waitFor();
  await form.getByRole('button', { name: 'Processar Pagamento' }).click();
  await form.getByText('Desconto não pode ser maior que o valor da parcela').waitFor();
  await form.getByLabel('Desconto (R$)').fill('20');
  await toPay.getByText(money('130,00')).waitFor();
  await form.getByRole('button', { name: 'Processar Pagamento' }).click();
  await form.waitFor({ state: 'detached' });
  // Its 'Processar' is gone with the payment: focus goes to the page's title, not to the page body.
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName), { timeout: 3000 }).toBe('H1');
  // The toast stands above the accessibility button, not over it.
  const toastBox = (await page.getByRole('listitem').filter({ hasText: 'Pagamento processado com sucesso!' }).boundingBox())!;
  const a11yBox = (await page.getByRole('button', { name: 'Configurações de Acessibilidade' }).boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(a11yBox.y);
  await expectToast(page, 'Pagamento processado com sucesso!');

  await instalmentRow(page, 1).getByText('Paga').waitFor();
  await summaryCard(page, 'Total Pago').getByText(money('130,00')).waitFor();
  await summaryCard(page, 'Total em Aberto').getByText(money('300,00')).waitFor();
  await instalmentRow(page, 1).getByRole('button', { name: 'Processar parcela 1' }).waitFor({ state: 'detached' });

  await instalmentRow(page, 1).getByRole('button', { name: 'Ver parcela 1' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Pagamento' });
  await details.getByText('PIX', { exact: true }).waitFor();
  await details.getByText(money('20,00')).waitFor();
  await details.getByText(money('130,00')).waitFor();
  await details.getByText('Joana', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Detalhes do Pagamento');
  await details.getByRole('button', { name: 'Cancelar Pagamento' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/Esta ação irá reabrir a parcela/).waitFor();
  await confirm.getByRole('button', { name: 'Cancelar Pagamento' }).click();
  await details.getByText('Pendente').waitFor();
  await details.getByRole('button', { name: 'Cancelar Pagamento' }).waitFor({ state: 'detached' });
  // The open dialog blocks the pointer on the rest of the page, the toast's close button too.
  await details.getByRole('button', { name: 'Fechar' }).click();
  await expectToast(page, 'Pagamento cancelado com sucesso!');

  await instalmentRow(page, 1).getByText('Pendente').waitFor();
  await summaryCard(page, 'Total Pago').getByText(money('0,00')).waitFor();
  await summaryCard(page, 'Total em Aberto').getByText(money('450,00')).waitFor();

  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.waitForURL(`**/atletas/${athlete.id}/editar`);
});

test('the family sees the instalments read-only on a phone, and an unknown enrolment is not found', async () => {
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, family.email, family.senha);
  await phone.goto(`/financeiro/matricula/${enrollment.id}`);
  await phone.getByRole('heading', { name: 'Rafael Souza Lima' }).waitFor();
  await phone.getByRole('list', { name: 'Parcelas da matrícula' }).getByRole('button', { name: 'Ver parcela 1' }).waitFor();
  await phone.getByRole('button', { name: /^Processar/ }).waitFor({ state: 'detached' });
  await expectNoSeriousA11yViolations(phone, '/financeiro/matricula (cliente, celular)');

  await phone.goto('/financeiro/matricula/999999');
  await phone.getByRole('heading', { name: 'Matrícula não encontrada' }).waitFor();
  await phone.getByRole('link', { name: 'Voltar para Atletas' }).click();
  await phone.waitForURL('**/atletas');
  await phone.close();
});
