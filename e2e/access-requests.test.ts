import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AccessRequestInput, AthleteGuardians } from '../src/domain/families';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A family account that asks for access to a child, as Minha família does. */
async function familyAsking(request: AccessRequestInput) {
  const family = await registerAccount(server.baseURL, 'cliente');
  const familyToken = await apiSession(server.baseURL, family.email, family.senha);
  await apiRequest(server.baseURL, familyToken, 'POST', '/api/family/access-requests', request, 202);
  return family;
}

/** Waits for the toast with this exact title, then closes it so that the next check sees a new one. */
async function expectToast(page: Page, title: string) {
  const toast = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** Every registered account is called Joana Ferreira Lima: a card is told apart by its e-mail. */
const cardOf = (scope: Page | Locator, email: string) => scope.getByRole('article').filter({ hasText: email });

test('the bell counts families’ requests; staff approve them on /solicitacoes-acesso, choosing the athlete when the data matched none', async () => {
  const {
    athletes: [helena],
  } = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Helena Martins Rocha', dataNascimento: '2015-06-02', sexo: 'F' }] });
  const mother = await familyAsking({ nomeCompleto: 'Helena Martins Rocha', dataNascimento: '2015-06-02', parentesco: 'mae' });
  const grandfather = await familyAsking({ nomeCompleto: 'Helena Rocha', dataNascimento: '2015-02-06', parentesco: 'avo' });

  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações: 2 pendentes' }).click();
  await page.getByRole('menuitem', { name: '2 solicitações de acesso' }).click();
  await page.waitForURL('**/solicitacoes-acesso');
  await page.getByRole('heading', { level: 1, name: 'Solicitações de acesso' }).waitFor();

  const matched = cardOf(page, mother.email);
  await matched.getByText('Pendente', { exact: true }).waitFor();
  await matched.getByText('02/06/2015').waitFor();
  await matched.getByText('Pedido da família').waitFor();
  expect(await matched.getByRole('link', { name: 'Helena Martins Rocha' }).getAttribute('href')).toBe(`/atletas/${helena!.id}/editar`);
  const unmatched = cardOf(page, grandfather.email);
  await unmatched.getByText('Nenhum atleta com esses dados').waitFor();
  await unmatched.getByText('Helena Rocha', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, '/solicitacoes-acesso');

  await matched.getByRole('button', { name: /^Aprovar/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Aprovar acesso?' });
  await confirm.getByText(new RegExp(`${mother.email.replace(/\./g, '\\.')}\\) passará a ver Helena Martins Rocha`)).waitFor();
  await confirm.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Acesso liberado');
  await matched.waitFor({ state: 'detached' });

  await unmatched.getByRole('button', { name: /^Escolher atleta e aprovar/ }).click();
  const choose = page.getByRole('dialog', { name: 'Escolher atleta e aprovar' });
  await choose.getByRole('button', { name: 'Aprovar' }).click();
  await choose.getByText('Atleta é obrigatório').waitFor();
  await choose.getByRole('searchbox', { name: 'Buscar atleta' }).fill('Helena');
  await choose.getByRole('radio', { name: /Helena Martins Rocha/ }).check();
  await choose.getByText('Atleta selecionado: Helena Martins Rocha').waitFor();
  await expectNoSeriousA11yViolations(page, 'Escolher atleta e aprovar');
  await choose.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Acesso liberado');
  await page.getByText('Nenhuma solicitação pendente').waitFor();
  await page.getByRole('button', { name: 'Notificações: nada pendente' }).waitFor();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Aprovadas' }).click();
  await page.waitForURL(/status=aprovada/);
  for (const family of [mother, grandfather]) {
    await cardOf(page, family.email).getByText('Aprovada', { exact: true }).waitFor();
    await cardOf(page, family.email).getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Joana Ferreira Lima/).waitFor();
  }
  const guardians = await apiRequest<AthleteGuardians>(server.baseURL, token, 'GET', `/api/athletes/${helena!.id}/guardians`);
  expect(guardians.vinculos.map((link) => link.email).sort()).toEqual([mother.email, grandfather.email].sort());

  // A request that matches an athlete is also answered on the athlete's page.
  const stranger = await familyAsking({ nomeCompleto: 'Helena Martins Rocha', dataNascimento: '2015-06-02', parentesco: 'outro' });
  await page.goto(`/atletas/${helena!.id}/editar`);
  await page.getByRole('tab', { name: 'Responsáveis' }).click();
  const section = page.getByRole('tabpanel', { name: 'Responsáveis' });
  const pending = section.getByRole('listitem').filter({ hasText: stranger.email });
  await pending.getByText('Informou Helena Martins Rocha, nascimento 02/06/2015', { exact: false }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Responsáveis com solicitação pendente');
  await pending.getByRole('button', { name: /^Recusar/ }).click();
  await page.getByRole('alertdialog', { name: 'Recusar solicitação?' }).getByRole('button', { name: 'Recusar' }).click();
  await expectToast(page, 'Solicitação recusada');
  await pending.waitFor({ state: 'detached' });
  const motherLink = section.getByRole('listitem').filter({ hasText: mother.email });
  await motherLink.getByText(/^Mãe · /).waitFor();
  await motherLink.getByText(/^Solicitação aprovada pela escola · desde /).waitFor();
  await page.context().close();
});

test('/solicitacoes-acesso fits a phone', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/solicitacoes-acesso?status=todas');
  await page.getByRole('article').first().waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, '/solicitacoes-acesso no celular');
  await page.context().close();
});

test('staff sign-ups wait for the administrador: the bell counts them, /usuarios approves one and refuses the other', async () => {
  const approved = await registerAccount(server.baseURL, 'professor');
  const refused = await registerAccount(server.baseURL, 'professor');

  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/');
  await page.getByRole('button', { name: 'Notificações: 2 pendentes' }).click();
  await page.getByRole('menuitem', { name: '2 cadastros aguardando aprovação' }).click();
  await page.waitForURL('**/usuarios');

  const professors = page.getByRole('region', { name: /^Professores/ });
  const waiting = cardOf(professors, approved.email);
  await waiting.getByText('Aguardando aprovação', { exact: true }).waitFor();
  expect(await waiting.getByText('Inativo', { exact: true }).count()).toBe(0);
  expect(await waiting.getByRole('button', { name: 'Reativar' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, '/usuarios com cadastros aguardando aprovação');

  await waiting.getByRole('button', { name: /^Aprovar/ }).click();
  await expectToast(page, 'Sucesso');
  await waiting.getByText('Ativo', { exact: true }).waitFor();
  await waiting.getByRole('button', { name: 'Inativar' }).waitFor();
  await apiSession(server.baseURL, approved.email, approved.senha);

  const other = cardOf(professors, refused.email);
  await other.getByRole('button', { name: /^Recusar/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Recusar cadastro' });
  await confirm.getByText(new RegExp(refused.email.replace(/\./g, '\\.'))).waitFor();
  await confirm.getByRole('button', { name: 'Recusar' }).click();
  await expectToast(page, 'Sucesso');
  await other.getByText('Cadastro recusado', { exact: true }).waitFor();
  // Reactivating is the way back from a refusal made by mistake.
  expect(await other.getByRole('button').allInnerTexts()).toEqual(['Reativar']);
  await expect(apiSession(server.baseURL, refused.email, refused.senha)).rejects.toThrow(/login falhou/);

  await page.getByRole('button', { name: 'Notificações: nada pendente' }).click();
  await page.getByRole('menuitem', { name: 'Nada pendente' }).waitFor();
  await page.context().close();
});
