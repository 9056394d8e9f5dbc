import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bankProfiles, CERTIFICATE_REQUIRED, CERTIFICATE_UNREADABLE } from '../src/domain/bank';
import { makeLocalCa } from '../src/server/test/psp/certificates';
import { startPspStandIn, type PspStandIn } from '../src/server/test/psp/stand-in';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { createSchool } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

/** A bank of its own for the test: the PSP stand-in, whose CA issues its server's and the school's certificates. */
const ca = makeLocalCa();
let psp: PspStandIn;
let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let token: string;
let companyId: number;
let folder: string;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'plantel-bank-'));
  // Plantel trusts the stand-in's CA as it would a bank's homologation CA (BANK_CA_FILE).
  const caFile = path.join(folder, 'ca.pem');
  fs.writeFileSync(caFile, ca.cert);
  fs.writeFileSync(path.join(folder, 'escola.pfx'), ca.issueClientPfx('Escola Teste', 'senha'));
  fs.writeFileSync(path.join(folder, 'novo.pfx'), ca.issueClientPfx('Escola Teste Nova', 'outra-senha'));
  [psp, server, browser] = await Promise.all([
    startPspStandIn({ ca, bank: 'bb' }),
    startServer({ env: { BANK_CA_FILE: caFile, BANK_SECRETS_KEY: randomBytes(32).toString('base64') } }),
    launchBrowser(),
  ]);
  admin = await registerAccount(server.baseURL);
  token = await apiSession(server.baseURL, admin.email, admin.senha);
  companyId = (await createSchool(server.baseURL, token)).company.id;
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await psp?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

async function chooseBank(dialog: Locator, name: string) {
  await dialog.getByRole('combobox', { name: 'Banco' }).click();
  await dialog.page().getByRole('option', { name }).click();
}

test('an administrador connects the school’s bank on a phone, tests it, and a certificate with the wrong password is refused on its field', async () => {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
  await page.goto(`/empresas?ver=${companyId}`);
  await page.getByRole('dialog', { name: 'Detalhes da Empresa' }).getByRole('button', { name: 'Conexão com o banco' }).click();
  const dialog = page.getByRole('dialog', { name: 'Conexão com o banco' });
  const baseUrl = dialog.getByLabel('Endereço da API Pix');
  const tokenUrl = dialog.getByLabel('Endereço do token');

  // Each bank fills in its own addresses, says what to ask it for, and asks only for the secrets it uses.
  await chooseBank(dialog, 'Sicoob');
  expect(await baseUrl.inputValue()).toBe(bankProfiles.sicoob.baseUrl);
  await dialog.getByText(bankProfiles.sicoob.pede).waitFor();
  expect(await dialog.getByLabel('Client secret').count()).toBe(0);
  expect(await dialog.getByLabel('Chave da aplicação').count()).toBe(0);
  await chooseBank(dialog, 'Banco do Brasil');
  expect(await baseUrl.inputValue()).toBe(bankProfiles.bb.baseUrl);
  expect(await tokenUrl.inputValue()).toBe(bankProfiles.bb.tokenUrl);
  await dialog.getByText(bankProfiles.bb.pede).waitFor();

  await baseUrl.fill(psp.url);
  await tokenUrl.fill(psp.tokenUrl);
  await dialog.getByLabel('Client id').fill(psp.clientId);
  await dialog.getByLabel('Client secret').fill(psp.clientSecret);
  await dialog.getByLabel('Chave da aplicação').fill(psp.appKey);
  await dialog.getByLabel('Chave PIX').fill('12.345.678/0001-95');
  // Without a certificate the server asks for one, under the certificate.
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText(CERTIFICATE_REQUIRED).waitFor();

  const certificateFile = dialog.getByLabel('Arquivo do certificado (.pfx ou .p12)');
  await certificateFile.setInputFiles(path.join(folder, 'escola.pfx'));
  await dialog.getByLabel('Senha do certificado').fill('senha');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Conexão com o banco gravada').first().waitFor();

  // Saved, the dialog shows what is stored: the certificate's holder, the secrets kept but never shown, the situation.
  await dialog.getByText(/^Certificado de Escola Teste, válido até \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
  expect(await dialog.getByLabel('Client secret').inputValue()).toBe('');
  expect(await dialog.getByLabel('Client secret').getAttribute('placeholder')).toBe('Guardado — deixe em branco para manter');
  await dialog.getByText(/^Última consulta: /).waitFor();
  await expectNoSeriousA11yViolations(page, 'Conexão com o banco');
  const overflow = await dialog.evaluate((element) => Math.max(element.scrollWidth - element.clientWidth, element.getBoundingClientRect().right - window.innerWidth));
  expect(overflow).toBeLessThanOrEqual(1);

  // 'Testar conexão' asks the bank for a token and the last hour of Pix: one arrived.
  await psp.receive({ valor: '150.00' });
  await dialog.getByRole('button', { name: 'Testar conexão' }).click();
  await page.getByText('Conexão funcionando: 1 Pix na última hora').first().waitFor();
  expect(psp.calls.filter((call) => call.path === new URL(psp.tokenUrl).pathname).map((call) => call.clientCertificate)).toContain('Escola Teste');

  // Another certificate with the wrong password: refused on its field; the stored one stays.
  await certificateFile.setInputFiles(path.join(folder, 'novo.pfx'));
  await dialog.getByLabel('Senha do certificado').fill('senha-errada');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText(CERTIFICATE_UNREADABLE).waitFor();
  expect(await certificateFile.getAttribute('aria-invalid')).toBe('true');
  await dialog.getByText(/^Certificado de Escola Teste, válido até/).waitFor();

  // Pasted as PEM instead: a missing key is caught before sending; with it, the new certificate is stored.
  const pem = ca.issueClient('Escola Teste PEM');
  await dialog.getByRole('switch', { name: 'Colar certificado e chave privada (PEM)' }).click();
  await dialog.getByLabel('Certificado (PEM)', { exact: true }).fill(pem.cert);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText(CERTIFICATE_UNREADABLE).waitFor();
  await dialog.getByLabel('Chave privada (PEM)', { exact: true }).fill(pem.key);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText(/^Certificado de Escola Teste PEM, válido até/).waitFor();

  // Removing asks first.
  await dialog.getByRole('button', { name: 'Remover conexão' }).click();
  await page.getByRole('alertdialog', { name: 'Remover conexão com o banco?' }).getByRole('button', { name: 'Remover' }).click();
  await page.getByText('Conexão com o banco removida').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await apiRequest(server.baseURL, token, 'GET', `/api/companies/${companyId}/bank-connection`)).toBeNull();
  await page.context().close();
});
