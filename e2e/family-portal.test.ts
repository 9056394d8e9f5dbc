import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import type { Enrollment } from '../src/domain/enrollments';
import { ACCESS_REQUESTED } from '../src/domain/families';
import { instalmentDueDate } from '../src/domain/instalments';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let token: string;
let family: Awaited<ReturnType<typeof registerAccount>>;
let rafael: Athlete;
let beatriz: Athlete;

const today = todayIn(SCHOOL_TIME_ZONE);
const brDate = (iso: string) => iso.split('-').reverse().join('/');

async function enrol(athleteId: number, teamId: number, dataVencimento: string) {
  return apiRequest<Enrollment>(
    server.baseURL,
    token,
    'POST',
    '/api/enrollments',
    { athleteId, teamId, tipoMatricula: 'regular', tipoPlano: 'trimestral', valorMensalidade: '150.00', desconto: '0', dataVencimento },
    201,
  );
}

/**
 * A family with two children linked by invitations: Rafael (Futebol, Monday and Wednesday) whose
 * first instalment fell due five days ago, and Beatriz (Vôlei, Tuesday and Thursday) whose first
 * instalment is paid and the next ones pending.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    athletes: [
      { nomeCompleto: 'Rafael Souza Lima' },
      { nomeCompleto: 'Beatriz Souza Lima', sexo: 'F', dataNascimento: '2012-07-02' },
    ],
  });
  [rafael, beatriz] = school.athletes;
  const volei = await apiRequest<{ id: number }>(
    server.baseURL,
    token,
    'POST',
    '/api/teams',
    { unitId: school.unit.id, nome: 'Vôlei Sub-13 Manhã', categoria: 'Sub-13', modalidade: 'Vôlei', horario: '09:00 - 10:30', diasSemana: ['terca', 'quinta'] },
    201,
  );
  await enrol(rafael.id, school.team.id, addDays(today, -5));
  const beatrizEnrollment = await enrol(beatriz.id, volei.id, addDays(today, -1));
  const finance = await apiRequest<{ monthlyPayments: { id: number }[] }>(server.baseURL, token, 'GET', `/api/enrollments-with-payments/${beatrizEnrollment.id}`);
  await apiRequest(server.baseURL, token, 'PATCH', `/api/monthly-payments/${finance.monthlyPayments[0]!.id}/process`, {
    dataPagamento: addDays(today, -2),
    metodoPagamento: 'pix',
    valorDesconto: 0,
  });
  await apiRequest(server.baseURL, token, 'POST', '/api/news', {
    titulo: 'Festival de inverno',
    subtitulo: 'Inscrições abertas',
    conteudo: 'Texto.',
    categoria: 'Eventos',
    status: 'publicado',
    destaqueHome: true,
  }, 201);

  family = await registerAccount(server.baseURL, 'cliente');
  const familyToken = await apiSession(server.baseURL, family.email, family.senha);
  for (const child of [rafael, beatriz]) await linkChild(server.baseURL, token, { token: familyToken, email: family.email }, child.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPage(account: { email: string; senha: string }, viewport = PHONE) {
  const page = await newPage(browser, server.baseURL, viewport);
  await signInPage(page, server.baseURL, account.email, account.senha);
  return page;
}

const childCard = (page: Page, name: string) => page.getByRole('article', { name });
/** The toast on screen with this exact title (not the screen-reader announcement, which joins title and text). */

test('on a phone, a family with two children sees both on Início: teams, schedule, agenda and instalments, then the news', async () => {
  const page = await signedInPage(family);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Início' }).waitFor();

  const rafaelCard = childCard(page, 'Rafael Souza Lima');
  await rafaelCard.waitFor();
  await rafaelCard.getByText(/^\d+ anos · Categoria sub\d+$/).waitFor();
  await rafaelCard.getByText('Futebol Sub-11 Tarde', { exact: true }).waitFor();
  await rafaelCard.getByText('Futebol · Unidade Vila Mariana', { exact: true }).waitFor();
  await rafaelCard.getByText('Segunda-feira, Quarta-feira · 14:00 - 15:30', { exact: true }).waitFor();
  // Monday and Wednesday come four times in any fourteen days.
  expect(await rafaelCard.getByRole('listitem').filter({ hasText: 'Treino Futebol Sub-11 Tarde' }).count()).toBeGreaterThanOrEqual(4);

  const overdue = rafaelCard.getByRole('listitem').filter({ hasText: `Venceu em ${brDate(addDays(today, -5))}` });
  await overdue.getByText('R$ 150,00').waitFor();
  const vencida = overdue.getByText('Vencida', { exact: true });
  expect(await vencida.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(220, 38, 38)');
  expect(await overdue.getByText(/^Venceu em/).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(220, 38, 38)');

  const beatrizCard = childCard(page, 'Beatriz Souza Lima');
  await beatrizCard.getByText('Vôlei Sub-13 Manhã', { exact: true }).waitFor();
  await beatrizCard.getByText('Terça-feira, Quinta-feira · 09:00 - 10:30', { exact: true }).waitFor();
  const pending = beatrizCard.getByRole('listitem').filter({ hasText: `Vence em ${brDate(instalmentDueDate(addDays(today, -1), 2))}` });
  await pending.getByText('Pendente', { exact: true }).waitFor();
  expect(await beatrizCard.getByText('Vencida', { exact: true }).count()).toBe(0);
  await beatrizCard.getByText(`Pago em ${brDate(addDays(today, -2))} · PIX`).waitFor();

  const news = page.getByRole('region', { name: 'Notícias em Destaque' });
  await news.getByRole('heading', { name: 'Festival de inverno' }).waitFor();
  const top = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => el.getBoundingClientRect().top);
  expect(await top(news)).toBeGreaterThan(await top(beatrizCard));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(page, 'Início da família com dois atletas (390px)');
  await page.context().close();
});

test('on a phone, the family corrects a phone number in Minha família and the school sees it', async () => {
  const page = await signedInPage(family);
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Minha família' }).click();
  await page.getByRole('heading', { level: 1, name: 'Minha família' }).waitFor();

  const card = childCard(page, 'Rafael Souza Lima');
  const me = card.getByRole('listitem').filter({ hasText: 'Você' });
  await me.getByText('Joana', { exact: false }).waitFor();
  await card.getByText('(11) 98765-1111', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Minha família (390px)');

  await card.getByRole('button', { name: 'Editar contato de Rafael Souza Lima' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar contato' });
  const phone = dialog.getByLabel('Telefone do responsável');
  await phone.fill('');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText('Telefone do responsável é obrigatório').waitFor();
  await expectNoSeriousA11yViolations(page, 'Editar contato com erro (390px)');
  await phone.pressSequentially('11991234567');
  expect(await phone.inputValue()).toBe('(11) 99123-4567');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await visibleToast(page, 'Sucesso').waitFor();
  await card.getByText('(11) 99123-4567', { exact: true }).waitFor();
  await card.getByText(/^Atualizado pela família em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/).waitFor();

  const stored = await apiRequest<Athlete>(server.baseURL, token, 'GET', `/api/athletes/${rafael.id}`);
  expect(stored.responsavelTelefone).toBe('11991234567');
  expect(stored.contatoAtualizadoPelaFamiliaEm).not.toBeNull();
  await page.context().close();
});

test('a family without a linked child sees how to get one, and asks the school for access', async () => {
  const stranger = await registerAccount(server.baseURL, 'cliente');
  const page = await signedInPage(stranger);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Nenhum atleta vinculado à sua conta' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Início da família sem atletas (390px)');

  await page.getByRole('link', { name: 'Solicitar acesso em Minha família' }).click();
  await page.getByRole('heading', { level: 1, name: 'Minha família' }).waitFor();
  await page.getByText('Nenhuma solicitação enviada.').waitFor();
  await page.getByRole('button', { name: 'Solicitar acesso a um atleta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar acesso a um atleta' });
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await dialog.getByText('Nome completo do atleta é obrigatório').waitFor();
  await dialog.getByText('Data de nascimento é obrigatória').waitFor();
  await dialog.getByText('Parentesco é obrigatório').waitFor();
  await expectNoSeriousA11yViolations(page, 'Solicitar acesso com erros (390px)');

  await dialog.getByLabel('Nome completo do atleta').fill('Rafael Souza Lima');
  await dialog.getByLabel('Data de nascimento').fill('2014-03-10');
  await dialog.getByRole('combobox', { name: 'Parentesco' }).click();
  await page.getByRole('option', { name: 'Pai' }).click();
  await dialog.getByRole('button', { name: 'Enviar pedido' }).click();
  await dialog.waitFor({ state: 'detached' });
  await visibleToast(page, 'Sucesso').getByText(ACCESS_REQUESTED).waitFor();

  const request = page.getByRole('region', { name: 'Solicitações de acesso' }).getByRole('listitem').filter({ hasText: 'Rafael Souza Lima' });
  await request.getByText('Pendente', { exact: true }).waitFor();
  await request.getByText(`Nascimento 10/03/2014 · enviada em ${brDate(today)}`).waitFor();
  // Asking grants nothing: Início still has no child.
  await page.goto('/');
  await page.getByRole('heading', { name: 'Nenhum atleta vinculado à sua conta' }).waitFor();
  await page.context().close();
});

test('on a desktop, the two children fit side by side with their finances', async () => {
  const page = await signedInPage(family, DESKTOP);
  await page.goto('/');
  await childCard(page, 'Beatriz Souza Lima').waitFor();
  await expectNoSeriousA11yViolations(page, 'Início da família (1366px)');
  await page.context().close();
});
