import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  page = await newPage(browser, server.baseURL);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

test('the landing page has no serious accessibility violation', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar Agora' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'landing');
});

test('the first administrador signs up, signs in, and runs Empresas end to end', async () => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Começar Agora' }).click();
  const signUp = page.getByRole('dialog', { name: 'Cadastrar' });
  await signUp.getByRole('button', { name: 'Cadastrar' }).click();
  await signUp.getByText('Nome é obrigatório').waitFor();

  await signUp.getByLabel('Nome', { exact: true }).fill('Marta');
  await signUp.getByLabel('Nome completo').fill('Marta Vieira da Costa');
  await signUp.getByLabel('Email').fill('marta@escola.com.br');
  await signUp.getByLabel('CPF').pressSequentially('52998224725');
  expect(await signUp.getByLabel('CPF').inputValue()).toBe('529.982.247-25');
  await signUp.getByLabel('Data de nascimento').fill('1984-09-03');
  await signUp.getByLabel('Telefone').pressSequentially('11987654321');
  await signUp.getByLabel('Senha', { exact: true }).fill('senha-da-marta-1');
  await signUp.getByLabel('Confirmar senha').fill('senha-da-marta-1');
  await signUp.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
  await signUp.getByRole('button', { name: 'Cadastrar' }).click();

  const signIn = page.getByRole('dialog', { name: 'Entrar' });
  await signIn.waitFor();
  await signIn.getByLabel('Email').fill('marta@escola.com.br');
  await signIn.getByLabel('Senha').fill('senha-da-marta-1');
  await signIn.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('heading', { name: 'Início' }).waitFor();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Empresas' }).click();
  await page.getByRole('heading', { name: 'Empresas' }).waitFor();
  await page.getByText('Nenhuma empresa cadastrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/empresas vazia');

  await page.getByRole('button', { name: 'Nova Empresa' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Empresa' });
  await form.getByLabel('CNPJ').pressSequentially('11222333000182');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await form.getByText('Razão social é obrigatória').waitFor();
  await form.getByText('CNPJ inválido').waitFor();
  await form.getByLabel('Razão Social').fill('Escola de Futebol Craque do Amanhã Ltda');
  await form.getByLabel('Nome Fantasia').fill('Craque do Amanhã');
  await form.getByLabel('CNPJ').fill('');
  await form.getByLabel('CNPJ').pressSequentially('11222333000181');
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await form.waitFor({ state: 'detached' });

  const row = page.getByRole('row', { name: /Craque do Amanhã/ });
  await row.getByText('11.222.333/0001-81').waitFor();
  await row.getByText('Ativo').waitFor();
  await expectNoSeriousA11yViolations(page, '/empresas com uma empresa');

  await row.getByRole('button', { name: 'Inativar' }).click();
  const confirmOff = page.getByRole('alertdialog');
  await confirmOff.getByText('Tem certeza que deseja inativar a empresa Craque do Amanhã?').waitFor();
  await confirmOff.getByRole('button', { name: 'Inativar' }).click();
  await row.getByText('Inativo').waitFor();

  await row.getByRole('button', { name: 'Reativar' }).click();
  const confirmOn = page.getByRole('alertdialog');
  await confirmOn.getByText('Tem certeza que deseja reativar a empresa Craque do Amanhã?').waitFor();
  await confirmOn.getByRole('button', { name: 'Reativar' }).click();
  await row.getByText('Ativo', { exact: true }).waitFor();

  // What the page shows is what the server stored.
  await page.reload();
  await page.getByRole('row', { name: /Craque do Amanhã/ }).getByText('Ativo', { exact: true }).waitFor();
});

test('on a phone, an alphanumeric CNPJ is typed as the Receita issues it, and a repeated one is refused with the reason', async () => {
  // Marta, the school's first administrador, signed up in the test above.
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, 'marta@escola.com.br', 'senha-da-marta-1');
  await phone.goto('/empresas');

  const create = async () => {
    await phone.getByRole('button', { name: 'Nova Empresa' }).click();
    const form = phone.getByRole('dialog', { name: 'Nova Empresa' });
    await form.getByLabel('Razão Social').fill('Clube Alfa Numérico Ltda');
    await form.getByLabel('Nome Fantasia').fill('Clube Alfa');
    await form.getByLabel('CNPJ').pressSequentially('12abc34501de35');
    expect(await form.getByLabel('CNPJ').inputValue()).toBe('12.ABC.345/01DE-35');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    return form;
  };
  const first = await create();
  await first.waitFor({ state: 'detached' });
  await phone.getByText('12.ABC.345/01DE-35').first().waitFor();

  // The server's reason, not a generic 'Tente novamente', in the toast as on the field.
  const second = await create();
  await second.getByText('CNPJ já cadastrado').first().waitFor();
  await phone.getByRole('region', { name: /^Notificações/ }).getByText('CNPJ já cadastrado').waitFor();
  expect(await phone.getByText(/Tente novamente/).count()).toBe(0);
  // The first Escape closes the dialog, not the toast raised over it.
  await phone.keyboard.press('Escape');
  await second.waitFor({ state: 'detached' });
  await phone.getByRole('region', { name: /^Notificações/ }).getByText('CNPJ já cadastrado').waitFor();
  await phone.context().close();
});
