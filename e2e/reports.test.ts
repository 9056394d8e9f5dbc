import fs from 'node:fs/promises';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '../src/domain/dates';
import { dateBR } from '../src/domain/format';
import { PREFERENCES_STORAGE_KEY } from '../src/web/shell/accessibility/preferences';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE, UI_WAIT_MS } from './support/browser';
import { createEnrolledAthlete } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;
let enrollmentId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  // One athlete (born 2014, Sub-13) enrolled in a Futebol team; its first instalment paid today.
  const { enrollment } = await createEnrolledAthlete(server.baseURL, token, generateCpf(), { firstInstalmentPaidOn: today });
  enrollmentId = enrollment.id;
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

describe('on a phone, after a payment with a discount and a large receita', () => {
  let phone: Page;
  // The three instalments of the plan fall due from ten days ahead, a month apart.
  const period = `inicio=${today}&fim=${addDays(today, 100)}`;

  beforeAll(async () => {
    const finance = await apiRequest<{ monthlyPayments: { id: number }[] }>(server.baseURL, token, 'GET', `/api/enrollments-with-payments/${enrollmentId}`);
    await apiRequest(server.baseURL, token, 'PATCH', `/api/monthly-payments/${finance.monthlyPayments[1]!.id}/process`, {
      dataPagamento: today,
      metodoPagamento: 'pix',
      valorDesconto: 5,
    });
    // 150,00 + 145,00 − 200,25 + 39.613,96: a balance of R$ 39.708,71, the one that broke in two on a phone.
    await apiRequest(server.baseURL, token, 'POST', '/api/financial-records', {
      tipo: 'receita',
      categoria: 'Eventos',
      valor: '39613.96',
      data: today,
      descricao: 'Festival de inverno',
    }, 201);
    // A touch screen, where a tap shows no tooltip.
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE, hasTouch: true, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    phone = await context.newPage();
    phone.setDefaultTimeout(UI_WAIT_MS);
    await signInPage(phone, server.baseURL, admin.email, admin.senha);
  });
  afterAll(() => phone?.context().close());

  /** The lines a text takes: one rectangle per line box its text runs over. */
  const lineCount = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    });

  test('Financeiro shows Previsto, Recebido, Descontos and Pendente, which add up', async () => {
    await phone.goto(`/relatorios?aba=financeiro&${period}`);
    const payments = phone.getByRole('region', { name: 'Resumo de Pagamentos' });
    const figure = (label: string) => payments.locator(`dt:text-is("${label}") + dd`);
    await figure('Previsto').getByText('R$ 450,00').waitFor();
    // 450,00 = 295,00 + 5,00 + 150,00. The figures keep the no-break space after R$.
    expect(await figure('Recebido').innerText()).toBe('R$\u00a0295,00');
    expect(await figure('Descontos').innerText()).toBe('R$\u00a05,00');
    expect(await figure('Pendente').innerText()).toBe('R$\u00a0150,00');
    await payments.getByText('2 de 3 parcelas pagas').waitFor();
    await expectNoSeriousA11yViolations(phone, '/relatorios Financeiro no celular');
  });

  test('each card says what it counts: a tap opens the definition, keyboard focus shows it as a tooltip', async () => {
    await phone.goto(`/relatorios?${period}`);
    const kpis = phone.getByRole('region', { name: 'Indicadores' });
    const definition = 'Matrículas feitas no período (data da matrícula) que estão ativas hoje, de todas as feitas no período.';
    await kpis.getByText('R$ 39.708,71', { exact: true }).waitFor();
    expect(await kpis.getByText(definition).isVisible()).toBe(false);
    const info = kpis.getByRole('button', { name: 'O que é Matrículas Ativas' });
    await info.tap();
    expect(await info.getAttribute('aria-expanded')).toBe('true');
    await kpis.getByText(definition).waitFor();

    const desktop = await newPage(browser, server.baseURL);
    await signInPage(desktop, server.baseURL, admin.email, admin.senha);
    await desktop.goto('/relatorios');
    await desktop.getByRole('region', { name: 'Indicadores' }).getByText('Total de Atletas').waitFor();
    await desktop.getByRole('button', { name: 'Exportar' }).focus();
    await desktop.keyboard.press('Tab');
    expect(await desktop.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('O que é Total de Atletas');
    expect(await desktop.getByRole('tooltip').innerText()).toBe('Atletas cadastrados no período. Ativos: os que estão ativos hoje.');
    await desktop.context().close();
  });

  test('the period shown, the tabs and the export are one: dates chosen in Financeiro', async () => {
    await phone.goto(`/relatorios?aba=financeiro&${period}`);
    const shown = `${dateBR(today)} a ${dateBR(addDays(today, 100))}`;
    await phone.getByText(shown, { exact: true }).waitFor();
    expect(await phone.getByRole('combobox', { name: 'Período' }).innerText()).toBe('Datas escolhidas');
    const [download] = await Promise.all([phone.waitForEvent('download'), phone.getByRole('button', { name: 'Exportar' }).click()]);
    const lines = (await fs.readFile(await download.path(), 'utf8')).slice(1).split('\r\n');
    expect(lines).toContain(`Período;${shown}`);
    expect(lines).toContain('Mensalidades Previstas;450,00');
    expect(lines).toContain('Descontos Concedidos;5,00');
    expect(lines).toContain('Saldo Financeiro;39.708,71');

    await phone.getByRole('button', { name: 'Mês Atual' }).click();
    await expect.poll(() => new URL(phone.url()).searchParams.get('inicio')).toBe(null);
    // The select follows the address, which the router updates in a transition just after.
    await expect.poll(() => phone.getByRole('combobox', { name: 'Período' }).innerText()).toBe('Este mês');
  });

  test('money figures stay on one line', async () => {
    await phone.goto(`/relatorios?aba=financeiro&${period}`);
    const saldo = phone.getByRole('region', { name: 'Indicadores' }).getByText('R$ 39.708,71', { exact: true });
    await saldo.waitFor();
    expect(await lineCount(saldo), 'Saldo Financeiro card').toBe(1);
    const general = phone.getByRole('region', { name: 'Resumo Geral' });
    const receitas = general.getByText('R$ 39.908,96', { exact: true });
    await receitas.waitFor();
    for (const figure of await general.locator('dd').all()) {
      expect(await lineCount(figure), await figure.innerText()).toBe(1);
    }
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('money figures stay on one line with the largest font', async () => {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport: PHONE, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key!, value!), [PREFERENCES_STORAGE_KEY, JSON.stringify({ fontSize: 'extra-large' })]);
    const large = await context.newPage();
    await signInPage(large, server.baseURL, admin.email, admin.senha);
    await large.goto(`/relatorios?aba=financeiro&${period}`);
    const saldo = large.getByRole('region', { name: 'Indicadores' }).getByText('R$ 39.708,71', { exact: true });
    await saldo.waitFor();
    expect(await lineCount(saldo)).toBe(1);
    await large.getByRole('region', { name: 'Resumo Geral' }).getByText('R$ 39.908,96', { exact: true }).waitFor();
    for (const figure of await large.locator('dd').all()) {
      expect(await lineCount(figure), await figure.innerText()).toBe(1);
    }
    expect(await large.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });
});
