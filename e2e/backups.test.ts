import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';

let backingUp: RunningServer;
let failing: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // From midnight at the school: each server backs itself up as soon as it starts. The second one's folder is a file.
  const notAFolder = path.join(fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'plantel-e2e-backup-')), 'arquivo');
  fs.writeFileSync(notAFolder, '');
  [backingUp, failing, browser] = await Promise.all([
    startServer({ embedded: true, env: { BACKUP_HOUR: '0' } }),
    startServer({ embedded: true, env: { BACKUP_HOUR: '0', BACKUP_DIR: notAFolder } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([backingUp?.dispose(), failing?.dispose()]);
});

/** The administrador of a server, once its first backup has finished (or failed). */
async function administrador(server: RunningServer) {
  const account = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, account.email, account.senha);
  await vi.waitFor(
    async () => {
      const status = await apiRequest<{ ultimo: unknown; falha: unknown }>(server.baseURL, token, 'GET', '/api/backups/status');
      expect(status.ultimo ?? status.falha).toBeTruthy();
    },
    { timeout: 30_000, interval: 250 },
  );
  return { account, token };
}

test('the running server backs itself up, and its administrador sees when and how big on a phone; a professor does not', async () => {
  const { account, token } = await administrador(backingUp);
  const files = fs.readdirSync(path.join(backingUp.dataDir, 'backups'));
  expect(files).toEqual([expect.stringMatching(/^plantel-[\d-]+\.backup$/)]);

  const page = await newPage(browser, backingUp.baseURL, PHONE);
  await signInPage(page, backingUp.baseURL, account.email, account.senha);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Backup' });
  await card.getByText(/^Último backup: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(\d+,\d MB\)$/).waitFor();
  expect(await card.getByRole('alert').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'Início do administrador com o backup');
  await page.screenshot({ path: '/tmp/h/backup-status-390.png', fullPage: true });
  await page.context().close();

  const professor = await registerApprovedAccount(backingUp.baseURL, 'professor', token);
  const professorPage = await newPage(browser, backingUp.baseURL, PHONE);
  await signInPage(professorPage, backingUp.baseURL, professor.email, professor.senha);
  await professorPage.goto('/');
  await professorPage.getByRole('heading', { name: 'Ações Rápidas' }).waitFor();
  expect(await professorPage.getByRole('region', { name: 'Backup' }).count()).toBe(0);
  await professorPage.context().close();
});

test('a backup that failed is a warning on the administrador’s Início', async () => {
  const { account } = await administrador(failing);
  const page = await newPage(browser, failing.baseURL, PHONE);
  await signInPage(page, failing.baseURL, account.email, account.senha);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Backup' });
  await card.getByRole('alert').getByText(/^O último backup falhou: Não foi possível gravar o backup em .*arquivo: /).waitFor();
  expect(await card.getByText(/^Último backup/).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: '/tmp/h/backup-failed-390.png', fullPage: true });
  await page.context().close();
});
