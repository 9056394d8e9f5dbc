import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let professor: Awaited<ReturnType<typeof registerAccount>>;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

/** A team that trains every day, taught by the professor Joana Ferreira Lima, with three athletes enrolled; Caio's family warned of his absence today. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  adminToken = await apiSession(server.baseURL, admin.email, admin.senha);
  professor = await registerApprovedAccount(server.baseURL, 'professor', adminToken);
  const school = await createSchool(server.baseURL, adminToken, {
    team: {
      nome: 'Vôlei Sub-13 Manhã',
      horario: '08:00 - 09:30',
      diasSemana: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'],
      professorNome: 'Joana Ferreira Lima',
    },
    athletes: [{ nomeCompleto: 'Ana Beatriz Costa' }, { nomeCompleto: 'Bruno Henrique Dias' }, { nomeCompleto: 'Caio Martins Rocha' }],
  });
  teamId = school.team.id;
  for (const athlete of school.athletes) await enrolMonthly(server.baseURL, adminToken, athlete.id, teamId, 10);
  // Another coach's team, also every day: a substitute finds it under "Outras turmas".
  await apiRequest(server.baseURL, adminToken, 'POST', '/api/teams', {
    unitId: school.unit.id,
    nome: 'Basquete Sub-15 Noite',
    categoria: 'Sub-15',
    modalidade: 'Basquete',
    horario: '19:00 - 20:30',
    diasSemana: ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'],
    professorNome: 'Rita Moraes',
  }, 201);
  // Caio's family warned the school this morning that he will miss today's training.
  const family = await registerAccount(server.baseURL, 'cliente');
  const familyToken = await apiSession(server.baseURL, family.email, family.senha);
  await linkChild(server.baseURL, adminToken, { token: familyToken, email: family.email }, school.athletes[2].id);
  await apiRequest(server.baseURL, familyToken, 'POST', '/api/family/absence-notices', { athleteId: school.athletes[2].id, teamId, data: today, motivo: 'Febre' }, 201);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const savedMarks = async () => {
  const roll = await apiRequest<{ atletas: { nomeCompleto: string; status: string | null }[] }>(server.baseURL, adminToken, 'GET', `/api/teams/${teamId}/sessions/${today}/attendance`);
  return Object.fromEntries(roll.atletas.map((a) => [a.nomeCompleto, a.status]));
};

test('a professor takes the roll on a phone, one mark made with the network cut and sent when it returns', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, professor.email, professor.senha);
  await page.goto('/chamada');

  const mine = page.getByRole('list', { name: 'Minhas turmas' });
  await mine.getByRole('link', { name: /Vôlei Sub-13 Manhã/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Vôlei Sub-13 Manhã' }).waitFor();
  await page.getByText('08:00 às 09:30').first().waitFor();
  await expectNoSeriousA11yViolations(page, 'chamada');

  // The warned absence starts as justificada, and is saved with the coach's first marks.
  await page.getByText('Família avisou a falta: Febre').waitFor();
  expect(await page.getByRole('button', { name: 'Falta justificada: Caio Martins Rocha' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: 'Todos presentes' }).click();
  await page.getByText('Todas as marcações estão salvas.').waitFor();
  expect(await savedMarks()).toEqual({ 'Ana Beatriz Costa': 'presente', 'Bruno Henrique Dias': 'presente', 'Caio Martins Rocha': 'justificada' });

  // The signal drops: the tap shows at once, is kept, and says it is not saved yet.
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Falta: Bruno Henrique Dias' }).click();
  expect(await page.getByRole('button', { name: 'Falta: Bruno Henrique Dias' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('Sem conexão: 1 marcação ainda não foi salva').waitFor();
  await page.getByText('Não salvo').waitFor();
  expect((await savedMarks())['Bruno Henrique Dias']).toBe('presente');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The signal returns: the mark leaves by itself.
  await page.context().setOffline(false);
  await page.getByText('Todas as marcações estão salvas.').waitFor();
  expect(await page.getByText('Não salvo').count()).toBe(0);
  expect(await savedMarks()).toEqual({ 'Ana Beatriz Costa': 'presente', 'Bruno Henrique Dias': 'falta', 'Caio Martins Rocha': 'justificada' });

  // Back to the day: the session shows how its roll went; another coach's team is folded away until asked for.
  await page.getByRole('link', { name: 'Treinos do dia' }).click();
  await mine.getByText('1 presente · 3 de 3 marcados').waitFor();
  expect(await mine.getByText('Basquete Sub-15 Noite').count()).toBe(0);
  await page.getByText('Outras turmas', { exact: true }).click();
  await page.getByRole('list', { name: 'Outras turmas' }).getByRole('link', { name: /Basquete Sub-15 Noite/ }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("a session cancelled weeks ago stays cancelled for a professor: past the 7 days, only an administrador undoes it", async () => {
  const longAgo = addDays(today, -21);
  await apiRequest(server.baseURL, adminToken, 'POST', `/api/teams/${teamId}/sessions/${longAgo}/cancel`, { motivo: 'Chuva forte' }, 200);
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, professor.email, professor.senha);
  await page.goto(`/chamada?data=${longAgo}&turma=${teamId}`);

  await page.getByRole('heading', { level: 1, name: 'Vôlei Sub-13 Manhã' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Treino cancelado: Chuva forte' }).waitFor();
  await page.getByText('O prazo de correção desta chamada (7 dias) terminou. Só um administrador pode alterá-la.').waitFor();
  expect(await page.getByRole('button', { name: 'Desfazer cancelamento' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Cancelar treino' }).count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});
