import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CALENDAR_NOT_FOUND } from '../src/domain/calendar';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let teamId: number;

/** The default school (Futebol Sub-11 Tarde, Mondays and Wednesdays 14:00 - 15:30) and a family whose Rafael is enrolled in it. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }] });
  teamId = school.team.id;
  await enrolMonthly(server.baseURL, token, school.athletes[0].id, teamId, 10);
  family = await registerAccount(server.baseURL, 'cliente');
  await linkChild(server.baseURL, token, { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email }, school.athletes[0].id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function phonePage(email: string, senha: string): Promise<Page> {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, email, senha);
  return page;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

/** The address the dialog shows carries the server's PUBLIC_URL; its path is asked of the test server. */
async function shownPath(page: Page) {
  const url = await page.getByRole('dialog', { name: 'Adicionar ao calendário' }).getByLabel('Endereço do calendário').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  return new URL(url).pathname;
}

test('a family adds its calendar from Início on a 390 px screen, and a new address makes the old one answer 404', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/');
  await page.getByRole('button', { name: 'Adicionar ao calendário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar ao calendário' });
  const oldPath = await shownPath(page);
  expect(await dialog.getByRole('link', { name: 'Abrir no calendário' }).getAttribute('href')).toMatch(/^webcal:\/\/.+\.ics$/);
  await dialog.getByText('Outras agendas').waitFor();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page, 'Adicionar ao calendário');

  // What Google or Apple Calendar will read at that address: Rafael's team's sessions, in São Paulo time.
  const res = await page.request.get(`${server.baseURL}${oldPath}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await res.text()));
  const sessions = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  expect(sessions.length).toBeGreaterThan(0);
  for (const session of sessions) {
    expect(session.summary).toBe('Treino Futebol Sub-11 Tarde (Rafael)');
    expect(session.startDate.toString()).toMatch(/T14:00:00$/);
    expect(session.startDate.zone?.tzid).toBe('America/Sao_Paulo');
    expect(session.location).toContain('Rua Domingos de Morais, 2187');
  }

  await dialog.getByRole('button', { name: 'Gerar novo endereço' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Gerar novo endereço?' });
  await confirm.getByRole('button', { name: 'Gerar novo endereço' }).click();
  await page.getByText('Novo endereço gerado').first().waitFor();
  await confirm.waitFor({ state: 'detached' });
  await expect.poll(() => shownPath(page)).not.toBe(oldPath);
  const newPath = await shownPath(page);

  const gone = await page.request.get(`${server.baseURL}${oldPath}`);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual({ message: CALENDAR_NOT_FOUND });
  expect((await page.request.get(`${server.baseURL}${newPath}`)).status()).toBe(200);
  await noSidewaysScroll(page);
  await page.context().close();
});

test("staff open a team's calendar from its details on a 390 px screen", async () => {
  const page = await phonePage(admin.email, admin.senha);
  await page.goto(`/turmas?ver=${teamId}`);
  await page.getByRole('dialog', { name: 'Detalhes da Turma' }).getByRole('button', { name: 'Adicionar ao calendário' }).click();
  const path = await shownPath(page);
  await page.getByRole('dialog', { name: 'Adicionar ao calendário' }).getByText('Os treinos e jogos da turma Futebol Sub-11 Tarde', { exact: false }).waitFor();
  await noSidewaysScroll(page);
  const res = await page.request.get(`${server.baseURL}${path}`);
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain('SUMMARY:Treino Futebol Sub-11 Tarde\r\n');
  await page.context().close();
});
