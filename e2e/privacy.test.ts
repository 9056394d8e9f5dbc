import fs from 'node:fs';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Athlete } from '../src/domain/athletes';
import { CONSENT_REQUIRED } from '../src/domain/privacy';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { visibleToast } from './support/toast';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});


test('the privacy policy opens without signing in, from its address and from the landing footer', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.goto('/privacidade');
  await page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }).waitFor();
  for (const section of ['Quais dados tratamos', 'Bases legais', 'Por quanto tempo guardamos', 'Seus direitos (art. 18)']) {
    await page.getByRole('heading', { level: 2, name: section }).waitFor();
  }
  await page.getByText(/Dados de crianças e adolescentes \(art\. 14\)/).waitFor();
  await expectNoSeriousA11yViolations(page, '/privacidade sem sessão');

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Privacidade' }).click();
  await page.waitForURL('**/privacidade');
  await page.getByRole('heading', { level: 1, name: 'Política de Privacidade' }).waitFor();
  await page.context().close();
});

test('a guardian signs up only with the consent box ticked, then sees and revokes the consent on Privacidade', async () => {
  const page = await newPage(browser, server.baseURL);
  await page.goto('/');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  const signUp = page.getByRole('dialog', { name: 'Cadastrar' });
  await signUp.getByLabel('Nome', { exact: true }).fill('Renata');
  await signUp.getByLabel('Nome completo').fill('Renata Costa Prado');
  await signUp.getByLabel('Email').fill('renata@familia.com.br');
  await signUp.getByLabel('CPF').pressSequentially(generateCpf());
  await signUp.getByLabel('Data de nascimento').fill('1987-05-14');
  await signUp.getByLabel('Telefone').pressSequentially('11987654321');
  await signUp.getByLabel('Senha', { exact: true }).fill('senha-da-renata-1');
  await signUp.getByLabel('Confirmar senha').fill('senha-da-renata-1');
  await signUp.getByRole('button', { name: 'Cadastrar' }).click();
  await signUp.getByText(CONSENT_REQUIRED, { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'Cadastrar sem consentimento');

  const consent = signUp.getByRole('checkbox', { name: /Política de Privacidade/ });
  expect(await signUp.getByRole('link', { name: /Política de Privacidade/ }).getAttribute('href')).toBe('/privacidade');
  await consent.check();
  await signUp.getByRole('button', { name: 'Cadastrar' }).click();
  const signIn = page.getByRole('dialog', { name: 'Entrar' });
  await signIn.waitFor();
  // The login dialog carries the e-mail just registered.
  await expect.poll(() => signIn.getByLabel('Email').inputValue()).toBe('renata@familia.com.br');
  await signIn.getByLabel('Senha').fill('senha-da-renata-1');
  await signIn.getByRole('button', { name: 'Entrar' }).click();

  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Privacidade' }).click();
  await page.getByRole('heading', { level: 1, name: 'Privacidade' }).waitFor();
  const account = page.getByRole('listitem').filter({ hasText: 'Sua conta e os atletas sob sua responsabilidade' });
  await account.getByText('Ativo', { exact: true }).waitFor();
  await account.getByText(/Concedido por Renata Costa Prado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/).waitFor();
  await expectNoSeriousA11yViolations(page, '/minha-conta/privacidade');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-plantel-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(data.conta).toMatchObject({ email: 'renata@familia.com.br', nomeCompleto: 'Renata Costa Prado' });
  expect(data.conta).not.toHaveProperty('senha');

  await account.getByRole('button', { name: /^Revogar consentimento/ }).click();
  await page.getByRole('alertdialog', { name: 'Revogar consentimento?' }).getByRole('button', { name: 'Revogar' }).click();
  await visibleToast(page, 'Consentimento revogado').waitFor();
  await account.getByText('Revogado', { exact: true }).waitFor();
  await account.getByText(/Revogado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Renata Costa Prado/).waitFor();
  await page.getByRole('button', { name: 'Dar consentimento' }).waitFor();
  await page.context().close();
});

test('an administrador exports an inactive athlete’s data as JSON and PDF, anonymises it, and finds it all in /auditoria', async () => {
  const athlete = await apiRequest<Athlete>(
    server.baseURL,
    token,
    'POST',
    '/api/athletes',
    {
      nomeCompleto: 'Vitória Lemos Barros',
      dataNascimento: '2013-08-20',
      sexo: 'F',
      cpf: generateCpf(),
      telefone: '11987650000',
      alergias: 'Frutos do mar',
      responsavelNome: 'Sílvia Lemos',
      responsavelCpf: generateCpf(),
      responsavelTelefone: '11987651111',
      responsavelParentesco: 'mae',
      consentimentoLgpd: true,
    },
    201,
  );
  await apiRequest(server.baseURL, token, 'PATCH', `/api/athletes/${athlete.id}/inactivate`);

  const page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto(`/atletas/${athlete.id}`);
  const card = page.getByRole('heading', { level: 2, name: 'Privacidade (LGPD)' }).locator('xpath=ancestor::*[@data-slot="card"][1]');
  await card.getByText('Cadastro do atleta pela escola · política versão 2026-11').waitFor();
  await card.getByText(/Concedido por Sílvia Lemos/).waitFor();
  await expectNoSeriousA11yViolations(page, 'perfil do atleta com Privacidade (LGPD)');

  const json = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar dados (JSON)' }).click();
  const jsonFile = await json;
  expect(jsonFile.suggestedFilename()).toBe(`dados-atleta-${athlete.id}-${new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}.json`);
  const record = JSON.parse(fs.readFileSync((await jsonFile.path())!, 'utf8'));
  expect(record.atleta).toMatchObject({ nomeCompleto: 'Vitória Lemos Barros', alergias: 'Frutos do mar' });
  expect(record.trilhaAuditoria.map((e: { acao: string }) => e.acao)).toContain('create');

  const pdf = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Exportar dados (PDF)' }).click();
  const pdfFile = await pdf;
  expect(pdfFile.suggestedFilename()).toMatch(new RegExp(`^dados-atleta-${athlete.id}-.*\\.pdf$`));
  expect(fs.readFileSync((await pdfFile.path())!).subarray(0, 5).toString()).toBe('%PDF-');

  await card.getByRole('button', { name: 'Anonimizar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Anonimizar atleta?' });
  await confirm.getByText(/Os dados pessoais e de saúde de Vitória Lemos Barros serão apagados de forma definitiva/).waitFor();
  await confirm.getByRole('button', { name: 'Anonimizar' }).click();
  await visibleToast(page, 'Atleta anonimizado').waitFor();
  await page.getByText(`Atleta anonimizado #${athlete.id}`, { exact: true }).first().waitFor();
  await page.getByText('Frutos do mar').waitFor({ state: 'detached' });
  await card.getByText('Este atleta foi anonimizado: restam apenas o histórico financeiro e esportivo.').waitFor();

  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Auditoria' }).click();
  await page.getByRole('heading', { level: 1, name: 'Auditoria' }).waitFor();
  await page.getByRole('combobox', { name: 'Entidade' }).click();
  await page.getByRole('option', { name: 'Atletas', exact: true }).click();
  await page.waitForURL(/entidade=athletes/);
  const rows = page.getByRole('row');
  for (const action of ['Anonimização', 'Exportação de dados', 'Leitura de dados de saúde', 'Inativação', 'Criação']) {
    await rows.filter({ hasText: action }).filter({ hasText: `Atletas #${athlete.id}` }).first().waitFor();
  }
  // Only athletes are listed, and the health data of the creation is masked.
  const entities = await page.locator('tbody tr td:nth-child(4)').allInnerTexts();
  expect(entities.length).toBeGreaterThan(4);
  expect(entities.every((text) => text.startsWith('Atletas'))).toBe(true);
  expect(await page.locator('tbody').innerText()).not.toContain('Frutos do mar');
  await expectNoSeriousA11yViolations(page, '/auditoria filtrada');
  await page.context().close();
});

test('/auditoria and Privacidade work on a phone', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto('/auditoria?acao=anonymize');
  await page.getByRole('heading', { level: 1, name: 'Auditoria' }).waitFor();
  await page.getByRole('row').filter({ hasText: 'Anonimização' }).first().waitFor();
  await page.goto('/minha-conta/privacidade');
  await page.getByRole('heading', { level: 1, name: 'Privacidade' }).waitFor();
  await page.getByRole('button', { name: 'Baixar meus dados' }).waitFor();
  // Nothing wider than the screen but the tables, which scroll inside their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});
