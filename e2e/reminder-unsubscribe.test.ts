import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { feeName } from '../src/domain/instalments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { newestMail } from './support/outbox';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount } from './support/session';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
const guardianEmail = `paula.${Math.random().toString(36).slice(2)}@familia.com.br`;

/** Rafael's first instalment falls due today: with the default régua, his guardian is e-mailed on the first sweep. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { REMINDER_HOUR: '0', REMINDER_SWEEP_SECONDS: '1' } }), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  adminToken = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, adminToken, { athletes: [{ nomeCompleto: 'Rafael Souza Lima', responsavelEmail: guardianEmail }] });
  await enrolMonthly(server.baseURL, adminToken, school.athletes[0].id, school.team.id, 0);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

test('the guardian opens the reminder’s link on a phone, signed out, and turns the reminders off with one button', async () => {
  const mail = await newestMail(server.dataDir, guardianEmail, 30_000);
  // From the school, the fee named by its month.
  expect(mail.subject).toBe(`Craque do Amanhã: ${feeName(todayIn(SCHOOL_TIME_ZONE))} de Rafael Souza Lima, R$ 150,00, vence hoje`);
  const link = /\/api\/reminders\/unsubscribe\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  const page = await newPage(browser, server.baseURL, PHONE);
  await page.goto(link!);
  await page.getByRole('heading', { level: 1, name: 'Lembretes de mensalidade' }).waitFor();
  await expect(page.getByText(guardianEmail).isVisible()).resolves.toBe(true);
  await expectNoSeriousA11yViolations(page, 'página do link de descadastro');
  // Nothing scrolls sideways at phone width, the long e-mail address included.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('button', { name: 'Não quero mais receber os lembretes' }).click();
  await page.getByRole('heading', { level: 1, name: 'Lembretes desligados' }).waitFor();
  await expect(page.getByText('não receberá mais os lembretes de mensalidade', { exact: false }).isVisible()).resolves.toBe(true);
  await expectNoSeriousA11yViolations(page, 'lembretes desligados');

  const optOut = await apiRequest<{ receber: boolean }>(server.baseURL, adminToken, 'GET', `/api/reminder-opt-outs?email=${encodeURIComponent(guardianEmail)}`);
  expect(optOut.receber).toBe(false);
  await page.context().close();
});
