import fs from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { monthLabel } from '../src/domain/format';
import { pdfText } from '../src/server/test/pdf-text';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let teamId: number;
const today = todayIn(SCHOOL_TIME_ZONE);
const month = today.slice(0, 7);

/** A team that trains every day, three athletes enrolled today, and today's roll taken: P, F and J. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    team: {
      nome: 'Vôlei Sub-13 Manhã',
      horario: '08:00 - 09:30',
      diasSemana: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'],
      professorNome: 'Joana Ferreira Lima',
    },
    athletes: [
      { nomeCompleto: 'Ana Beatriz Costa', sexo: 'F', dataNascimento: '2014-03-10' },
      { nomeCompleto: 'Bruno Henrique Dias', dataNascimento: '2015-07-21' },
      { nomeCompleto: 'Caio Martins Rocha', dataNascimento: '2013-01-05' },
    ],
  });
  teamId = school.team.id;
  for (const athlete of school.athletes) await enrolMonthly(server.baseURL, token, athlete.id, teamId, 10);
  const [ana, bruno, caio] = school.athletes;
  await apiRequest(server.baseURL, token, 'PUT', `/api/teams/${teamId}/sessions/${today}/attendance`, {
    marcas: [
      { athleteId: ana.id, status: 'presente' },
      { athleteId: bruno.id, status: 'falta' },
      { athleteId: caio.id, status: 'justificada' },
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

test("on a phone, staff download the month's lista de presença from the Chamada, and the PDF carries the names and the marks", async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto(`/chamada?data=${today}&turma=${teamId}`);
  await page.getByRole('heading', { level: 1, name: 'Vôlei Sub-13 Manhã' }).waitFor();

  await page.getByRole('button', { name: 'Lista de presença' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lista de presença' });
  await dialog.getByText('Vôlei Sub-13 Manhã').waitFor();
  const label = monthLabel(month);
  expect(await dialog.getByLabel('Mês').textContent()).toBe(`${label.charAt(0).toUpperCase()}${label.slice(1)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Baixar PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`lista-de-presenca_volei-sub-13-manha_${month}.pdf`);
  const text = await pdfText(await fs.readFile((await download.path())!));
  expect(text).toContain(`Mês: ${label}`);
  expect(text).toContain('Turma: Vôlei Sub-13 Manhã');
  expect(text).toContain('Professor: Joana Ferreira Lima');
  // Each athlete's row: before today, not yet in the team (–); today's mark; after today, blank; then P F J and the rate.
  expect(text).toMatch(/1 Ana Beatriz Costa 10\/03\/2014 F (– )*P 1 0 0 100%/);
  expect(text).toMatch(/2 Bruno Henrique Dias 21\/07\/2015 M (– )*F 0 1 0 0%/);
  expect(text).toMatch(/3 Caio Martins Rocha 05\/01\/2013 M (– )*J 0 0 1 0%/);
  expect(text).toContain('Assinatura do responsável pelo projeto');
  await page.context().close();
});
