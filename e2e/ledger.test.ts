import fs from 'node:fs/promises';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { todayIn } from '../src/domain/dates';
import { readXlsx } from '../src/server/http/xlsx';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createEnrolledAthlete } from './support/school';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
const today = todayIn('America/Sao_Paulo');
const month = today.slice(0, 8);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  // One instalment paid: its receita is the payment's, not editable here.
  await createEnrolledAthlete(server.baseURL, token, generateCpf(), { firstInstalmentPaidOn: today });
  await apiRequest(server.baseURL, token, 'POST', '/api/financial-records', {
    tipo: 'receita',
    categoria: 'Patrocínio',
    valor: '1000.10',
    data: `${month}01`,
    descricao: 'Patrocínio Padaria Pão Dourado',
  }, 201);
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The toast on screen with this exact title (not the screen-reader announcement, which joins title and text). */
const card = (label: string) => page.getByRole('group', { name: label });

async function choose(scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the month opens with its totals; a despesa typed in the dialog changes Total Despesas and Saldo, which turns red', async () => {
  await page.goto('/financeiro');
  await page.getByRole('heading', { name: 'Controle Financeiro' }).waitFor();
  await card('Total Receitas').getByText('R$ 1.150,10').waitFor();
  await card('Saldo').getByText('R$ 1.150,10').waitFor();
  const paymentRow = page.getByRole('row', { name: /Mensalidade 1 - Rafael Souza Lima/ });
  await paymentRow.getByText('Pagamento de parcela').waitFor();
  expect(await paymentRow.getByRole('button', { name: 'Editar' }).count()).toBe(0);
  expect(await paymentRow.getByRole('link', { name: 'Ver parcelas da matrícula' }).getAttribute('href')).toMatch(/^\/financeiro\/matricula\/\d+$/);
  await expectNoSeriousA11yViolations(page, '/financeiro');

  await page.getByRole('button', { name: 'Novo Registro' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Registro Financeiro' });
  await form.getByLabel('Valor (R$)').fill('');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await form.getByText('Preencha todos os campos obrigatórios').first().waitFor();
  expect(await form.getByText('Preencha todos os campos obrigatórios').count()).toBe(3);
  await expectNoSeriousA11yViolations(page, 'Novo Registro Financeiro com erros');

  // Changing tipo clears the category; each tipo offers its own categories.
  await choose(form, 'Tipo', 'Receita');
  await choose(form, 'Categoria', 'Uniformes');
  await choose(form, 'Tipo', 'Despesa');
  expect(await form.getByRole('combobox', { name: 'Categoria', exact: true }).innerText()).toBe('Selecione a categoria');
  await form.getByRole('combobox', { name: 'Categoria', exact: true }).click();
  expect(await page.getByRole('option', { name: 'Uniformes' }).count()).toBe(0);
  await page.getByRole('option', { name: 'Aluguel', exact: true }).click();

  await form.getByLabel('Valor (R$)').fill('2150,30');
  await form.getByLabel('Descrição').fill('Aluguel da quadra coberta');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(page, 'Sucesso').getByText('Registro financeiro criado com sucesso!', { exact: true }).waitFor();

  await page.getByRole('row', { name: /Aluguel da quadra coberta/ }).waitFor();
  await card('Total Despesas').getByText('R$ 2.150,30').waitFor();
  const saldo = card('Saldo').getByText('-R$ 1.000,20');
  await saldo.waitFor();
  expect(await saldo.getAttribute('class')).toContain('text-destructive');
});

test('a payment row cannot be edited; a typed one is edited and deleted after the confirmation', async () => {
  await page.goto('/financeiro');
  const row = page.getByRole('row', { name: /Patrocínio Padaria Pão Dourado/ });
  await row.getByRole('button', { name: 'Editar' }).click();
  const form = page.getByRole('dialog', { name: 'Editar Registro Financeiro' });
  expect(await form.getByLabel('Valor (R$)').inputValue()).toBe('1000,10');
  await form.getByLabel('Valor (R$)').fill('1000,20');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await form.waitFor({ state: 'detached' });
  await card('Total Receitas').getByText('R$ 1.150,20').waitFor();

  await row.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir Registro' });
  await confirm.getByText('Tem certeza que deseja excluir este registro?').waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await visibleToast(page, 'Sucesso').getByText('Registro excluído com sucesso!', { exact: true }).waitFor();
  await row.waitFor({ state: 'detached' });
  await card('Total Receitas').getByText('R$ 150,00').waitFor();
});

test('a category and its subcategory created in Gerenciar Categorias are offered for a new row; once in use it can only be inactivated', async () => {
  await page.goto('/financeiro');
  await page.getByRole('button', { name: 'Gerenciar Categorias' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gerenciar Categorias' });
  await dialog.getByRole('tab', { name: 'Despesas' }).click();
  const panel = dialog.getByRole('tabpanel', { name: 'Despesas' });
  await panel.getByRole('button', { name: 'Adicionar' }).first().click();
  await panel.getByText('Nome da categoria é obrigatório').waitFor();
  await panel.getByLabel('Nova categoria').fill('Transporte');
  await panel.getByRole('button', { name: 'Adicionar' }).first().click();
  await dialog.getByRole('status').getByText('Categoria criada com sucesso!').waitFor();
  await panel.getByRole('listitem').filter({ hasText: 'Transporte' }).first().waitFor();

  await panel.getByRole('button', { name: 'Adicionar' }).nth(1).click();
  await panel.getByText('Nome da subcategoria e categoria são obrigatórios').first().waitFor();
  expect(await panel.getByText('Nome da subcategoria e categoria são obrigatórios').count()).toBe(2);
  await choose(panel, 'Categoria da subcategoria', 'Transporte');
  await panel.getByLabel('Nova subcategoria').fill('Van escolar');
  await panel.getByRole('button', { name: 'Adicionar' }).nth(1).click();
  await dialog.getByRole('status').getByText('Subcategoria criada com sucesso!').waitFor();
  await panel.getByRole('list', { name: 'Subcategorias de Transporte' }).getByText('Van escolar').waitFor();
  await expectNoSeriousA11yViolations(page, 'Gerenciar Categorias');
  // A toast is a layer of its own: Escape would dismiss it first, so the dialog is closed by its button.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Novo Registro' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Registro Financeiro' });
  await choose(form, 'Tipo', 'Despesa');
  await choose(form, 'Categoria', 'Transporte');
  await choose(form, 'Subcategoria', 'Van escolar');
  await form.getByLabel('Valor (R$)').fill('480');
  await form.getByLabel('Descrição').fill('Transporte para o torneio');
  await form.getByRole('button', { name: 'Registrar' }).click();
  await form.waitFor({ state: 'detached' });
  const row = page.getByRole('row', { name: /Transporte para o torneio/ });
  await row.getByText('Van escolar').waitFor();

  await page.getByRole('button', { name: 'Gerenciar Categorias' }).click();
  await dialog.getByRole('tab', { name: 'Despesas' }).click();
  const transporte = panel.getByRole('listitem').filter({ hasText: 'Transporte' }).first();
  await transporte.getByText('Em uso').first().waitFor();
  expect(await transporte.getByRole('button', { name: 'Excluir categoria Transporte' }).count()).toBe(0);
  await transporte.getByRole('button', { name: 'Inativar categoria Transporte' }).click();
  await dialog.getByRole('status').getByText('Categoria inativada com sucesso!').waitFor();
  await transporte.getByText('Inativa', { exact: true }).waitFor();

  // One nobody uses is deleted after the confirmation.
  await dialog.getByRole('tab', { name: 'Receitas' }).click();
  const receitas = dialog.getByRole('tabpanel', { name: 'Receitas' });
  await receitas.getByLabel('Nova categoria').fill('Brindes');
  await receitas.getByRole('button', { name: 'Adicionar' }).first().click();
  await receitas.getByRole('button', { name: 'Excluir categoria Brindes' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir Categoria' });
  await confirm.getByText('Tem certeza que deseja excluir a categoria Brindes?').waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await dialog.getByRole('status').getByText('Categoria excluída com sucesso!').waitFor();
  await receitas.getByText('Brindes').waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Novo Registro' }).click();
  await choose(form, 'Tipo', 'Despesa');
  await form.getByRole('combobox', { name: 'Categoria', exact: true }).click();
  await page.getByRole('option', { name: 'Aluguel', exact: true }).waitFor();
  expect(await page.getByRole('option', { name: 'Transporte' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Cancelar' }).click();
});

test('the filters narrow the list and the cards; Limpar Filtros brings back the current month', async () => {
  await page.goto('/financeiro');
  await page.getByRole('row', { name: /Aluguel da quadra coberta/ }).waitFor();
  await page.getByRole('combobox', { name: 'Tipo', exact: true }).click();
  await page.getByRole('option', { name: 'Receita', exact: true }).click();
  await page.getByRole('row', { name: /Aluguel da quadra coberta/ }).waitFor({ state: 'detached' });
  await card('Total Despesas').getByText('R$ 0,00').waitFor();
  expect(new URL(page.url()).searchParams.get('tipo')).toBe('receita');

  await page.getByLabel('De', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Até', { exact: true }).fill('2020-01-31');
  await page.getByText('Nenhum registro encontrado').waitFor();
  await page.getByRole('button', { name: 'Limpar Filtros' }).click();
  await page.getByRole('row', { name: /Aluguel da quadra coberta/ }).waitFor();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.getByLabel('De', { exact: true }).inputValue()).toBe(`${month}01`);
});

test('Exportar downloads the filtered rows as CSV (BOM, ";", pt-BR numbers) and as XLSX', async () => {
  await page.goto('/financeiro?busca=aluguel');
  await page.getByRole('row', { name: /Aluguel da quadra coberta/ }).waitFor();
  await page.getByRole('button', { name: 'Exportar' }).click();
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
  expect(csvDownload.suggestedFilename()).toBe(`controle_financeiro_${today}.csv`);
  const csv = await fs.readFile(await csvDownload.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines).toEqual([
    'Data;Tipo;Categoria;Subcategoria;Descrição;Unidade;Valor;Origem',
    `${today.split('-').reverse().join('/')};Despesa;Aluguel;;Aluguel da quadra coberta;;2.150,30;Lançamento manual`,
  ]);

  await page.getByRole('button', { name: 'Exportar' }).click();
  const [xlsxDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /XLSX/ }).click()]);
  expect(xlsxDownload.suggestedFilename()).toBe(`controle_financeiro_${today}.xlsx`);
  const workbook = await readXlsx(await fs.readFile(await xlsxDownload.path()));
  const sheet = workbook.getWorksheet('Lançamentos')!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(7).value).toBe(2150.3);
});

test('the home screen link /financeiro?novo=1 opens the new record dialog once, and the phone layout holds', async () => {
  const phone = await newPage(browser, server.baseURL, PHONE);
  const admin = await registerApprovedAccount(server.baseURL, 'professor', token);
  await signInPage(phone, server.baseURL, admin.email, admin.senha);
  await phone.goto('/financeiro?novo=1');
  await phone.getByRole('dialog', { name: 'Novo Registro Financeiro' }).waitFor();
  await expect.poll(() => new URL(phone.url()).search).toBe('');
  await phone.keyboard.press('Escape');
  await phone.getByRole('group', { name: 'Saldo' }).waitFor();
  await expectNoSeriousA11yViolations(phone, '/financeiro no celular, professor');
  await phone.context().close();

  const family = await newPage(browser, server.baseURL);
  const cliente = await registerAccount(server.baseURL, 'cliente');
  await signInPage(family, server.baseURL, cliente.email, cliente.senha);
  await family.goto('/financeiro');
  await family.getByText('Page Not Found').waitFor();
  await family.context().close();
});
