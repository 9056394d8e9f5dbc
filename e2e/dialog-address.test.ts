import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let recordId: number;
let athleteId: number;
let ids: Record<'news' | 'plan' | 'program' | 'game' | 'championship', number>;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }] });
  athleteId = school.athletes[0].id;
  const post = (path: string, body: unknown) => apiRequest<{ id: number }>(server.baseURL, token, 'POST', path, body, 201);
  recordId = (
    await post('/api/financial-records', {
      tipo: 'receita',
      categoria: 'Patrocínio',
      valor: '1000.10',
      data: todayIn(SCHOOL_TIME_ZONE),
      descricao: 'Patrocínio Padaria Pão Dourado',
    })
  ).id;
  const opponent = await post('/api/external-teams', { nome: 'Águias do Morumbi', modalidade: 'futebol' });
  ids = {
    news: (await post('/api/news', { titulo: 'Peneira do Sub-11 no sábado', conteudo: 'Traga chuteira e garrafa de água.', categoria: 'Avisos' })).id,
    plan: (
      await post('/api/planos-treino', {
        titulo: 'Rondo 4 contra 2',
        objetivoGeral: 'Manter a posse sob pressão.',
        categoria: 'juvenil',
        modalidade: 'futebol',
        tempoTotalEstimado: 30,
        atividades: [{ ordem: 1, tipo: 'tático', descricao: 'Rondo com dois no meio', nivel: 'intermediário', tempoEstimado: 30 }],
      })
    ).id,
    program: (await post('/api/programas-treinamento', { titulo: 'Pré-temporada', situacao: 'ativo' })).id,
    game: (await post('/api/games', { homeTeamId: school.team.id, awayTeamId: opponent.id, dataHora: '2026-11-28T10:00', local: 'Ginásio do Ibirapuera', natureza: 'amistoso' })).id,
    championship: (
      await post('/api/championships', { nome: 'Copa Paulista Sub-11', modalidade: 'futebol', formato: 'pontos_corridos', temporada: '2026', dataInicio: '2026-03-01' })
    ).id,
  };
  page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const path = () => new URL(page.url()).pathname + new URL(page.url()).search;

test('on a phone, a ledger record being edited has an address: Back closes the form and leaves the list; a link outside the period opens it', async () => {
  await page.goto('/financeiro');
  const row = page.getByRole('row', { name: /Patrocínio Padaria Pão Dourado/ });
  await row.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar Registro Financeiro' });
  await form.waitFor();
  expect(path()).toBe(`/financeiro?editar=${recordId}`);

  await page.goBack();
  await form.waitFor({ state: 'detached' });
  expect(path()).toBe('/financeiro');
  await row.getByRole('button', { name: 'Editar' }).waitFor();

  // The period shown does not hold the record: it is fetched on its own.
  await page.goto(`/financeiro?inicio=2000-01-01&fim=2000-01-31&editar=${recordId}`);
  await form.waitFor();
  expect(await form.getByLabel('Valor (R$)').inputValue()).toBe('1000,10');
});

test("on a phone, an athlete's details have an address: Back closes them and leaves the list, and the link opens them", async () => {
  await page.goto('/atletas');
  const row = page.getByRole('row', { name: /Rafael Souza Lima/ });
  await row.getByRole('button', { name: 'Ver detalhes' }).click();
  const details = page.getByRole('dialog', { name: 'Detalhes do Atleta' });
  await details.getByText('Rafael Souza Lima').first().waitFor();
  expect(path()).toBe(`/atletas?ver=${athleteId}`);

  await page.goBack();
  await details.waitFor({ state: 'detached' });
  expect(path()).toBe('/atletas');
  await row.getByRole('button', { name: 'Ver detalhes' }).waitFor();

  await page.goto(`/atletas?ver=${athleteId}`);
  await details.getByText('Rafael Souza Lima').first().waitFor();
  await details.getByRole('button', { name: 'Fechar' }).first().click();
  await details.waitFor({ state: 'detached' });
  expect(path()).toBe('/atletas');
  await row.waitFor();
});

test('a news item opens for editing once its content is read; it, a plan, a program, a game and a championship open from their address', async () => {
  await page.goto('/admin/noticias');
  await page.getByRole('article', { name: 'Peneira do Sub-11 no sábado' }).getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar Notícia' });
  expect(await form.getByLabel('Conteúdo', { exact: true }).inputValue()).toBe('Traga chuteira e garrafa de água.');
  expect(path()).toBe(`/admin/noticias?editar=${ids.news}`);
  await page.goBack();
  await form.waitFor({ state: 'detached' });
  expect(path()).toBe('/admin/noticias');

  const links: [string, string][] = [
    [`/admin/noticias?editar=${ids.news}`, 'Editar Notícia'],
    [`/planos-treino?ver=${ids.plan}`, 'Rondo 4 contra 2'],
    [`/planos-treino?editar=${ids.plan}`, 'Editar Atividade'],
    [`/programas-treinamento?ver=${ids.program}`, 'Pré-temporada'],
    [`/jogos?editar=${ids.game}`, 'Editar Jogo'],
    [`/campeonatos?editar=${ids.championship}`, 'Editar Campeonato'],
  ];
  for (const [link, title] of links) {
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(path()).toBe(link.split('?')[0]);
  }
});
