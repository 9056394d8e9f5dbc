import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool, enrolMonthly } from './support/school';
import { apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
let companyId: number;
let teamId: number;
let lastEnrollmentId: number;

const ATHLETES = ['Ana Beatriz Lima', 'Bruno Costa Reis', 'Caio Duarte Melo'];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: ATHLETES.map((nomeCompleto) => ({ nomeCompleto })) });
  teamId = school.team.id;
  const enrollments = [];
  for (const athlete of school.athletes) enrollments.push(await enrolMonthly(server.baseURL, token, athlete.id, teamId, 10));
  lastEnrollmentId = enrollments.at(-1)!.id;
  companyId = school.company.id;
  page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const path = () => new URL(page.url()).pathname + new URL(page.url()).search;

test('a details dialog has an address: Back closes it, the link opens it, details → edit is one step back', async () => {
  await page.goto('/empresas');
  await page.getByText('Craque do Amanhã').first().waitFor();
  await page.getByRole('button', { name: 'Ver detalhes' }).first().click();
  const details = page.getByRole('dialog', { name: 'Detalhes da Empresa' });
  await details.waitFor();
  expect(path()).toBe(`/empresas?ver=${companyId}`);

  await page.goBack();
  await details.waitFor({ state: 'detached' });
  expect(path()).toBe('/empresas');

  await page.goto(`/turmas?ver=${teamId}`);
  const team = page.getByRole('dialog', { name: 'Detalhes da Turma' });
  await team.getByText('Futebol Sub-11 Tarde').first().waitFor();
  await team.getByRole('button', { name: 'Editar' }).click();
  await page.getByRole('dialog', { name: 'Editar Turma' }).waitFor();
  expect(path()).toBe(`/turmas?editar=${teamId}`);
  await page.getByRole('dialog', { name: 'Editar Turma' }).getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(path()).toBe('/turmas');

  // A removed record or a mistyped link: the list, without a dialog or an error.
  await page.goto('/unidades?ver=999999');
  await page.getByRole('heading', { level: 1, name: 'Unidades' }).waitFor();
  await expect.poll(path).toBe('/unidades');
  expect(await page.getByRole('dialog').count()).toBe(0);
});

test('an enrolment named by a link opens although it is not on the page shown', async () => {
  // The search shows Ana only; the link names Caio's enrolment, which is fetched on its own.
  await page.goto(`/matriculas?pageSize=10&ver=${lastEnrollmentId}&busca=Ana`);
  const details = page.getByRole('dialog', { name: 'Detalhes da Matrícula' });
  await details.getByText(ATHLETES[2]!).first().waitFor();
  await details.getByRole('button', { name: 'Fechar' }).first().click();
  await details.waitFor({ state: 'detached' });
  expect(path()).toBe('/matriculas?pageSize=10&busca=Ana');
});

test('Usuários keeps its filters in the address: Back restores them', async () => {
  await page.goto('/usuarios');
  await page.getByRole('heading', { level: 1, name: 'Gestão de Usuários' }).waitFor();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Professor' }).click();
  await expect.poll(path).toBe('/usuarios?tipo=professor');
  await page.getByText('Nenhum usuário encontrado').waitFor();

  await page.goto('/inicio');
  await page.goBack();
  await page.getByText('Nenhum usuário encontrado').waitFor();
  expect(await page.getByRole('combobox', { name: 'Tipo' }).textContent()).toContain('Professor');
});
