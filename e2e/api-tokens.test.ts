import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The school's first account, its administrador, registered once for the tests that need one. */
let firstAdmin: ReturnType<typeof registerAccount> | undefined;
const schoolAdmin = () => (firstAdmin ??= registerAccount(server.baseURL));

/** What the accountant's script does: one request with the token as its bearer. */
const script = (token: string, method = 'GET', path = '/api/athletes') =>
  fetch(`${server.baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : '{}',
  });

test('on a phone, an administrador creates a token, sees it once, a script uses it, and revoking it shuts the script out', async () => {
  const admin = await schoolAdmin();
  const page = await newPage(browser, server.baseURL, PHONE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Início' }).waitFor();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog', { name: 'Plantel' }).getByRole('link', { name: 'Tokens de API' }).click();
  await page.getByRole('heading', { level: 1, name: 'Tokens de API' }).waitFor();
  await page.getByText('Nenhum token de API').waitFor();
  await expectNoSeriousA11yViolations(page, '/tokens-api vazia (390px)');

  await page.getByRole('button', { name: 'Novo token' }).click();
  const form = page.getByRole('dialog', { name: 'Novo token' });
  await form.getByRole('button', { name: 'Criar token' }).click();
  await form.getByText('Nome é obrigatório').waitFor();
  await form.getByLabel('Nome').fill('Planilha do contador');
  await form.getByRole('button', { name: 'Criar token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token criado' });
  await shown.getByText('Copie o token agora: ele não será mostrado novamente.').waitFor();
  const token = await shown.getByLabel('Token').inputValue();
  expect(token).toMatch(/^plt_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copiar token' }).click();
  await visibleToast(page, 'Token copiado!').waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page, 'token criado (390px)');
  await shown.getByRole('button', { name: 'Fechar' }).click();
  await shown.waitFor({ state: 'detached' });

  const row = page.getByRole('row', { name: /Planilha do contador/ });
  await row.getByText('Somente leitura').waitFor();
  await row.getByText('Nunca usado').waitFor();
  await row.getByText('Ativo', { exact: true }).waitFor();
  await row.getByText(`plt_${token.slice(4, 12)}…`).waitFor();
  expect(await page.content()).not.toContain(token);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The script reads with it; the token is read-only, so a write is refused.
  expect((await script(token)).status).toBe(200);
  const write = await script(token, 'POST', '/api/companies');
  expect(write.status).toBe(403);
  expect(await write.json()).toEqual({ message: 'Este token de API só permite leitura.' });

  // Shown again after a reload: used now, and never its text.
  await page.reload();
  await row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
  expect(await page.content()).not.toContain(token);

  await row.getByRole('button', { name: 'Revogar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar token?' });
  await confirm.getByText(/Planilha do contador .* deixará de funcionar imediatamente/).waitFor();
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await confirm.waitFor({ state: 'detached' });
  await row.getByText('Revogado', { exact: true }).waitFor();
  expect(await row.getByRole('button', { name: 'Revogar' }).count()).toBe(0);

  const refused = await script(token);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Não autenticado' });
  await page.context().close();
});

test("on a phone, an administrador sees another administrador's token with its owner and revokes it; no token may invite a guardian", async () => {
  const admin = await schoolAdmin();
  const adminSession = await apiSession(server.baseURL, admin.email, admin.senha);
  const carla = { nomeCompleto: 'Carla Mendes Duarte', email: 'carla.admin@escola.com.br', senha: 'senha-da-carla-1' };
  await apiRequest(server.baseURL, adminSession, 'POST', '/api/system-users', { ...carla, cpf: generateCpf(), tipo: 'administrador' }, 201);
  const carlaSession = await apiSession(server.baseURL, carla.email, carla.senha);
  const { token } = await apiRequest<{ token: string }>(server.baseURL, carlaSession, 'POST', '/api/api-tokens', { nome: 'Integração do site', escopo: 'escrita' }, 201);

  // A write token writes, but may not give anyone access to a child.
  const invite = await fetch(`${server.baseURL}/api/athletes/1/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'qualquer@exemplo.com.br' }),
  });
  expect(invite.status).toBe(403);
  expect(await invite.json()).toEqual({ message: 'Tokens de API não podem fazer esta operação.' });
  expect((await script(token)).status).toBe(200);

  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/tokens-api');
  const others = page.getByRole('region', { name: 'Tokens dos outros administradores' });
  const row = others.getByRole('row', { name: /Integração do site/ });
  await row.getByText('Carla Mendes Duarte').waitFor();
  await row.getByText('Leitura e escrita').waitFor();
  await row.getByText(`plt_${token.slice(4, 12)}…`).waitFor();
  await row.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
  expect(await page.content()).not.toContain(token);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, '/tokens-api com tokens de outro administrador (390px)');

  await row.getByRole('button', { name: 'Revogar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revogar token?' });
  await confirm.getByText(/Integração do site .*, de Carla Mendes Duarte, deixará de funcionar imediatamente/).waitFor();
  await confirm.getByRole('button', { name: 'Revogar' }).click();
  await confirm.waitFor({ state: 'detached' });
  await visibleToast(page, 'Token Integração do site revogado: ele deixou de funcionar.').waitFor();
  await row.getByText('Revogado', { exact: true }).waitFor();
  await page.screenshot({ path: '/tmp/h/api-tokens-others-390.png', fullPage: true });

  const refused = await script(token);
  expect(refused.status).toBe(401);
  await page.context().close();
});
