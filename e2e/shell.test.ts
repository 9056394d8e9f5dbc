import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let account: Awaited<ReturnType<typeof registerAccount>>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  account = await registerAccount(server.baseURL);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPhone(): Promise<Page> {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, account.email, account.senha);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  return page;
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Plantel' });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test('the mobile menu opens over the page, locks its scroll, and closes by Escape, overlay, link and widening', async () => {
  const page = await signedInPhone();
  expect(await page.getByRole('navigation', { name: 'Navegação principal' }).isVisible()).toBe(false);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByText('v1.0').waitFor();
  expect(await bodyOverflow(page)).toBe('hidden');
  for (const group of ['Principal', 'Gestão de Pessoas', 'Gestão Organizacional', 'Gestão Financeira', 'Análises e Comunicação']) {
    await menu(page).getByText(group, { exact: true }).waitFor();
  }
  await page.keyboard.press('Escape');
  await menu(page).waitFor({ state: 'detached' });
  expect(await bodyOverflow(page)).not.toBe('hidden');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).waitFor();
  await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
  await menu(page).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByRole('link', { name: 'Empresas' }).click();
  await menu(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Empresas' }).waitFor();

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).waitFor();
  await page.setViewportSize(DESKTOP);
  await menu(page).waitFor({ state: 'detached' });
  await page.getByRole('navigation', { name: 'Navegação principal' }).waitFor();
  await page.context().close();
});

test('accessibility preferences apply to the page and survive a reload', async () => {
  const page = await signedInPhone();
  const rootClasses = () => page.evaluate(() => document.documentElement.className);
  expect(await rootClasses()).toContain('font-small');

  await page.getByRole('button', { name: 'Configurações de Acessibilidade' }).click();
  const panel = page.getByRole('dialog', { name: 'Configurações de Acessibilidade' });
  await panel.getByRole('switch', { name: 'Alto contraste' }).click();
  await page.getByRole('status').filter({ hasText: 'Alto contraste ativado' }).waitFor();
  await panel.getByLabel('Tamanho da fonte').click();
  await page.getByRole('option', { name: 'Grande', exact: true }).click();
  await panel.getByRole('switch', { name: 'Reduzir animações' }).click();

  // Focus stays inside the panel; Escape closes it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await panel.waitFor({ state: 'detached' });

  expect((await rootClasses()).split(' ')).toEqual(expect.arrayContaining(['high-contrast', 'font-large', 'reduce-motion']));
  await page.reload();
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  expect((await rootClasses()).split(' ')).toEqual(expect.arrayContaining(['high-contrast', 'font-large', 'reduce-motion']));
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('accessibility-preferences')))!)).toMatchObject({
    highContrast: true,
    fontSize: 'large',
    reduceMotion: true,
  });

  await page.getByRole('button', { name: 'Configurações de Acessibilidade' }).click();
  await page.getByRole('button', { name: 'Restaurar Padrões' }).click();
  expect((await rootClasses()).split(' ')).not.toContain('high-contrast');
  expect(await rootClasses()).toContain('font-small');
  await page.context().close();
});

test('a cliente sees only its menu items and /empresas is not a page for it', async () => {
  const cliente = await registerAccount(server.baseURL, 'cliente');
  const page = await newPage(browser, server.baseURL, DESKTOP);
  await signInPage(page, server.baseURL, cliente.email, cliente.senha);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.waitFor();
  const labels = await nav.getByRole('link').allInnerTexts();
  expect(labels.map((l) => l.trim())).toEqual([
    'Início',
    'Minha família',
    'Atletas',
    'Matrículas',
    'Pagamentos',
    'Notícias',
    'Planos de Treino',
    'Jogos',
    'Campeonatos',
  ]);
  await page.goto('/empresas');
  await page.getByText('Page Not Found').waitFor();
  await page.context().close();
});

test('a professor sees Unidades and Turmas but not Empresas nor Gestão de Usuários', async () => {
  const adminToken = await apiSession(server.baseURL, account.email, account.senha);
  const professor = await registerApprovedAccount(server.baseURL, 'professor', adminToken);
  const page = await newPage(browser, server.baseURL, DESKTOP);
  await signInPage(page, server.baseURL, professor.email, professor.senha);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.waitFor();
  const labels = (await nav.getByRole('link').allInnerTexts()).map((l) => l.trim());
  expect(labels).toEqual(expect.arrayContaining(['Unidades', 'Turmas']));
  expect(labels).not.toContain('Empresas');
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  expect(await page.getByRole('menuitem', { name: 'Gestão de Usuários' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await page.goto('/usuarios');
  await page.getByText('Page Not Found').waitFor();
  await page.goto('/unidades');
  await page.getByRole('heading', { name: 'Unidades' }).waitFor();
  await page.context().close();
});
