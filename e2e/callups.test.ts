import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let token: string;
let rafael: Athlete;
let gameId: number;

const gameDay = addDays(todayIn(SCHOOL_TIME_ZONE), 3);
const brDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * A school with Rafael (linked to a family account by an invitation) and Lucas, and a game of
 * their team three days ahead, created through the API as staff do it on Jogos.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }, { nomeCompleto: 'Lucas Martins' }] });
  [rafael] = school.athletes;
  const post = <T>(path: string, body: unknown) => apiRequest<T>(server.baseURL, token, 'POST', path, body, 201);
  const opponent = await post<{ id: number }>('/api/external-teams', { nome: 'Tigres da Vila', modalidade: 'futebol' });
  gameId = (
    await post<{ id: number }>('/api/games', {
      homeTeamId: school.team.id,
      awayTeamId: opponent.id,
      dataHora: `${gameDay}T09:30`,
      local: 'Campo do Ibirapuera',
      natureza: 'amistoso',
    })
  ).id;

  family = await registerAccount(server.baseURL, 'cliente');
  const familyToken = await apiSession(server.baseURL, family.email, family.senha);
  await linkChild(server.baseURL, token, { token: familyToken, email: family.email }, rafael.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function phonePage(account: { email: string; senha: string }) {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, account.email, account.senha);
  return page;
}

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('on phones: the coach calls Rafael up, the family answers "Não vai" with a note, and the coach sees it under Não vão', async () => {
  // The coach, on the game's sheet, calls Rafael up.
  const coach = await phonePage(admin);
  await coach.goto(`/jogos/${gameId}`);
  await coach.getByRole('heading', { level: 1, name: 'Súmula do Jogo' }).waitFor();
  await coach.getByRole('tab', { name: 'Convocação' }).click();
  await coach.getByText('Nenhum atleta convocado').waitFor();
  await coach.getByRole('button', { name: 'Convocar atletas' }).click();
  const dialog = coach.getByRole('dialog', { name: 'Convocar atletas' });
  await dialog.getByLabel('Buscar atleta').fill('Rafael');
  await dialog.getByRole('checkbox', { name: /Rafael Souza Lima/ }).check();
  await dialog.getByText('1 atleta selecionado: Rafael Souza Lima').waitFor();
  await noSidewaysScroll(coach);
  await dialog.getByRole('button', { name: 'Convocar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await visibleToast(coach, 'Sucesso').first().waitFor();
  await coach.getByRole('list', { name: 'Sem resposta' }).getByText('Rafael Souza Lima').waitFor();
  await coach.getByText('0 vão · 0 não vão · 1 sem resposta').waitFor();
  await noSidewaysScroll(coach);

  // The family, on Início, answers: "Não vai", with a note.
  const home = await phonePage(family);
  await home.goto('/');
  const card = home.getByRole('region', { name: 'Convocações' });
  const callup = card.getByRole('article', { name: 'Convocação de Rafael Souza Lima' });
  await callup.getByText(`, ${brDate(gameDay)} · 09:30`).waitFor();
  await callup.getByText('Futebol Sub-11 Tarde x Tigres da Vila').waitFor();
  await callup.getByText('Campo do Ibirapuera').waitFor();
  await callup.getByText('Sem resposta').waitFor();
  await expectNoSeriousA11yViolations(home, 'convocações no Início da família no celular');
  await noSidewaysScroll(home);

  await callup.getByLabel('Observação').fill('Viagem em família no fim de semana');
  await callup.getByRole('button', { name: 'Não vai' }).click();
  await visibleToast(home, 'Resposta enviada').first().waitFor();
  await home.getByText(`Rafael Souza Lima não vai ao jogo de ${brDate(gameDay)}.`).first().waitFor();
  await callup.getByRole('button', { name: 'Não vai', pressed: true }).waitFor();
  expect(await callup.getByRole('button', { name: 'Vai', exact: true }).getAttribute('aria-pressed')).toBe('false');
  expect(await callup.getByLabel('Observação').inputValue()).toBe('Viagem em família no fim de semana');
  // What the server kept, as the family's own list reads it.
  const answered = await apiRequest<{ resposta: string; observacao: string }[]>(server.baseURL, await apiSession(server.baseURL, family.email, family.senha), 'GET', '/api/family/callups');
  expect(answered).toMatchObject([{ resposta: 'nao_vai', observacao: 'Viagem em família no fim de semana' }]);
  await noSidewaysScroll(home);

  // The coach sees it under Não vão, with the note; the lineup picker badges the answer.
  await coach.reload();
  await coach.getByRole('tab', { name: 'Convocação' }).click();
  const declined = coach.getByRole('list', { name: 'Não vão' }).getByRole('listitem').filter({ hasText: 'Rafael Souza Lima' });
  await declined.getByText('Viagem em família no fim de semana').waitFor();
  await declined.getByText(`Respondido por ${family.nomeCompleto} em`).waitFor();
  await coach.getByText('0 vão · 1 não vai · 0 sem resposta').waitFor();
  await expectNoSeriousA11yViolations(coach, 'convocação do jogo no celular');
  await noSidewaysScroll(coach);

  await coach.getByRole('tab', { name: 'Escalação' }).click();
  await coach.getByRole('button', { name: 'Adicionar atleta' }).click();
  const picker = coach.getByRole('dialog', { name: 'Adicionar atleta à escalação' });
  await picker.getByRole('radio', { name: /Rafael Souza Lima/ }).waitFor();
  await picker.locator('label').filter({ hasText: 'Rafael Souza Lima' }).getByText('Não vai').waitFor();
  await noSidewaysScroll(coach);

  await coach.context().close();
  await home.context().close();
});
