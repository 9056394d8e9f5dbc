import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { CONSENT_REQUIRED } from '../src/domain/privacy';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { inviteGuardian } from './support/family';
import { createSchool } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;
let lucas: Athlete;
let sofia: Athlete;
let davi: Athlete;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  ({
    athletes: [lucas, sofia, davi],
  } = await createSchool(server.baseURL, token, {
    athletes: [{ nomeCompleto: 'Lucas Prado Nunes' }, { nomeCompleto: 'Sofia Prado Nunes', sexo: 'F' }, { nomeCompleto: 'Davi Prado Nunes' }],
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The expiry as the page writes it: the school's calendar day, dd/MM/yyyy. */
function expiryShown(expiraEm: string) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(expiraEm)) return expiraEm.split('-').reverse().join('/');
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(expiraEm));
}

const childCard = (page: Page, name: string) => page.getByRole('article', { name });

test('signed out on a phone, a guardian opens the invitation, creates the account and finds the child on Início', async () => {
  const email = 'marina.nunes@familia.com.br';
  const { invitation, path } = await inviteGuardian(server.baseURL, token, lucas.id, email);
  const page = await newPage(browser, server.baseURL, PHONE);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Acompanhe Lucas no Plantel' }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
  await page.getByText(expiryShown(invitation.expiraEm), { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Convite sem sessão (390px)');

  const form = page.getByRole('region', { name: 'Criar conta' });
  expect(await form.getByLabel('Email').inputValue()).toBe(email);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await form.getByText('Nome é obrigatório').waitFor();
  await form.getByText(CONSENT_REQUIRED, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Criar conta com erros (390px)');

  await form.getByLabel('Nome', { exact: true }).fill('Marina');
  await form.getByLabel('Nome completo').fill('Marina Prado Nunes');
  await form.getByLabel('CPF').pressSequentially(generateCpf());
  await form.getByLabel('Data de nascimento').fill('1986-09-21');
  await form.getByLabel('Telefone').pressSequentially('11987654321');
  await form.getByLabel('Senha', { exact: true }).fill('senha-da-marina-1');
  await form.getByLabel('Confirmar senha').fill('outra-senha-qualquer');
  await form.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await form.getByText('Senhas não conferem').waitFor();
  await form.getByLabel('Confirmar senha').fill('senha-da-marina-1');
  await form.getByRole('button', { name: 'Criar conta' }).click();

  // Sign-up's answer, with no session (the same comes back for an e-mail that has an account): the
  // sign-in opens with the e-mail typed, and leads to Início.
  const signIn = page.getByRole('dialog', { name: 'Entrar' });
  await signIn.waitFor();
  expect(await signIn.getByLabel('Email').inputValue()).toBe(email);
  await expectNoSeriousA11yViolations(page, 'Conta criada pelo convite, entrar (390px)');
  await signIn.getByRole('button', { name: 'Fechar' }).click();
  const created = page.getByRole('region', { name: 'Conta criada' });
  await created.getByText(`Entre com ${email} e a sua senha para ver Lucas.`).waitFor();
  await created.getByRole('button', { name: 'Entrar' }).click();
  await signIn.getByLabel('Senha').fill('senha-da-marina-1');
  await signIn.getByRole('button', { name: 'Entrar' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();
  await childCard(page, 'Lucas Prado Nunes').waitFor();
  // Kept as the login keeps it: the bearer session survives a reload.
  expect(await page.evaluate(() => localStorage.getItem('sessionId'))).toBeTruthy();
  await page.reload();
  await childCard(page, 'Lucas Prado Nunes').waitFor();
  await page.context().close();

  // Used once: the link now says so, with a way out.
  const again = await newPage(browser, server.baseURL, PHONE);
  await again.goto(path);
  await again.getByRole('heading', { level: 1, name: 'Convite indisponível' }).waitFor();
  expect((await again.getByRole('alert').innerText()).trim()).not.toBe('');
  await expectNoSeriousA11yViolations(again, 'Convite já usado (390px)');
  await again.getByRole('link', { name: 'Ir para a página inicial' }).click();
  await again.getByRole('heading', { level: 1, name: 'Gerencie sua escola esportiva em um só lugar' }).waitFor();
  await again.context().close();
});

test('an unknown invitation shows the server’s message', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await page.goto('/convite/nao-existe-este-convite');
  await page.getByRole('heading', { level: 1, name: 'Convite indisponível' }).waitFor();
  expect((await page.getByRole('alert').innerText()).trim()).not.toBe('');
  await page.context().close();
});

test('a signed-in family adds the invited child with one button and sees the child on Início', async () => {
  const family = await registerAccount(server.baseURL, 'cliente');
  const { path } = await inviteGuardian(server.baseURL, token, sofia.id, family.email);
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, family.email, family.senha);
  await page.goto(path);
  const add = page.getByRole('button', { name: 'Adicionar Sofia à minha conta' });
  await add.waitFor();
  await expectNoSeriousA11yViolations(page, 'Convite com sessão de família (390px)');
  await add.click();
  await page.waitForURL((url) => url.pathname === '/');
  await childCard(page, 'Sofia Prado Nunes').waitFor();
  await page.context().close();
});

test('"Já tenho conta" signs in on the invitation page and comes back to it; a staff account is told to use a family one', async () => {
  const family = await registerAccount(server.baseURL, 'cliente');
  const { path } = await inviteGuardian(server.baseURL, token, davi.id, family.email);

  const staff = await newPage(browser, server.baseURL, PHONE);
  await signInPage(staff, server.baseURL, admin.email, admin.senha);
  await staff.goto(path);
  await staff.getByText(/Você entrou como Administrador\. Convites são aceitos por contas de família/).waitFor();
  expect(await staff.getByRole('button', { name: /^Adicionar/ }).count()).toBe(0);
  await staff.context().close();

  const page = await newPage(browser, server.baseURL, PHONE);
  await page.goto(path);
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  const signIn = page.getByRole('dialog', { name: 'Entrar' });
  await signIn.getByLabel('Email').fill(family.email);
  await signIn.getByLabel('Senha').fill(family.senha);
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('button', { name: 'Adicionar Davi à minha conta' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await childCard(page, 'Davi Prado Nunes').waitFor();
  await page.context().close();
});
