import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { weekdays } from '../src/domain/organization';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let family: Awaited<ReturnType<typeof registerAccount>>;
let familyToken: string;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let rafaelId: number;
let adminToken: string;
let teamId: number;

const today = todayIn(SCHOOL_TIME_ZONE);
const tomorrow = addDays(today, 1);
const rainDay = addDays(today, 2);
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * Rafael trains every day (Futebol Diário, 14:00 - 15:30); today's roll marked him present, and the
 * session after tomorrow was cancelled for rain.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    team: { nome: 'Futebol Diário', diasSemana: [...weekdays] },
    athletes: [{ nomeCompleto: 'Rafael Souza Lima' }],
  });
  const [rafael] = school.athletes;
  rafaelId = rafael.id;
  adminToken = token;
  teamId = school.team.id;
  await enrolMonthly(server.baseURL, token, rafael.id, school.team.id, 10);
  await apiRequest(server.baseURL, token, 'PUT', `/api/teams/${school.team.id}/sessions/${today}/attendance`, {
    marcas: [{ athleteId: rafael.id, status: 'presente' }],
  });
  await apiRequest(server.baseURL, token, 'POST', `/api/teams/${school.team.id}/sessions/${rainDay}/cancel`, { motivo: 'Campo alagado pela chuva' });

  family = await registerAccount(server.baseURL, 'cliente');
  familyToken = await apiSession(server.baseURL, family.email, family.senha);
  await linkChild(server.baseURL, token, { token: familyToken, email: family.email }, rafael.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const section = (page: Page, title: string) => page.getByRole('article', { name: 'Rafael Souza Lima' }).locator('section').filter({ has: page.getByRole('heading', { name: title }) });

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test("on a phone, a family sees its child's attendance and next sessions, tells the school of an absence, then takes it back", async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, family.email, family.senha);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();

  // Frequência: today's session was marked present, so 100% over the last 30 days.
  const attendance = section(page, 'Frequência (últimos 30 dias)');
  await attendance.getByText('100,0%', { exact: true }).waitFor();
  await attendance.getByText('1 presença em 1 treino com chamada').waitFor();
  const marked = attendance.getByRole('listitem').filter({ hasText: brDate(today) });
  await marked.getByText('Presente', { exact: true }).waitFor();
  expect(await marked.getByText('Presente', { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(21, 128, 61)');

  // Próximos 14 dias: today (already marked), tomorrow, and the cancelled one with its reason.
  const upcoming = section(page, 'Próximos 14 dias');
  const todayRow = upcoming.getByRole('listitem').filter({ hasText: brDate(today) });
  await todayRow.getByText('Presente', { exact: true }).waitFor();
  expect(await todayRow.getByRole('button').count()).toBe(0);
  const rainRow = upcoming.getByRole('listitem').filter({ hasText: brDate(rainDay) });
  await rainRow.getByText('Cancelado', { exact: true }).waitFor();
  await rainRow.getByText('Treino cancelado: Campo alagado pela chuva').waitFor();
  expect(await rainRow.getByRole('button').count()).toBe(0);

  const tomorrowRow = upcoming.getByRole('listitem').filter({ hasText: brDate(tomorrow) });
  await tomorrowRow.getByText('Treino Futebol Diário', { exact: true }).waitFor();
  await tomorrowRow.getByText('Unidade Vila Mariana', { exact: true }).waitFor();
  await tomorrowRow.getByText(/14:00 - 15:30/).first().waitFor();
  await expectNoSidewaysScroll(page);

  await tomorrowRow.getByRole('button', { name: `Avisar falta no treino de ${brDate(tomorrow)}, 14:00 - 15:30` }).click();
  const dialog = page.getByRole('dialog', { name: 'Avisar falta' });
  await dialog.getByText(`Rafael Souza Lima não vai ao treino de Futebol Diário em ${brDate(tomorrow)}, 14:00 - 15:30.`, { exact: false }).waitFor();
  await expectNoSidewaysScroll(page);
  await dialog.getByLabel('Motivo (opcional)').fill('Consulta no dentista');
  await dialog.getByRole('button', { name: 'Avisar falta' }).click();
  await page.getByText(`Aviso enviado: a escola já sabe que Rafael Souza Lima vai faltar ao treino de ${brDate(tomorrow)}.`).first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  await tomorrowRow.getByText('Falta avisada', { exact: true }).waitFor();
  await tomorrowRow.getByText('Motivo: Consulta no dentista').waitFor();
  // What the school's roll reads: the notice, on tomorrow's roll.
  const roll = await apiRequest<{ atletas: { athleteId: number; avisoFalta: string | null }[] }>(server.baseURL, adminToken, 'GET', `/api/teams/${teamId}/sessions/${tomorrow}/attendance`);
  expect(roll.atletas.find((a) => a.athleteId === rafaelId)?.avisoFalta).toBe('Consulta no dentista');

  await tomorrowRow.getByRole('button', { name: /^Desfazer aviso/ }).click();
  await page.getByText('Aviso de falta desfeito.').first().waitFor();
  await tomorrowRow.getByRole('button', { name: /^Avisar falta/ }).waitFor();
  expect(await tomorrowRow.getByText('Falta avisada').count()).toBe(0);
  await expectNoSidewaysScroll(page);
  await page.close();
});

test("on a phone, staff read the same mark in the athlete's Frequência tab and in Relatórios › Frequência", async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto(`/atletas/${rafaelId}/editar`);
  await page.getByRole('tab', { name: 'Frequência' }).click();
  const months = page.getByRole('region', { name: 'Frequência por mês' });
  await months.getByRole('listitem').filter({ hasText: 'No período' }).getByText('100,0%', { exact: true }).waitFor();
  await months.getByText('1 presença · 0 faltas · 0 justificadas').first().waitFor();
  const sessions = page.getByRole('list', { name: 'Treinos do período, do mais recente' });
  await sessions.getByRole('listitem').filter({ hasText: brDate(today) }).getByText('Presente', { exact: true }).waitFor();
  await expectNoSidewaysScroll(page);

  await page.goto('/relatorios?aba=frequencia');
  const teams = page.getByRole('table', { name: 'Frequência por turma' });
  const row = teams.getByRole('row').filter({ hasText: 'Futebol Diário' });
  await row.getByText('Unidade Vila Mariana', { exact: true }).waitFor();
  await row.getByText('100,0%', { exact: true }).waitFor();
  await page.getByRole('table', { name: 'Frequência por unidade' }).getByRole('row').filter({ hasText: 'Unidade Vila Mariana' }).getByText('100,0%').waitFor();
  await expectNoSidewaysScroll(page);

  // "Todo o período" is more than the 366 days a rate is computed over.
  await page.goto('/relatorios?aba=frequencia&periodo=todos');
  await page.getByText('Escolha um período de até 366 dias').waitFor();
  await page.close();
});
