import fs from 'node:fs/promises';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createEnrolledAthlete } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let admin: Awaited<ReturnType<typeof registerAccount>>;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  // One athlete (born 2014, Sub-13) enrolled in a Futebol team; its first instalment paid today.
  await createEnrolledAthlete(server.baseURL, token, generateCpf(), { firstInstalmentPaidOn: today });
  await apiRequest(server.baseURL, token, 'POST', '/api/financial-records', {
    tipo: 'despesa',
    categoria: 'Aluguel',
    valor: '200.25',
    data: today,
    descricao: 'Aluguel da quadra',
  }, 201);
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

test('the KPI cards and each tab show the figures, with a chart beside the numbers', async () => {
  await page.goto('/relatorios');
  await page.getByRole('heading', { name: 'Relatórios' }).waitFor();
  const kpis = page.getByRole('region', { name: 'Indicadores' });
  await kpis.getByText('Total de Atletas').waitFor();
  await kpis.getByText('Matrículas Ativas').waitFor();
  const saldo = kpis.getByText('-R$ 50,25');
  await saldo.waitFor();
  expect(await saldo.getAttribute('class')).toContain('text-destructive');

  const ages = page.getByRole('table', { name: 'Atletas por Faixa Etária' });
  expect(await ages.getByRole('row', { name: /Sub-13/ }).innerText()).toMatch(/Sub-13\s+1\s+100%/);
  await page.locator('svg.recharts-surface').first().waitFor();
  expect(await page.locator('svg.recharts-surface').count()).toBe(2);
  await expectNoSeriousA11yViolations(page, '/relatorios Atletas');

  await page.getByRole('tab', { name: 'Turmas' }).click();
  expect(await page.getByRole('table', { name: 'Turmas por Modalidade' }).getByRole('row', { name: /Futebol/ }).innerText()).toMatch(/Futebol\s+1/);
  await page.getByRole('tab', { name: 'Matrículas' }).click();
  expect(await page.getByRole('table', { name: 'Matrículas por Status' }).getByRole('row', { name: /Ativa/ }).first().innerText()).toMatch(/Ativa\s+1/);

  await page.getByRole('tab', { name: 'Financeiro' }).click();
  await page.getByRole('heading', { name: 'Resumo Geral' }).waitFor();
  await page.getByText('R$ 150,00', { exact: true }).first().waitFor();
  expect(await page.getByRole('button', { name: 'Mês Atual' }).isDisabled()).toBe(true);
  await page.getByLabel('Data inicial').fill('2020-01-01');
  await expect.poll(() => new URL(page.url()).searchParams.get('inicio')).toBe('2020-01-01');
  await page.getByRole('button', { name: 'Mês Atual' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('inicio')).toBe(null);
  await expectNoSeriousA11yViolations(page, '/relatorios Financeiro');
});

test('the period select changes the cards', async () => {
  await page.goto('/relatorios');
  const kpis = page.getByRole('region', { name: 'Indicadores' });
  await kpis.getByText('-R$ 50,25').waitFor();
  await page.getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Este ano' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('periodo')).toBe('ano');
  await kpis.getByText('-R$ 50,25').waitFor();
});

test('Exportar downloads the CSV with the age, modality, enrolment-status and financial sections', async () => {
  await page.goto('/relatorios');
  await page.getByRole('region', { name: 'Indicadores' }).getByText('-R$ 50,25').waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
  expect(download.suggestedFilename()).toBe(`relatorio_${today}.csv`);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  for (const section of ['Atletas por Faixa Etária', 'Turmas por Modalidade', 'Matrículas por Status', 'Resumo Financeiro']) {
    expect(lines, section).toContain(section);
  }
  expect(lines).toContain('Sub-13;1');
  expect(lines).toContain('Futebol;1;1');
  expect(lines).toContain('Ativa;1');
  expect(lines).toContain('Receitas;150,00');
  expect(lines).toContain('Despesas;200,25');
  expect(lines).toContain('Saldo;-50,25');
});

test('on a phone the cards and a chart show, and a cliente has no Relatórios', async () => {
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, admin.email, admin.senha);
  await phone.goto('/relatorios');
  await phone.getByRole('region', { name: 'Indicadores' }).getByText('-R$ 50,25').waitFor();
  await phone.getByRole('tab', { name: 'Financeiro' }).waitFor();
  await phone.locator('svg.recharts-surface').first().waitFor();
  await expectNoSeriousA11yViolations(phone, '/relatorios no celular');
  await phone.context().close();

  const family = await newPage(browser, server.baseURL);
  const cliente = await registerAccount(server.baseURL, 'cliente');
  await signInPage(family, server.baseURL, cliente.email, cliente.senha);
  await family.goto('/relatorios');
  await family.getByText('Page Not Found').waitFor();
  await family.context().close();
});
