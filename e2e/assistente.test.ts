import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

/**
 * No dead ends for an assistente: everything the shell offers an assistente (menu, Início, bell,
 * header search) must open, and spec 2 §6 gives every signed-in role the news to read.
 */

let server: RunningServer;
let browser: Browser;
let assistente: { email: string; senha: string };
let newsId: number;

const TITLE = 'Peneira do Sub-13 no sábado';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  // Public registration offers no assistente (spec 2 §2.4): Gestão de Usuários creates one.
  assistente = { email: 'paula.assistente@escola.com.br', senha: 'senha-da-paula-1' };
  await apiRequest(server.baseURL, token, 'POST', '/api/system-users', { nomeCompleto: 'Paula Assistente Rocha', cpf: generateCpf(), tipo: 'assistente', ...assistente }, 201);
  newsId = (
    await apiRequest<{ id: number }>(
      server.baseURL,
      token,
      'POST',
      '/api/news',
      { titulo: TITLE, subtitulo: 'Inscrições na secretaria', conteudo: 'Traga chuteira e garrafa de água.', categoria: 'Avisos', status: 'publicado', destaqueHome: true },
      201,
    )
  ).id;
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/**
 * A page signed in as the assistente that records every API call refused to it (401/403): a screen
 * the shell offers must not ask for what the role may not read.
 */
async function assistentePage(viewport: { width: number; height: number }) {
  const page = await newPage(browser, server.baseURL, viewport);
  await signInPage(page, server.baseURL, assistente.email, assistente.senha);
  const refused: string[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/api/') && (res.status() === 401 || res.status() === 403)) {
      refused.push(`${res.status()} ${res.request().method()} ${url.pathname} em ${new URL(page.url()).pathname}`);
    }
  });
  return { page, refused };
}

/** Neither the 404 page nor a toast (every failure toast of the app) is on screen. */
async function expectNoDeadEnd(page: Page, where: string) {
  expect(await page.getByRole('heading', { name: 'Page Not Found' }).count(), `${where}: Page Not Found`).toBe(0);
  expect(await page.getByRole('region', { name: /^Notificações/ }).locator('li').allInnerTexts(), `${where}: toast`).toEqual([]);
}

const menu = (page: Page) => page.getByRole('dialog', { name: 'Plantel' });

test('at phone width the assistente opens the featured news from Início, Notícias from the menu, and every screen and pending item the shell offers', async () => {
  const { page, refused } = await assistentePage(PHONE);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  const featured = page.getByRole('region', { name: 'Notícias em Destaque' });
  await featured.getByRole('link', { name: TITLE }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Início da assistente');

  await featured.getByRole('link', { name: TITLE }).click();
  await page.waitForURL(`**/noticias/${newsId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await page.getByText('1 visualização', { exact: true }).waitFor();
  await expectNoDeadEnd(page, '/noticias/:id');
  await expectNoSeriousA11yViolations(page, '/noticias/:id da assistente');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu(page).getByRole('link', { name: 'Notícias' }).click();
  await menu(page).waitFor({ state: 'detached' });
  await page.waitForURL('**/noticias');
  await page.getByRole('heading', { level: 1, name: 'Notícias' }).waitFor();
  await page.getByRole('link', { name: TITLE }).first().waitFor();
  await expectNoDeadEnd(page, '/noticias');
  await expectNoSeriousA11yViolations(page, '/noticias da assistente');

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const offered = await menu(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  await page.keyboard.press('Escape');
  expect(offered).toEqual(['/', '/chamada', '/solicitacoes-acesso', '/noticias', '/planos-treino-demo', '/jogos', '/campeonatos']);
  for (const path of offered) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoDeadEnd(page, path);
  }

  await page.getByRole('button', { name: 'Notificações: nada pendente' }).click();
  await page.getByRole('menuitem', { name: 'Nada pendente' }).waitFor();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Privacidade' }).click();
  await page.waitForURL('**/minha-conta/privacidade');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expectNoDeadEnd(page, '/minha-conta/privacidade');

  expect(refused).toEqual([]);
  await page.context().close();
});

// The header search box is only rendered from 768 px wide (spec 1 §2.1), so this part runs on a wide screen.
test('the header search searches the news for the assistente, opens one, and lists them all on Enter', async () => {
  const { page, refused } = await assistentePage(DESKTOP);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  const box = page.getByRole('combobox', { name: 'Buscar notícias' });
  await box.fill('peneira do sub');
  const option = page.getByRole('option', { name: new RegExp(TITLE) });
  await option.waitFor();
  await page.getByRole('listbox').getByText('Notícias', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'busca do cabeçalho da assistente aberta');
  await box.press('ArrowDown');
  expect(await option.getAttribute('aria-selected')).toBe('true');
  await box.press('Enter');
  await page.waitForURL(`**/noticias/${newsId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await expectNoDeadEnd(page, 'resultado da busca');

  await box.fill('zzzz');
  await page.getByText('Nenhum resultado').waitFor();
  await box.fill('Peneira');
  await option.waitFor();
  await box.press('Enter');
  await page.waitForURL((url) => url.pathname === '/noticias' && url.searchParams.get('busca') === 'Peneira');
  expect(await page.getByRole('searchbox', { name: 'Buscar notícias' }).inputValue()).toBe('Peneira');
  await page.getByRole('link', { name: TITLE }).first().waitFor();
  await expectNoDeadEnd(page, '/noticias?busca=');
  expect(await page.getByText('Não foi possível buscar. Tente novamente.').count()).toBe(0);

  expect(refused).toEqual([]);
  await page.context().close();
});
