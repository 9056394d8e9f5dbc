import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { newestMail } from './support/outbox';
import { createSchool } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;
let pedro: Athlete;
let livia: Athlete;
const guardianEmail = `mariana.${Math.random().toString(36).slice(2)}@familia.com.br`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  ({
    athletes: [pedro, livia],
  } = await createSchool(server.baseURL, token, {
    athletes: [
      { nomeCompleto: 'Pedro Alves Pereira', responsavelNome: 'Mariana Alves Pereira', responsavelEmail: guardianEmail },
      // No guardian e-mail on file.
      { nomeCompleto: 'Lívia Campos Duarte' },
    ],
  }));
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits for the toast with this exact title, then closes it so that the next check sees a new one. */
async function expectToast(page: Page, title: string) {
  const toast = page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await toast.waitFor({ state: 'detached' });
}

/** The athlete page's 'Responsáveis' tab, freshly loaded. */
async function openGuardians(page: Page, athlete: Athlete) {
  await page.goto(`/atletas/${athlete.id}/editar`);
  await page.getByRole('heading', { level: 1, name: athlete.nomeCompleto }).waitFor();
  await page.getByRole('tab', { name: 'Responsáveis' }).click();
  const section = page.getByRole('tabpanel', { name: 'Responsáveis' });
  await section.getByRole('heading', { level: 3, name: 'Com acesso' }).waitFor();
  return section;
}

test('an invited guardian creates the account from the e-mailed link on a phone, sees the child, and loses it when the school removes the link', async () => {
  const athlete = pedro;
  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  let section = await openGuardians(page, athlete);
  await section.getByText('Nenhuma conta da família tem acesso a este atleta.').waitFor();
  await expectNoSeriousA11yViolations(page, 'Responsáveis sem vínculos');

  await section.getByRole('button', { name: 'Convidar responsável' }).click();
  const form = page.getByRole('dialog', { name: 'Convidar responsável' });
  expect(await form.getByLabel('E-mail do responsável').inputValue()).toBe(guardianEmail);
  expect(await form.getByRole('combobox', { name: 'Parentesco' }).innerText()).toBe('Mãe');
  await expectNoSeriousA11yViolations(page, 'Convidar responsável');
  await form.getByRole('button', { name: 'Enviar convite' }).click();

  const created = page.getByRole('dialog', { name: 'Convite enviado' });
  await created.getByText(guardianEmail).waitFor();
  const link = await created.getByLabel('Link do convite').inputValue();
  expect(new URL(link).pathname).toMatch(/^\/convite\/[^/]+$/);
  const whatsapp = created.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  const href = (await whatsapp.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/55')).toBe(true);
  expect(href).toContain(encodeURIComponent(link));
  expect(await whatsapp.getAttribute('target')).toBe('_blank');
  expect(await whatsapp.getAttribute('rel')).toContain('noopener');
  await created.getByRole('button', { name: 'Copiar link' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Convite enviado');
  await created.getByRole('button', { name: 'Fechar' }).click();
  await created.waitFor({ state: 'detached' });
  const sent = section.getByRole('list', { name: 'Convites' }).getByRole('listitem').filter({ hasText: guardianEmail });
  await sent.getByText('Enviado', { exact: true }).waitFor();

  // The server e-mailed the same link. It carries PUBLIC_URL: only its path is opened here.
  const mail = await newestMail(server.dataDir, guardianEmail);
  const mailed = /https?:\/\/\S+\/convite\/\S+/.exec(mail.text)?.[0];
  expect(mailed).toBe(link);
  const { pathname } = new URL(mailed!);

  const phone = await newPage(browser, server.baseURL, PHONE);
  await phone.goto(pathname);
  await phone.getByRole('heading', { level: 1, name: 'Acompanhe Pedro no Plantel' }).waitFor();
  const signUp = phone.getByRole('region', { name: 'Criar conta' });
  expect(await signUp.getByLabel('Email').inputValue()).toBe(guardianEmail);
  await signUp.getByLabel('Nome', { exact: true }).fill('Mariana');
  await signUp.getByLabel('Nome completo').fill('Mariana Alves Pereira');
  await signUp.getByLabel('CPF').pressSequentially(generateCpf());
  await signUp.getByLabel('Data de nascimento').fill('1985-09-21');
  await signUp.getByLabel('Telefone').pressSequentially('11987652222');
  await signUp.getByLabel('Senha', { exact: true }).fill('senha-da-mariana-1');
  await signUp.getByLabel('Confirmar senha').fill('senha-da-mariana-1');
  await signUp.getByRole('checkbox', { name: /Política de Privacidade/ }).check();
  await signUp.getByRole('button', { name: 'Criar conta' }).click();
  const signIn = phone.getByRole('dialog', { name: 'Entrar' });
  await signIn.getByLabel('Senha').fill('senha-da-mariana-1');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await phone.waitForURL((url) => url.pathname === '/');
  const childCard = phone.getByRole('article', { name: 'Pedro Alves Pereira' });
  await childCard.waitFor();

  section = await openGuardians(page, athlete);
  const linked = section.getByRole('list', { name: 'Com acesso' }).getByRole('listitem').filter({ hasText: 'Mariana Alves Pereira' });
  await linked.getByText(guardianEmail).waitFor();
  await linked.getByText(/^Convite aceito · desde \d{2}\/\d{2}\/\d{4}/).waitFor();
  const accepted = section.getByRole('list', { name: 'Convites' }).getByRole('listitem').filter({ hasText: guardianEmail });
  await accepted.getByText('Aceito', { exact: true }).waitFor();
  await accepted.getByText(/^Aceito em \d{2}\/\d{2}\/\d{4} · por Mariana Alves Pereira$/).waitFor();
  // An accepted invitation cannot be revoked: only the link can be removed.
  expect(await section.getByRole('button', { name: /^Revogar/ }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'Responsáveis com um vínculo');

  await linked.getByRole('button', { name: 'Remover acesso de Mariana Alves Pereira' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover acesso?' });
  await confirm.getByText(/Mariana Alves Pereira deixará de ver Pedro Alves Pereira/).waitFor();
  await confirm.getByRole('button', { name: 'Remover acesso' }).click();
  await expectToast(page, 'Acesso removido');
  await section.getByText('Nenhuma conta da família tem acesso a este atleta.').waitFor();

  await phone.reload();
  await phone.getByRole('heading', { name: 'Nenhum atleta vinculado à sua conta' }).waitFor();
  expect(await childCard.count()).toBe(0);
  await phone.context().close();
  await page.context().close();
});

test('an invitation goes to another e-mail when typed, asks for one when none is on file, and can be revoked', async () => {
  const athlete = livia;
  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  const section = await openGuardians(page, athlete);

  await section.getByRole('button', { name: 'Convidar responsável' }).click();
  const form = page.getByRole('dialog', { name: 'Convidar responsável' });
  const email = form.getByLabel('E-mail do responsável');
  expect(await email.inputValue()).toBe('');
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  // No e-mail typed and none on file: the server's 400 lands on the field.
  await form.getByText('Informe o email do responsável: não há email do responsável no cadastro do atleta.').waitFor();
  expect(await email.getAttribute('aria-invalid')).toBe('true');

  await email.fill('tia.livia@familia.com.br');
  await form.getByRole('combobox', { name: 'Parentesco' }).click();
  await page.getByRole('option', { name: 'Tio/Tia' }).click();
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  const created = page.getByRole('dialog', { name: 'Convite enviado' });
  await created.getByText('tia.livia@familia.com.br').waitFor();
  await created.getByRole('button', { name: 'Fechar' }).click();

  const invitation = section.getByRole('list', { name: 'Convites' }).getByRole('listitem').filter({ hasText: 'tia.livia@familia.com.br' });
  await invitation.getByText(/^Tio\/Tia · enviado em/).waitFor();
  await invitation.getByRole('button', { name: 'Revogar o convite para tia.livia@familia.com.br' }).click();
  await page.getByRole('alertdialog', { name: 'Revogar convite?' }).getByRole('button', { name: 'Revogar' }).click();
  await expectToast(page, 'Convite revogado');
  await invitation.getByText('Revogado', { exact: true }).waitFor();
  expect(await invitation.getByRole('button').count()).toBe(0);
  await page.context().close();
});
