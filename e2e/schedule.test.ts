import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { weekdayLabels, weekdays } from '../src/domain/organization';
import { weekDates, weekStart } from '../src/domain/schedule';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let admin: Page;
let professor: Page;
let token: string;
let teamId: number;
let otherPlanId: number;

const today = todayIn(SCHOOL_TIME_ZONE);
const monday = weekStart(today);
const br = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const dayName = (date: string) => weekdayLabels[weekdays[weekDates(monday).indexOf(date)]!];

const api = <T = { id: number }>(method: string, path: string, body?: unknown, expected = 200) =>
  apiRequest<T>(server.baseURL, token, method, path, body, expected);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const account = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, account.email, account.senha);
  const company = await api('POST', '/api/companies', { razaoSocial: 'Escola Craque do Amanhã Ltda', nomeFantasia: 'Craque do Amanhã', cnpj: generateCnpj() }, 201);
  const unit = await api('POST', '/api/units', { companyId: company.id, nome: 'Unidade Centro', rua: 'Rua Tito', bairro: 'Lapa', cidade: 'São Paulo', estado: 'SP' }, 201);
  const team = { unitId: unit.id, categoria: 'Sub-11', modalidade: 'Futebol', diasSemana: ['segunda', 'quarta', 'sexta'] };
  teamId = (await api('POST', '/api/teams', { ...team, nome: 'Futebol Sub-11 Tarde', horario: '14:00 - 15:30' }, 201)).id;
  await api('POST', '/api/teams', { ...team, nome: 'Futsal Sub-13 Noite', horario: '19:00 - 20:30' }, 201);
  const plan = { objetivoGeral: 'Desenvolver o passe curto com as duas pernas.', categoria: 'infantil', modalidade: 'futebol' };
  await api('POST', '/api/planos-treino', { ...plan, titulo: 'Controle de bola e passe curto', tempoTotalEstimado: 75 }, 201);
  otherPlanId = (await api('POST', '/api/planos-treino', { ...plan, titulo: 'Finalização de média distância', tempoTotalEstimado: 60 }, 201)).id;

  const teacher = await registerApprovedAccount(server.baseURL, 'professor', token);
  admin = await newPage(browser, server.baseURL);
  await signInPage(admin, server.baseURL, account.email, account.senha);
  professor = await newPage(browser, server.baseURL, PHONE);
  await signInPage(professor, server.baseURL, teacher.email, teacher.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});


async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const dayCard = (page: Page, date: string) => page.getByRole('region', { name: dayName(date), exact: true });
/** Loaded (not skeletons) and with no training on any of the seven days. */
async function expectEmptyWeek(page: Page) {
  await page.getByText('Nenhum treino', { exact: true }).nth(6).waitFor();
  expect(await page.getByText('Nenhum treino', { exact: true }).count()).toBe(7);
}

const entry = (page: Page, date: string, plan: string) => dayCard(page, date).getByRole('listitem', { name: new RegExp(plan) });

test('an administrador sees this week Monday first and schedules a plan for a team today', async () => {
  await admin.goto('/cronograma');
  await admin.getByRole('heading', { name: 'Cronograma de Treinos', level: 1 }).waitFor();
  await admin.getByText(`${br(monday)} a ${br(addDays(monday, 6))}`).waitFor();
  const days = await admin.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(days).toEqual(['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo']);
  await dayCard(admin, today).getByText('Hoje', { exact: true }).waitFor();
  await expectEmptyWeek(admin);
  await expectNoSeriousA11yViolations(admin, '/cronograma vazio');

  await admin.getByRole('button', { name: 'Novo Cronograma' }).click();
  const form = admin.getByRole('dialog', { name: 'Novo Cronograma' });
  expect(await form.getByLabel('Data').inputValue()).toBe(today);
  await form.getByLabel('Data').fill('');
  await form.getByRole('button', { name: 'Criar' }).click();
  for (const message of ['Turma é obrigatória', 'Plano de treino é obrigatório', 'Data é obrigatória']) await form.getByText(message).waitFor();
  await expectNoSeriousA11yViolations(admin, 'Novo Cronograma com erros');

  await choose(admin, form, 'Turma', 'Futebol Sub-11 Tarde');
  await choose(admin, form, 'Plano de treino', 'Controle de bola e passe curto');
  await form.getByLabel('Data').fill(today);
  await form.getByLabel('Observações').fill('Levar coletes e cones');
  await form.getByRole('button', { name: 'Criar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(admin, 'Sucesso').getByText('Cronograma criado com sucesso!', { exact: true }).waitFor();

  const item = entry(admin, today, 'Controle de bola e passe curto');
  await item.getByText('Futebol Sub-11 Tarde').waitFor();
  await item.getByText('14:00 - 15:30 · 1h 15min').waitFor();
  await item.getByText('Planejado', { exact: true }).waitFor();
  await item.getByText('Levar coletes e cones').waitFor();
  await item.getByRole('button', { name: 'Aplicar' }).waitFor();
  await expectNoSeriousA11yViolations(admin, '/cronograma com um treino');

  // The same plan for the same team on the same day again: the server's refusal shows in the form.
  await dayCard(admin, today).getByRole('button', { name: /^Agendar treino em/ }).click();
  const again = admin.getByRole('dialog', { name: 'Novo Cronograma' });
  await choose(admin, again, 'Turma', 'Futebol Sub-11 Tarde');
  await choose(admin, again, 'Plano de treino', 'Controle de bola e passe curto');
  await again.getByRole('button', { name: 'Criar' }).click();
  await again.getByText('Este plano de treino já está no cronograma desta turma nesta data').waitFor();
  // The dialog hides the rest of the page from the accessibility tree, the toast included. Spec 2 §8:
  // the toast carries the server's message when there is one ('Erro ao criar cronograma' otherwise).
  await admin
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: admin.getByText('Erro', { exact: true }) })
    .getByText('Este plano de treino já está no cronograma desta turma nesta data', { exact: true })
    .waitFor();
  await again.getByRole('button', { name: 'Cancelar' }).click();
  expect(await dayCard(admin, today).getByRole('listitem').count()).toBe(1);
});

test('a professor, on a phone, applies it after confirming; it then offers no Aplicar', async () => {
  await professor.goto('/cronograma');
  const item = entry(professor, today, 'Controle de bola e passe curto');
  await item.getByRole('button', { name: 'Aplicar' }).click();
  const confirm = professor.getByRole('alertdialog', { name: 'Aplicar Treino' });
  await confirm
    .getByText(`Tem certeza que deseja marcar o treino "Controle de bola e passe curto" da turma Futebol Sub-11 Tarde em ${br(today)} como aplicado?`, { exact: false })
    .waitFor();
  await expectNoSeriousA11yViolations(professor, 'confirmação de Aplicar no celular');
  await confirm.getByRole('button', { name: 'Aplicar' }).click();
  await confirm.waitFor({ state: 'detached' });
  await visibleToast(professor, 'Sucesso').getByText('Status atualizado com sucesso!', { exact: true }).waitFor();
  await item.getByText('Aplicado', { exact: true }).waitFor();
  expect(await item.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);
  expect(await item.getByRole('button', { name: 'Cancelar treino' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(professor, '/cronograma no celular');

  const stored = await api<{ statusExecucao: string }[]>('GET', `/api/cronograma?semana=${today}&turma=${teamId}`);
  expect(stored.map((e) => e.statusExecucao)).toEqual(['aplicado']);
});

test('previous and next weeks, and the team and status filters, kept in the address', async () => {
  await admin.goto('/cronograma');
  const item = entry(admin, today, 'Controle de bola e passe curto');
  await item.waitFor();

  await admin.getByRole('button', { name: 'Próxima semana' }).click();
  await admin.getByText(`${br(addDays(monday, 7))} a ${br(addDays(monday, 13))}`).waitFor();
  expect(new URL(admin.url()).searchParams.get('semana')).toBe(addDays(monday, 7));
  await expectEmptyWeek(admin);
  await admin.getByRole('button', { name: 'Semana anterior' }).click();
  await item.waitFor();
  await admin.getByRole('button', { name: 'Semana anterior' }).click();
  await admin.getByText(`${br(addDays(monday, -7))} a ${br(addDays(monday, -1))}`).waitFor();
  await admin.getByRole('button', { name: 'Semana atual' }).click();
  await item.waitFor();
  expect(new URL(admin.url()).searchParams.get('semana')).toBeNull();

  await choose(admin, admin.locator('main'), 'Status', 'Planejado');
  await expectEmptyWeek(admin);
  await choose(admin, admin.locator('main'), 'Status', 'Aplicado');
  await item.waitFor();
  await choose(admin, admin.locator('main'), 'Turma', 'Futsal Sub-13 Noite');
  await expectEmptyWeek(admin);
  expect(new URL(admin.url()).searchParams.get('status')).toBe('aplicado');
  await admin.goBack();
  await item.waitFor();
});

test('edit, cancel, delete, and the error toasts when the entry changed meanwhile', async () => {
  const created = await api<{ id: number }>('POST', '/api/cronograma', { turmaId: teamId, planoTreinoId: otherPlanId, data: monday }, 201);
  await admin.goto('/cronograma');
  const item = entry(admin, monday, 'Finalização de média distância');
  await item.getByText('Planejado', { exact: true }).waitFor();

  await item.getByRole('button', { name: 'Editar' }).click();
  const form = admin.getByRole('dialog', { name: 'Editar Cronograma' });
  expect(await form.getByLabel('Data').inputValue()).toBe(monday);
  await form.getByLabel('Observações').fill('Chuva forte: quadra coberta');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(admin, 'Sucesso').getByText('Cronograma atualizado com sucesso!', { exact: true }).waitFor();
  await item.getByText('Chuva forte: quadra coberta').waitFor();

  await item.getByRole('button', { name: 'Cancelar treino' }).click();
  const cancel = admin.getByRole('alertdialog', { name: 'Cancelar Treino' });
  await cancel.getByRole('button', { name: 'Cancelar treino' }).click();
  await cancel.waitFor({ state: 'detached' });
  await item.getByText('Cancelado', { exact: true }).waitFor();
  expect(await item.getByRole('button', { name: 'Aplicar' }).count()).toBe(0);

  // Planned again from another screen while the confirmation is open: the server refuses.
  await item.getByRole('button', { name: 'Replanejar' }).click();
  const replan = admin.getByRole('alertdialog', { name: 'Replanejar Treino' });
  await api('PATCH', `/api/cronograma/${created.id}/status`, { status: 'planejado' });
  await replan.getByRole('button', { name: 'Replanejar' }).click();
  await visibleToast(admin, 'Erro').getByText('O treino já está planejado', { exact: true }).waitFor();
  await item.getByRole('button', { name: 'Aplicar' }).waitFor();

  await item.getByRole('button', { name: 'Excluir' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Excluir Cronograma' });
  await confirm.getByText('Tem certeza que deseja excluir este cronograma?', { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await confirm.waitFor({ state: 'detached' });
  await visibleToast(admin, 'Sucesso').getByText('Cronograma excluído com sucesso!', { exact: true }).waitFor();
  await item.waitFor({ state: 'detached' });

  // Deleted elsewhere while its confirmation is open.
  const gone = await api<{ id: number }>('POST', '/api/cronograma', { turmaId: teamId, planoTreinoId: otherPlanId, data: monday }, 201);
  await admin.reload();
  await item.getByRole('button', { name: 'Excluir' }).click();
  await api('DELETE', `/api/cronograma/${gone.id}`, undefined, 204);
  await admin.getByRole('alertdialog', { name: 'Excluir Cronograma' }).getByRole('button', { name: 'Excluir' }).click();
  await visibleToast(admin, 'Erro').getByText('Cronograma não encontrado', { exact: true }).waitFor();
  await item.waitFor({ state: 'detached' });
});

test('on a phone, the edit form takes an applied training back to planned, and refuses to apply one dated tomorrow', async () => {
  const FUTURE_APPLY = 'Um treino com data futura não pode ser marcado como aplicado';
  const tomorrow = addDays(today, 1);
  const planId = (
    await api(
      'POST',
      '/api/planos-treino',
      { titulo: 'Condução em zigue-zague', objetivoGeral: 'Conduzir a bola entre cones.', categoria: 'infantil', modalidade: 'futebol', tempoTotalEstimado: 45 },
      201,
    )
  ).id;
  await api('POST', '/api/cronograma', { turmaId: teamId, planoTreinoId: planId, data: today, statusExecucao: 'aplicado' }, 201);
  const future = await api('POST', '/api/cronograma', { turmaId: teamId, planoTreinoId: planId, data: tomorrow }, 201);
  const statusOf = async (date: string) =>
    (await api<{ planoTreinoId: number; data: string; statusExecucao: string }[]>('GET', `/api/cronograma?semana=${date}&turma=${teamId}`)).find(
      (e) => e.planoTreinoId === planId && e.data === date,
    )?.statusExecucao;

  // Applied by mistake: the edit form offers the three statuses and takes it back to planned.
  await professor.goto('/cronograma');
  const applied = entry(professor, today, 'Condução em zigue-zague');
  await applied.getByText('Aplicado', { exact: true }).waitFor();
  await applied.getByRole('button', { name: 'Editar' }).click();
  const form = professor.getByRole('dialog', { name: 'Editar Cronograma' });
  await form.getByRole('combobox', { name: 'Status' }).click();
  expect(await professor.getByRole('option').allInnerTexts()).toEqual(['Planejado', 'Aplicado', 'Cancelado']);
  await professor.getByRole('option', { name: 'Planejado', exact: true }).click();
  await form.getByRole('button', { name: 'Salvar' }).click();
  await form.waitFor({ state: 'detached' });
  await visibleToast(professor, 'Sucesso').getByText('Cronograma atualizado com sucesso!', { exact: true }).waitFor();
  await applied.getByText('Planejado', { exact: true }).waitFor();
  await applied.getByRole('button', { name: 'Aplicar' }).waitFor();
  expect(await statusOf(today)).toBe('planejado');

  // Tomorrow's training cannot be applied yet: the server's refusal shows on the status field and in the toast.
  await professor.goto(`/cronograma?semana=${tomorrow}`);
  const upcoming = entry(professor, tomorrow, 'Condução em zigue-zague');
  await upcoming.getByRole('button', { name: 'Editar' }).click();
  const edit = professor.getByRole('dialog', { name: 'Editar Cronograma' });
  await choose(professor, edit, 'Status', 'Aplicado');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await edit.getByText(FUTURE_APPLY, { exact: true }).waitFor();
  await professor
    .getByRole('listitem', { includeHidden: true })
    .filter({ has: professor.getByText('Erro', { exact: true }) })
    .getByText(FUTURE_APPLY, { exact: true })
    .waitFor();
  await expectNoSeriousA11yViolations(professor, 'Editar Cronograma recusado no celular');
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await edit.waitFor({ state: 'detached' });
  expect(await statusOf(tomorrow)).toBe('planejado');

  // The quick 'Aplicar' is refused the same way.
  await upcoming.getByRole('button', { name: 'Aplicar' }).click();
  const confirm = professor.getByRole('alertdialog', { name: 'Aplicar Treino' });
  await confirm.getByRole('button', { name: 'Aplicar' }).click();
  await confirm.waitFor({ state: 'detached' });
  await visibleToast(professor, 'Erro').getByText(FUTURE_APPLY, { exact: true }).waitFor();
  await upcoming.getByText('Planejado', { exact: true }).waitFor();
  expect(await statusOf(tomorrow)).toBe('planejado');
  await api('DELETE', `/api/cronograma/${future.id}`, undefined, 204);
});
