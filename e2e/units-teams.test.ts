import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;

const UNIT_ADDRESS = 'Avenida Paulista, 1000, Bela Vista, São Paulo, SP, Brasil - CEP: 01310-100';

/** A call to the API as the signed-in administrador, to set up what this flow does not exercise. */
async function apiPost(path: string, body: unknown) {
  const res = await fetch(`${server.baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: number }>;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  const login = await fetch(`${server.baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, senha: admin.senha }),
  });
  token = ((await login.json()) as { sessionId: string }).sessionId;
  await apiPost('/api/companies', { razaoSocial: 'Escola Craque do Amanhã Ltda', nomeFantasia: 'Craque do Amanhã', cnpj: '11.222.333/0001-81' });
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});


/** Opens a select by its label and picks an option. */
async function choose(scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an administrador creates a unit, whose assembled address shows in the list, and sorts the list both ways', async () => {
  await page.goto('/unidades');
  await page.getByRole('heading', { name: 'Unidades' }).waitFor();
  await page.getByText('Nenhuma unidade cadastrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/unidades vazia');

  await page.getByRole('button', { name: 'Nova Unidade' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Unidade' });
  expect(await form.getByLabel('País').inputValue()).toBe('Brasil');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const message of ['Empresa é obrigatória', 'Nome da unidade é obrigatório', 'Nome da rua/avenida é obrigatório', 'Bairro é obrigatório', 'Cidade é obrigatória', 'Estado é obrigatório']) {
    await form.getByText(message).waitFor();
  }
  await expectNoSeriousA11yViolations(page, 'Nova Unidade com erros');

  await choose(form, 'Empresa', 'Craque do Amanhã');
  await form.getByLabel('Nome da Unidade').fill('Unidade Paulista');
  await form.getByLabel('Rua/Avenida').fill('Avenida Paulista');
  await form.getByLabel('Número').fill('1000');
  await form.getByLabel('Bairro').fill('Bela Vista');
  await form.getByLabel('CEP').pressSequentially('01310100');
  expect(await form.getByLabel('CEP').inputValue()).toBe('01310-100');
  await form.getByLabel('Cidade').fill('São Paulo');
  await form.getByLabel('Estado').fill('SP');
  await form.getByLabel('Telefone').pressSequentially('1133334444');
  expect(await form.getByLabel('Telefone').inputValue()).toBe('(11) 3333-4444');
  await form.getByText(UNIT_ADDRESS).waitFor();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(page, 'Sucesso').getByText('Unidade cadastrada com sucesso!', { exact: true }).waitFor();

  const row = page.getByRole('row', { name: /Unidade Paulista/ });
  await row.getByText(UNIT_ADDRESS).waitFor();
  await row.getByText('Craque do Amanhã').waitFor();
  await row.getByText('(11) 3333-4444').waitFor();
  await expectNoSeriousA11yViolations(page, '/unidades com uma unidade');

  // A second unit, to see the Nome header toggle the order.
  const company = (await (await fetch(`${server.baseURL}/api/units/company-options`, { headers: { authorization: `Bearer ${token}` } })).json())[0];
  await apiPost('/api/units', { companyId: company.id, nome: 'Unidade Água Branca', rua: 'Rua Tito', bairro: 'Lapa', cidade: 'São Paulo', estado: 'SP' });
  await page.reload();
  const names = () => page.getByRole('row').filter({ hasText: /Unidade (Paulista|Água Branca)/ }).locator('td:first-child').allInnerTexts();
  await page.getByRole('row', { name: /Água Branca/ }).waitFor();
  expect(await names()).toEqual(['Unidade Água Branca', 'Unidade Paulista']);
  const nome = page.getByRole('columnheader', { name: /Nome/ });
  expect(await nome.getAttribute('aria-sort')).toBe('ascending');
  await nome.getByRole('button').click();
  expect(await names()).toEqual(['Unidade Paulista', 'Unidade Água Branca']);
  expect(await nome.getAttribute('aria-sort')).toBe('descending');
  await nome.getByRole('button').click();
  expect(await names()).toEqual(['Unidade Água Branca', 'Unidade Paulista']);
});

test('a team on that unit shows its three weekdays, and the unit then refuses inactivation with the server message', async () => {
  await page.goto('/turmas');
  await page.getByRole('heading', { name: 'Turmas' }).waitFor();
  await page.getByText('Nenhuma turma cadastrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/turmas vazia');

  await page.getByRole('button', { name: 'Nova Turma' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Turma' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const message of ['Unidade é obrigatória', 'Nome da turma é obrigatório', 'Modalidade é obrigatória', 'Categoria é obrigatória', 'Horário é obrigatório', 'Selecione pelo menos um dia']) {
    await form.getByText(message).waitFor();
  }
  await expectNoSeriousA11yViolations(page, 'Nova Turma com erros');

  await choose(form, 'Unidade', 'Unidade Paulista');
  await form.getByLabel('Nome da Turma').fill('Futebol Sub-11 Manhã');
  await choose(form, 'Modalidade', 'Futebol');
  await choose(form, 'Categoria', 'Sub-11');
  await form.getByLabel('Horário').fill('08:00 - 09:30');
  for (const day of ['Sexta-feira', 'Segunda-feira', 'Quarta-feira']) await form.getByRole('checkbox', { name: day }).check();
  await form.getByText('Selecione pelo menos um dia').waitFor({ state: 'detached' });
  await form.getByLabel('Professor').fill('Carlos Eduardo Santos');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await form.waitFor({ state: 'detached' });

  const row = page.getByRole('row', { name: /Futebol Sub-11 Manhã/ });
  await row.getByText('Futebol - Sub-11').waitFor();
  await row.getByText('Unidade Paulista').waitFor();
  await row.getByText('Segunda-feira, Quarta-feira, Sexta-feira').waitFor();
  await row.getByText('Carlos Eduardo Santos').waitFor();
  await expectNoSeriousA11yViolations(page, '/turmas com uma turma');

  await page.goto('/unidades');
  const unitRow = page.getByRole('row', { name: /Unidade Paulista/ });
  await unitRow.getByRole('button', { name: 'Inativar' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Tem certeza que deseja inativar a unidade Unidade Paulista?').waitFor();
  await confirm.getByRole('button', { name: 'Inativar' }).click();
  const toast = visibleToast(page, 'Não é possível inativar a unidade');
  await toast.getByText('Não é possível inativar a unidade: ela possui 1 turma ativa. Inative as turmas primeiro.', { exact: true }).waitFor();
  await unitRow.getByText('Ativo', { exact: true }).waitFor();
});

test('Empresas titles its refusal the same way: the company keeps its active units', async () => {
  await page.goto('/empresas');
  await page.getByRole('row', { name: /Craque do Amanhã/ }).getByRole('button', { name: 'Inativar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Inativar' }).click();
  await visibleToast(page, 'Não é possível inativar a empresa')
    .getByText('Não é possível inativar a empresa: ela possui 2 unidades ativas. Inative as unidades primeiro.', { exact: true })
    .waitFor();
});
