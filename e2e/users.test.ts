import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { newestMail } from './support/outbox';
import { startServer, type RunningServer } from './support/server';
import { registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Signs in through the landing's 'Entrar' dialog, as a person would. */
async function signInThroughLanding(page: Page, email: string, senha: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Entrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Senha').fill(senha);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

test('an administrador approves a self-registered professor on /usuarios, who then signs in', async () => {
  const admin = await registerAccount(server.baseURL);
  // After the first account, a professor registering on the landing waits for approval.
  const professor = await registerAccount(server.baseURL, 'professor');

  // Refused like a wrong password, so the form tells nobody which accounts exist; the
  // professor, who typed the right one, learns why by e-mail.
  const visitor = await newPage(browser, server.baseURL);
  await signInThroughLanding(visitor, professor.email, professor.senha);
  await visitor.getByText('Email ou senha inválidos', { exact: true }).waitFor();
  const notice = await newestMail(server.dataDir, professor.email);
  expect(notice.subject).toBe('Plantel: a sua conta aguarda aprovação');
  expect(notice.text).toContain('ainda aguarda a aprovação de um administrador');

  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/');
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Gestão de Usuários' }).click();
  await page.getByRole('heading', { level: 1, name: 'Gestão de Usuários' }).waitFor();

  const professors = page.getByRole('region', { name: /^Professores/ });
  await professors.getByRole('heading', { name: 'Professores (1)' }).waitFor();
  const card = professors.getByRole('article').filter({ hasText: professor.email });
  // A sign-up that waits says so, apart from an account an administrador inactivated.
  await card.getByText('Aguardando aprovação', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, '/usuarios');

  await card.getByRole('button', { name: /^Aprovar/ }).click();
  await page.getByText(`Cadastro de ${professor.nomeCompleto} aprovado: a conta já pode entrar.`, { exact: true }).waitFor();
  await card.getByText('Ativo', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Inativar' }).waitFor();

  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Usuário' });
  await form.getByRole('button', { name: 'Criar Usuário' }).click();
  await form.getByText('Perfil é obrigatório').waitFor();
  await expectNoSeriousA11yViolations(page, '/usuarios, Novo Usuário');
  await page.keyboard.press('Escape');
  await form.waitFor({ state: 'detached' });

  await signInThroughLanding(visitor, professor.email, professor.senha);
  await visitor.getByRole('heading', { name: 'Início' }).waitFor();
  await visitor.getByRole('button', { name: `Menu do usuário: ${professor.nome}` }).click();
  await visitor.getByRole('menuitem', { name: 'Sair' }).waitFor();
  // User management is the administrador's: the professor's menu does not offer it.
  expect(await visitor.getByRole('menuitem', { name: 'Gestão de Usuários' }).count()).toBe(0);
  await visitor.keyboard.press('Escape');

  // Inactivated while the tab is open, the professor's next request lands on the landing page with the reason.
  await card.getByRole('button', { name: 'Inativar' }).click();
  await page.getByRole('alertdialog', { name: 'Inativar Usuário' }).getByRole('button', { name: 'Inativar' }).click();
  await card.getByText('Inativo', { exact: true }).waitFor();
  await visitor.getByRole('navigation').getByRole('link', { name: 'Atletas', exact: true }).first().click();
  await visitor.getByText('Sua conta foi inativada. Fale com a administração da escola.', { exact: true }).waitFor();
  await visitor.getByRole('banner').getByRole('button', { name: 'Entrar' }).waitFor();
});
