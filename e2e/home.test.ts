import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let token: string;
let professor: { email: string; senha: string };
let cliente: { email: string; senha: string };

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  professor = await registerApprovedAccount(server.baseURL, 'professor', token);
  cliente = await registerAccount(server.baseURL, 'cliente');
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPage(account: { email: string; senha: string }, viewport = DESKTOP) {
  const page = await newPage(browser, server.baseURL, viewport);
  await signInPage(page, server.baseURL, account.email, account.senha);
  return page;
}

const quickActions = (page: Page) => page.getByRole('region', { name: 'Ações Rápidas' });

test('with no featured news, Início shows no news card; a cliente sees no quick actions', async () => {
  const page = await signedInPage(cliente);
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/news/featured'));
  await page.goto('/');
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  await page.getByText('Bem-vindo ao sistema de gestão esportiva').waitFor();
  // The featured card holds skeletons until the answer, then goes away: there is no featured news.
  expect((await answered).status()).toBe(200);
  await page.getByRole('heading', { name: 'Notícias em Destaque' }).waitFor({ state: 'detached' });
  expect(await page.getByRole('heading', { name: 'Ações Rápidas' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'Início do cliente sem notícias');
  await page.context().close();
});

test('the quick actions work for a professor: two dialogs in place, two screens with their create dialog open', async () => {
  const page = await signedInPage(professor);
  await page.goto('/');
  await quickActions(page).waitFor();
  expect(await quickActions(page).getByRole('button').allInnerTexts()).toEqual([
    'Novo Atleta\nCadastrar atleta',
    'Nova Turma\nCriar turma',
    'Nova Matrícula\nMatricular atleta',
    'Registro Financeiro\nAdicionar transação',
  ]);
  await expectNoSeriousA11yViolations(page, 'Início do professor');

  await quickActions(page).getByRole('button', { name: /Novo Atleta/ }).click();
  const athlete = page.getByRole('dialog', { name: 'Cadastrar Novo Atleta' });
  await athlete.getByLabel('Nome completo').waitFor();
  await athlete.getByRole('button', { name: 'Cancelar' }).click();
  await athlete.waitFor({ state: 'detached' });

  await quickActions(page).getByRole('button', { name: /Nova Matrícula/ }).click();
  const enrollment = page.getByRole('dialog', { name: 'Nova Matrícula' });
  await enrollment.getByRole('combobox', { name: 'Atleta' }).waitFor();
  await enrollment.getByRole('button', { name: 'Cancelar' }).click();
  await enrollment.waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/');

  await quickActions(page).getByRole('button', { name: /Nova Turma/ }).click();
  await page.getByRole('dialog', { name: 'Nova Turma' }).waitFor();
  await page.waitForURL((url) => url.pathname === '/turmas' && !url.searchParams.has('novo'));
  await page.getByRole('dialog', { name: 'Nova Turma' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('heading', { name: 'Turmas' }).waitFor();

  await page.goBack();
  await quickActions(page).getByRole('button', { name: /Registro Financeiro/ }).click();
  await page.waitForURL((url) => url.pathname === '/financeiro');
  await page.context().close();
});

test('featured news: the newest 3 in 3 columns on a desktop and 1 on a phone, each opening its page', async () => {
  for (const [i, titulo] of ['Peneira de futsal', 'Festival de inverno', 'Copa Zona Sul', 'Uniformes novos'].entries()) {
    await apiRequest(server.baseURL, token, 'POST', '/api/news', {
      titulo,
      subtitulo: `Subtítulo ${i + 1}`,
      conteudo: 'Texto.',
      categoria: 'Eventos',
      status: 'publicado',
      destaqueHome: true,
      dataPublicacao: `2025-0${i + 1}-10`,
    }, 201);
  }
  await apiRequest(server.baseURL, token, 'POST', '/api/news', { titulo: 'Sem destaque', conteudo: 'Texto.', categoria: 'Geral', status: 'publicado' }, 201);

  for (const [viewport, columns] of [
    [DESKTOP, 3],
    [PHONE, 1],
  ] as const) {
    const page = await signedInPage(cliente, viewport);
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Notícias em Destaque' });
    const cards = featured.getByRole('article');
    await cards.nth(2).waitFor();
    expect(await cards.getByRole('heading').allInnerTexts()).toEqual(['Uniformes novos', 'Copa Zona Sul', 'Festival de inverno']);
    const tops = await cards.evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(3 / columns);
    await cards.first().getByText('10/04/2025').waitFor();
    await cards.first().getByText('0 visualizações').waitFor();
    await expectNoSeriousA11yViolations(page, `Início com destaques (${viewport.width}px)`);

    await featured.getByRole('link', { name: 'Ver todas' }).click();
    await page.waitForURL('**/noticias');
    await page.goBack();
    await cards.getByRole('link', { name: 'Copa Zona Sul' }).click();
    await page.getByRole('heading', { level: 1, name: 'Copa Zona Sul' }).waitFor();
    await page.context().close();
  }
});

test('on a phone, a professor\'s Início says what needs them today, each item a link to the screen that resolves it', async () => {
  const { team, athletes } = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Bruno Almeida Costa' }] });
  await enrolMonthly(server.baseURL, token, athletes[0]!.id, team.id, -20);

  const page = await signedInPage(professor, PHONE);
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Para hoje' });
  const overdue = today.getByRole('link', { name: /^1 parcela vencida: R\$\s150,00$/ });
  await overdue.waitFor();
  await expectNoSeriousA11yViolations(page, 'Início com o que precisa de atenção hoje');
  await overdue.click();
  await page.waitForURL('**/gestao-financeira?vencidas=1');
  await page.getByText('Bruno Almeida Costa').first().waitFor();
  expect(await page.getByLabel('Somente faturas vencidas').isChecked()).toBe(true);
  await page.context().close();
});
