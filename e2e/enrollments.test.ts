import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import type { Team } from '../src/domain/teams';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let team: Team;
let athlete: Athlete;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let post: <T>(path: string, body: unknown) => Promise<T>;
/** The first instalment falls due in ten days (the server takes dates up to a year ahead). */
const firstDue = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  post = (path, body) => apiRequest(server.baseURL, token, 'POST', path, body, 201);
  const company = await post<{ id: number }>('/api/companies', { razaoSocial: 'Clube Atlético Ltda', nomeFantasia: 'Clube Atlético', cnpj: generateCnpj() });
  const unit = await post<{ id: number }>('/api/units', {
    companyId: company.id,
    nome: 'Unidade Centro',
    rua: 'Avenida Paulista',
    bairro: 'Bela Vista',
    cidade: 'São Paulo',
    estado: 'SP',
    pais: 'Brasil',
  });
  team = await post<Team>('/api/teams', {
    unitId: unit.id,
    nome: 'Futebol Sub-11 Tarde',
    categoria: 'Sub-11',
    modalidade: 'Futebol',
    horario: '14:00 - 15:30',
    diasSemana: ['terca', 'quinta'],
  });
  athlete = await post<Athlete>('/api/athletes', {
    nomeCompleto: 'Lucas Pereira Alves',
    dataNascimento: '2014-03-10',
    sexo: 'M',
    cpf: generateCpf(),
    telefone: '11987650000',
    responsavelNome: 'Carla Pereira Alves',
    responsavelCpf: generateCpf(),
    responsavelTelefone: '11987651111',
    responsavelParentesco: 'mae',
    consentimentoLgpd: true,
  });
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** Waits for the toast with this exact text, then closes it so that the next check sees a new one. */
async function expectToast(text: string) {
  const toast = page.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await toast.waitFor();
  await toast.getByRole('button', { name: 'Fechar' }).click();
  await toast.waitFor({ state: 'detached' });
}

async function choose(scope: ReturnType<Page['getByRole']>, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an administrador enrols an athlete, edits the fee, reads the history, inactivates and reactivates', async () => {
  await page.goto('/matriculas');
  await page.getByRole('heading', { level: 1, name: 'Matrículas' }).waitFor();
  await page.getByText('Nenhuma matrícula cadastrada').waitFor();
  await expectNoSeriousA11yViolations(page, '/matriculas vazia');

  await page.getByRole('button', { name: 'Nova Matrícula' }).click();
  const form = page.getByRole('dialog', { name: 'Nova Matrícula' });
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  for (const message of [
    'Atleta é obrigatório',
    'Turma é obrigatória',
    'Tipo de matrícula é obrigatório',
    'Tipo de plano é obrigatório',
    'Valor da mensalidade é obrigatório',
    'Data de vencimento é obrigatória',
  ]) {
    await form.getByText(message, { exact: true }).waitFor();
  }

  await form.getByLabel('Buscar atleta').fill('Lucas');
  await choose(form, 'Atleta', /Lucas Pereira Alves/);
  await choose(form, 'Turma', 'Futebol Sub-11 Tarde - Unidade Centro');
  await choose(form, 'Tipo de Matrícula', 'Regular');
  await choose(form, 'Tipo de Plano', 'Mensal');
  await form.getByLabel('Valor da Mensalidade (R$)').fill('150,00');
  await form.getByLabel('Data de Vencimento').fill(firstDue);
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await expectToast('Matrícula cadastrada com sucesso!');
  await form.waitFor({ state: 'detached' });

  await page.getByLabel('Buscar', { exact: true }).fill(team.nome);
  await page.waitForURL(/busca=/);
  const row = page.getByRole('row', { name: new RegExp(athlete.nomeCompleto) });
  await row.getByText('R$ 150,00').waitFor();
  await row.getByText(`Dia ${Number(firstDue.slice(8))}`).waitFor();
  await row.getByText('Ativa', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, '/matriculas com uma matrícula');

  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Matrícula' });
  await edit.getByLabel('Valor da Mensalidade (R$)').fill('180,00');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expectToast('Matrícula atualizada com sucesso!');
  await row.getByText('R$ 180,00').waitFor();

  await row.getByRole('button', { name: 'Histórico de Alterações' }).click();
  const history = page.getByRole('dialog', { name: 'Histórico de Alterações' });
  await history.getByText('de R$ 150,00 para R$ 180,00', { exact: true }).waitFor();
  await history.getByText('Nenhuma mudança de turma registrada.').waitFor();
  await history.getByRole('button', { name: 'Fechar' }).click();
  await history.waitFor({ state: 'detached' });

  await row.getByRole('button', { name: 'Inativar' }).click();
  const confirmOff = page.getByRole('alertdialog');
  await confirmOff.getByText(`Tem certeza que deseja inativar a matrícula de ${athlete.nomeCompleto}?`).waitFor();
  await confirmOff.getByRole('button', { name: 'Inativar' }).click();
  await expectToast('Matrícula inativada com sucesso!');
  await row.getByText('Inativa', { exact: true }).waitFor();

  await row.getByRole('button', { name: 'Editar' }).click();
  await edit.getByText('Esta matrícula está inativa. Reative-a para poder editar suas informações.').waitFor();
  if (!(await edit.getByLabel('Valor da Mensalidade (R$)').isDisabled())) throw new Error('o valor deveria estar desabilitado');
  if (!(await edit.getByRole('button', { name: 'Salvar' }).isDisabled())) throw new Error('Salvar deveria estar desabilitado');
  await edit.getByRole('button', { name: 'Reativar' }).click();
  const confirmOn = page.getByRole('alertdialog');
  await confirmOn.getByText(`Tem certeza que deseja reativar a matrícula de ${athlete.nomeCompleto}?`).waitFor();
  await confirmOn.getByRole('button', { name: 'Reativar' }).click();
  // The edit dialog that offered the reactivation can now edit (the toast is read once it closes:
  // an open dialog hides the rest of the page from assistive technology).
  await edit.getByRole('button', { name: 'Salvar' }).and(page.locator(':enabled')).waitFor();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expectToast('Matrícula reativada com sucesso!');
  await row.getByText('Ativa', { exact: true }).waitFor();

  // What the page shows is what the server stored.
  await page.reload();
  await page.getByRole('row', { name: new RegExp(athlete.nomeCompleto) }).getByText('Ativa', { exact: true }).waitFor();
});

test('on a phone, a discount change is in the history with the fee and the discount before and after', async () => {
  const marina = await post<Athlete>('/api/athletes', {
    nomeCompleto: 'Marina Costa Ribeiro',
    dataNascimento: '2013-08-21',
    sexo: 'F',
    cpf: generateCpf(),
    telefone: '11987652222',
    responsavelNome: 'Paulo Costa Ribeiro',
    responsavelCpf: generateCpf(),
    responsavelTelefone: '11987653333',
    responsavelParentesco: 'pai',
    consentimentoLgpd: true,
  });
  await post('/api/enrollments', {
    athleteId: marina.id,
    teamId: team.id,
    tipoMatricula: 'regular',
    tipoPlano: 'mensal',
    valorMensalidade: '200.00',
    desconto: '0',
    dataVencimento: firstDue,
  });
  const phone = await newPage(browser, server.baseURL, PHONE);
  await signInPage(phone, server.baseURL, admin.email, admin.senha);
  await phone.goto('/matriculas');
  await phone.getByLabel('Buscar', { exact: true }).fill('Marina');
  await phone.waitForURL(/busca=/);
  const row = phone.getByRole('row', { name: /Marina Costa Ribeiro/ });

  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = phone.getByRole('dialog', { name: 'Editar Matrícula' });
  await edit.getByLabel('Desconto (R$)').fill('25,00');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await edit.waitFor({ state: 'detached' });
  await phone.getByText('Matrícula atualizada com sucesso!', { exact: true }).waitFor();

  await row.getByRole('button', { name: 'Histórico de Alterações' }).click();
  const history = phone.getByRole('dialog', { name: 'Histórico de Alterações' });
  const change = history.getByRole('listitem');
  await change.getByText('de R$ 0,00 para R$ 25,00', { exact: true }).waitFor();
  await change.getByText('R$ 200,00', { exact: true }).waitFor();
  await change.getByText('de R$ 200,00 para R$ 175,00', { exact: true }).waitFor();
  expect(await history.getByText('Nenhuma alteração de valor registrada.').count()).toBe(0);
  await expectNoSeriousA11yViolations(phone, 'histórico de uma matrícula no celular');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await phone.context().close();
});
