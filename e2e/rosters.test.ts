import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addYears, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { searchAndChoose } from './support/athlete-search';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, type AthleteSeed } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
let unitId: number;

const today = todayIn(SCHOOL_TIME_ZONE);
const todayShown = today.split('-').reverse().join('/');
const post = <T>(path: string, body: unknown) => apiRequest<T>(server.baseURL, token, 'POST', path, body, 201);

const athlete = (nomeCompleto: string, age: number, sexo: 'M' | 'F'): AthleteSeed => ({
  nomeCompleto,
  dataNascimento: addYears(today, -age),
  sexo,
  email: `${nomeCompleto.split(' ')[0]!.toLowerCase()}@familia.com.br`,
});

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    athletes: [athlete('Lucas Almeida', 10, 'M'), athlete('Mariana Costa', 11, 'F'), athlete('Gabriel Rocha', 10, 'M'), athlete('Pedro Henrique Santos', 13, 'M')],
  });
  unitId = school.unit.id;
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});


async function choose(scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const rosterRow = (name: string) => page.getByRole('list', { name: 'Atletas da equipe' }).getByRole('listitem').filter({ hasText: name });
const history = () => page.getByRole('region', { name: 'Histórico de alterações da equipe' });

/** Adds an athlete through the dialog: search by name, pick, position, Adicionar Atleta. */
async function addAthlete(name: string, position: string) {
  await page.getByRole('button', { name: 'Adicionar Atleta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Atleta' });
  const submit = dialog.getByRole('button', { name: 'Adicionar Atleta' });
  expect(await submit.isDisabled()).toBe(true);
  await searchAndChoose(dialog, 'Buscar por nome', name);
  expect(await submit.isEnabled()).toBe(true);
  await dialog.getByLabel('Posição Preferencial').fill(position);
  await submit.click();
  await dialog.waitFor({ state: 'detached' });
  await visibleToast(page, 'Atleta adicionado à equipe com sucesso!').waitFor();
  await rosterRow(name).waitFor();
}

test('an administrador creates a team: the form asks for its required fields, and the card shows it', async () => {
  await page.goto('/escalacoes');
  await page.getByRole('heading', { level: 1, name: 'Gestão de Equipes' }).waitFor();
  await page.getByText('Nenhuma equipe encontrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/escalacoes vazia');

  await page.getByRole('button', { name: 'Criar Primeira Equipe' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Equipe' });
  expect(await form.getByLabel('Máximo de atletas').inputValue()).toBe('25');
  await form.getByRole('button', { name: 'Criar Equipe' }).click();
  const required = form.getByText('Por favor, preencha todos os campos obrigatórios.');
  await required.nth(2).waitFor();
  expect(await required.count()).toBe(3);
  await expectNoSeriousA11yViolations(page, 'Nova Equipe com erros');

  await form.getByLabel('Nome da Equipe').fill('Craques Sub-11');
  await choose(form, 'Categoria', 'Sub-11');
  await choose(form, 'Unidade', 'Unidade Vila Mariana');
  await form.getByLabel('Máximo de atletas').fill('51');
  await form.getByRole('button', { name: 'Criar Equipe' }).click();
  await form.getByText('O número máximo de atletas deve estar entre 1 e 50').waitFor();
  await form.getByLabel('Máximo de atletas').fill('20');
  await form.getByLabel('Técnico responsável').fill('Marcos Lima');
  await form.getByRole('button', { name: 'Criar Equipe' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(page, 'Equipe criada com sucesso!').waitFor();

  const card = page.getByRole('list', { name: 'Equipes' }).getByRole('listitem').filter({ hasText: 'Craques Sub-11' });
  await card.getByRole('heading', { name: 'Craques Sub-11' }).waitFor();
  for (const text of ['Sub-11', 'Ativa', 'Futebol', 'Unidade Vila Mariana', '0 de 20 atletas ativos', `Criada em ${todayShown}`]) {
    await card.getByText(text, { exact: true }).waitFor();
  }
  await expectNoSeriousA11yViolations(page, '/escalacoes com uma equipe');
});

test('a roster of three athletes: one changes position, one is deactivated, and the history shows it all', async () => {
  await page.goto('/escalacoes');
  await page.getByRole('link', { name: 'Ver Equipe Craques Sub-11' }).click();
  await page.getByRole('heading', { level: 1, name: 'Craques Sub-11' }).waitFor();
  await page.getByText('Sub-11 · Futebol · Unidade Vila Mariana · Técnico: Marcos Lima').waitFor();
  await page.getByRole('heading', { name: 'Atletas (0)' }).waitFor();
  await page.getByText('Nenhum atleta na equipe').waitFor();
  await page.getByText('Nenhum histórico disponível').waitFor();
  await expectNoSeriousA11yViolations(page, 'equipe vazia');

  // The list: name, category and sex; the category filter narrows it.
  await page.getByRole('button', { name: 'Adicionar Atleta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Atleta' });
  await dialog.getByRole('radio', { name: /Pedro Henrique Santos/ }).waitFor();
  await dialog.getByText('Sub-13 · Masculino').waitFor();
  await dialog.getByRole('heading', { name: 'Detalhes da Inclusão' }).waitFor();
  expect(await dialog.getByLabel('Data de Entrada').inputValue()).toBe(today);
  await expectNoSeriousA11yViolations(page, 'Adicionar Atleta');
  await choose(dialog, 'Filtrar por categoria', 'Sub-11');
  await dialog.getByRole('radio', { name: /Pedro Henrique Santos/ }).waitFor({ state: 'detached' });
  expect(await dialog.getByRole('radio').count()).toBe(3);
  await dialog.getByText('Sub-11 · Feminino').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // 'Adicionando...' while the request is on its way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/managed-teams/*/athletes', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Adicionar Atleta' }).click();
  await dialog.getByLabel('Buscar por nome').fill('Lucas');
  await dialog.getByRole('radio', { name: /Gabriel Rocha/ }).waitFor({ state: 'detached' });
  await dialog.getByRole('radio', { name: /Lucas Almeida/ }).check();
  await dialog.getByText('Sub-11 · Masculino').waitFor();
  await dialog.getByText('Atleta selecionado: Lucas Almeida').waitFor();
  await dialog.getByLabel('Posição Preferencial').fill('Goleiro');
  await dialog.getByLabel('Observações').fill('Veio da escolinha');
  await dialog.getByRole('button', { name: 'Adicionar Atleta' }).click();
  const adding = dialog.getByRole('button', { name: 'Adicionando...' });
  await adding.waitFor();
  expect(await adding.isDisabled()).toBe(true);
  release();
  await dialog.waitFor({ state: 'detached' });
  await page.unroute('**/api/managed-teams/*/athletes');
  await visibleToast(page, 'Atleta adicionado à equipe com sucesso!').waitFor();

  await addAthlete('Mariana Costa', 'Zagueiro');
  await addAthlete('Gabriel Rocha', 'Atacante');
  await page.getByRole('heading', { name: 'Atletas (3)' }).waitFor();
  await page.getByText('3 de 20 atletas ativos').waitFor();
  const lucas = rosterRow('Lucas Almeida');
  await lucas.getByText('Goleiro', { exact: true }).waitFor();
  await lucas.getByText(`Desde ${todayShown}`).waitFor();
  await lucas.getByText('Ativo', { exact: true }).waitFor();

  // Lucas moves from goal to the wing.
  await lucas.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Atleta na Equipe' });
  for (const text of ['Lucas Almeida', '(11) 98765-0000', 'lucas@familia.com.br', 'Ativo']) await edit.getByText(text, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Editar Atleta na Equipe');
  await choose(edit, 'Posição Preferencial', 'Ponta direita');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await edit.waitFor({ state: 'detached' });
  await visibleToast(page, 'Dados do atleta atualizados com sucesso!').waitFor();
  await lucas.getByText('Ponta direita', { exact: true }).waitFor();

  // Mariana is deactivated, after the confirmation.
  const mariana = rosterRow('Mariana Costa');
  await mariana.getByRole('button', { name: 'Inativar' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Tem certeza que deseja inativar este atleta na equipe?').waitFor();
  await confirm.getByRole('button', { name: 'Inativar' }).click();
  await visibleToast(page, 'Status do atleta alterado com sucesso!').waitFor();
  await mariana.getByText('Inativo', { exact: true }).waitFor();
  await mariana.getByText(`Desde ${todayShown} · Até ${todayShown}`).waitFor();
  await mariana.getByRole('button', { name: 'Ativar' }).waitFor();
  await page.getByText('2 de 20 atletas ativos').waitFor();

  // The history, newest first: the deactivation, the position change, then the three additions.
  const entries = history().getByRole('listitem');
  await entries.nth(4).waitFor();
  expect(await entries.count()).toBe(5);
  const texts = await entries.allInnerTexts();
  expect(texts[0]).toMatch(/^Mariana Costa\s+Alterado\s+\d{2}\/\d{2} \d{2}:\d{2}\s+Atleta inativado na equipe\s+por Joana$/);
  expect(texts[1]).toMatch(/^Lucas Almeida\s+Alterado\s+\d{2}\/\d{2} \d{2}:\d{2}\s+Posição: Goleiro → Ponta direita\s+por Joana$/);
  expect(texts[2]).toMatch(/^Gabriel Rocha\s+Adicionado\s+.*Posição: Atacante/s);
  expect(texts[3]).toMatch(/^Mariana Costa\s+Adicionado\s+.*Posição: Zagueiro/s);
  expect(texts[4]).toMatch(/^Lucas Almeida\s+Adicionado\s+.*Posição: Goleiro\s+Veio da escolinha/s);
  const [day, month] = todayShown.split('/');
  await history().getByText(new RegExp(`^${day}/${month} \\d{2}:\\d{2}$`)).first().waitFor();
  await expectNoSeriousA11yViolations(page, 'equipe com elenco e histórico');
});

test('removing an athlete asks first and leaves a "Removido" entry; a full team refuses another with the server message', async () => {
  await page.goto('/escalacoes');
  await page.getByRole('link', { name: 'Ver Equipe Craques Sub-11' }).click();
  const gabriel = rosterRow('Gabriel Rocha');
  await gabriel.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Tem certeza que deseja remover este atleta da equipe?').waitFor();
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await visibleToast(page, 'Atleta removido da equipe com sucesso!').waitFor();
  await gabriel.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Atletas (2)' }).waitFor();
  await history().getByRole('listitem').first().getByText('Removido', { exact: true }).waitFor();

  const small = await post<{ id: number }>('/api/managed-teams', { nome: 'Dupla de Vôlei', categoria: 'sub-13', modalidade: 'volei', unitId, numeroMaximoAtletas: 1 });
  const pedro = (await apiRequest<{ items: { id: number; nomeCompleto: string }[] }>(server.baseURL, token, 'GET', `/api/managed-teams/${small.id}/available-athletes?busca=Pedro`)).items[0];
  await post(`/api/managed-teams/${small.id}/athletes`, { athleteId: pedro!.id });
  await page.goto(`/escalacoes/${small.id}`);
  await page.getByText('1 de 1 atletas ativos — equipe completa').waitFor();
  await page.getByRole('button', { name: 'Adicionar Atleta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Atleta' });
  await dialog.getByRole('radio', { name: /Gabriel Rocha/ }).check();
  await dialog.getByRole('button', { name: 'Adicionar Atleta' }).click();
  const message = 'A equipe já atingiu o limite de 1 atleta ativo. Inative ou remova um atleta antes de adicionar outro.';
  await dialog.getByRole('alert').getByText(message).waitFor();
  // The toast stands beside the modal dialog, which hides it from the accessibility tree.
  await page.locator('li').filter({ has: page.getByText(message, { exact: true }) }).waitFor();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Atletas (1)' }).waitFor();
});

test('deleting a team asks first; a professor uses the screen, a cliente does not have it', async () => {
  await page.goto('/escalacoes');
  const cards = page.getByRole('list', { name: 'Equipes' }).getByRole('listitem');
  await cards.filter({ hasText: 'Dupla de Vôlei' }).getByRole('button', { name: 'Excluir Dupla de Vôlei' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('Tem certeza que deseja excluir a equipe Dupla de Vôlei?', { exact: false }).waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await visibleToast(page, 'Equipe excluída com sucesso!').waitFor();
  await cards.filter({ hasText: 'Dupla de Vôlei' }).waitFor({ state: 'detached' });
  expect(await cards.count()).toBe(1);

  const professor = await registerApprovedAccount(server.baseURL, 'professor', token);
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, professor.email, professor.senha);
  await phone.goto('/escalacoes');
  await phone.getByRole('link', { name: 'Ver Equipe Craques Sub-11' }).click();
  await phone.getByRole('heading', { name: 'Atletas (2)' }).waitFor();
  await phone.getByRole('region', { name: 'Histórico de alterações da equipe' }).getByText('Removido', { exact: true }).waitFor();
  // Nothing wider than the phone's screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousA11yViolations(phone, 'equipe no celular');

  const cliente = await registerAccount(server.baseURL, 'cliente');
  const family = await newPage(browser, server.baseURL);
  await signInPage(family, server.baseURL, cliente.email, cliente.senha);
  await family.goto('/escalacoes');
  await family.getByText('Page Not Found').waitFor();
});
