import { getPixPayloadInfo, isValidPixPayload } from '@brazilian-utils/brazilian-utils';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { addDays, addMonthsClamped, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { feeName } from '../src/domain/instalments';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let companyId: number;
let enrollmentId: number;
let adminToken: string;
/** Rafael's two fees as a family reads them: "mensalidade de dezembro/2026" and the month after. */
const rafaelFirstDue = addDays(todayIn(SCHOOL_TIME_ZONE), 10);
const [firstFee, secondFee] = [feeName(rafaelFirstDue), feeName(addMonthsClamped(rafaelFirstDue, 1))].map((fee) => fee.toLowerCase());

/** A school without PIX yet, and a family whose children Rafael and Beatriz each have two R$ 150,00 instalments open, the first due in ten days. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }, { nomeCompleto: 'Beatriz Souza Lima', sexo: 'F' }] });
  companyId = school.company.id;
  enrollmentId = (await enrolMonthly(server.baseURL, token, school.athletes[0].id, school.team.id, 10)).id;
  await enrolMonthly(server.baseURL, token, school.athletes[1].id, school.team.id, 12);
  family = await registerAccount(server.baseURL, 'cliente');
  const familySession = { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email };
  for (const athlete of school.athletes) await linkChild(server.baseURL, token, familySession, athlete.id);
  adminToken = token;
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** A small PDF as a bank app saves a comprovante: header, one page, end-of-file mark. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function phonePage(email: string, senha: string): Promise<Page> {
  const page = await newPage(browser, server.baseURL, PHONE);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseURL });
  await signInPage(page, server.baseURL, email, senha);
  return page;
}

test('an administrador sets the school PIX on a phone; a wrong key is refused on its field', async () => {
  const page = await phonePage(admin.email, admin.senha);
  // No PIX before the school sets it: the finance page offers none.
  await page.goto(`/financeiro/matricula/${enrollmentId}`);
  await page.getByText('Parcela 1ª', { exact: false }).first().waitFor();
  expect(await page.getByRole('button', { name: /^PIX/ }).count()).toBe(0);

  await page.goto(`/empresas?ver=${companyId}`);
  await page.getByRole('dialog', { name: 'Detalhes da Empresa' }).getByRole('button', { name: 'Configurar PIX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Configurar PIX' });
  await dialog.getByLabel('Chave PIX').fill('12345');
  await dialog.getByLabel('Nome do recebedor').fill('Craque do Amanhã');
  await dialog.getByLabel('Cidade').fill('São Paulo');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await dialog.getByText('Chave PIX inválida: use CPF, CNPJ, e-mail, celular ou chave aleatória').waitFor();
  await expectNoSeriousA11yViolations(page, 'Configurar PIX');

  await dialog.getByLabel('Chave PIX').fill('financeiro@craquedoamanha.com.br');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByText('Configuração de PIX salva com sucesso!').first().waitFor();
  await dialog.waitFor({ state: 'detached' });

  // Staff now see the charge beside each open instalment.
  await page.goto(`/financeiro/matricula/${enrollmentId}`);
  await page.getByRole('button', { name: 'PIX da parcela 1' }).click();
  await page.getByRole('dialog', { name: 'Pagar com PIX' }).getByRole('img', { name: 'QR code do PIX de R$ 150,00' }).waitFor();
  await page.context().close();
});

test('a family pays an instalment by PIX from Início on a 390 px screen: QR code and copy button', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/');
  const rafael = page.getByRole('article', { name: 'Rafael Souza Lima' });
  await rafael.waitFor();
  await rafael.getByRole('button', { name: `Pagar com PIX a ${firstFee}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar com PIX' });
  await dialog.getByText(`${feeName(rafaelFirstDue)} de Rafael Souza Lima`, { exact: false }).waitFor();
  const qr = dialog.getByRole('img', { name: 'QR code do PIX de R$ 150,00' });
  await qr.waitFor();
  // The QR code is whole on the phone's screen, not cut by the dialog.
  const box = (await qr.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const code = await dialog.getByLabel('PIX copia e cola').inputValue();
  expect(isValidPixPayload(code)).toBe(true);
  expect(getPixPayloadInfo(code)).toMatchObject({ key: 'financeiro@craquedoamanha.com.br', amount: 150, merchantName: 'Craque do Amanha' });

  await dialog.getByRole('button', { name: 'Copiar código PIX' }).click();
  await page.getByText('Código PIX copiado').first().waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSeriousA11yViolations(page, 'Pagar com PIX');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});

test('"Pagar tudo" offers each child\'s next fee, ticked, with the total on the card; staff confirming the PIX pay what was ticked', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/');
  // Each child has two fees open; only the next one of each is offered, never the rest of the plan.
  const card = page.getByRole('region', { name: 'Pagar tudo com um PIX' });
  await card.getByText('Total R$ 300,00').waitFor();
  const boxes = card.getByRole('checkbox');
  expect(await boxes.count()).toBe(2);
  await boxes.last().click();
  await card.getByText('Total R$ 150,00').waitFor();
  await boxes.last().click();
  await card.getByText('Total R$ 300,00').waitFor();

  await card.getByRole('button', { name: 'Pagar com PIX' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar com PIX' });
  await dialog.getByRole('img', { name: 'QR code do PIX de R$ 300,00' }).waitFor();
  await dialog.getByRole('heading', { name: 'Rafael Souza Lima' }).waitFor();
  await dialog.getByRole('heading', { name: 'Beatriz Souza Lima' }).waitFor();
  const code = await dialog.getByLabel('PIX copia e cola').inputValue();
  const txid = getPixPayloadInfo(code)!.txid!;
  expect(getPixPayloadInfo(code)).toMatchObject({ amount: 300 });
  expect(await dialog.getByRole('listitem').count()).toBe(2);
  await expectNoSeriousA11yViolations(page, 'Pagar tudo');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();

  // The school finds the charge by the txid its bank statement shows and confirms it.
  const charge = await apiRequest<{ id: number }>(server.baseURL, adminToken, 'GET', `/api/pix-charges?txid=${txid}`);
  await apiRequest(server.baseURL, adminToken, 'POST', `/api/pix-charges/${charge.id}/settle`, { dataPagamento: todayIn('America/Sao_Paulo') });
  await page.reload();
  const rafael = page.getByRole('article', { name: 'Rafael Souza Lima' });
  await rafael.getByRole('button', { name: `Pagar com PIX a ${secondFee}` }).waitFor();
  expect(await rafael.getByRole('button', { name: `Pagar com PIX a ${firstFee}` }).count()).toBe(0);
  await page.context().close();
});

test('a family says "Já paguei" with the comprovante and sees "Em conferência"; staff confirm it in Gestão Financeira', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/');
  const rafael = page.getByRole('article', { name: 'Rafael Souza Lima' });
  await rafael.getByRole('button', { name: `Já paguei a ${secondFee}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Já paguei' });
  await dialog.getByLabel('Comprovante (opcional): imagem ou PDF').setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectNoSeriousA11yViolations(page, 'Já paguei');
  await dialog.getByRole('button', { name: 'Avisar a escola' }).click();
  await dialog.waitFor({ state: 'detached' });
  await rafael.getByText('Em conferência').waitFor();
  expect(await rafael.getByRole('button', { name: `Pagar com PIX a ${secondFee}` }).count()).toBe(0);
  // Beatriz's fee alone is left to offer: no "Pagar tudo" for one fee.
  expect(await page.getByRole('region', { name: 'Pagar tudo com um PIX' }).count()).toBe(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  const staff = await phonePage(admin.email, admin.senha);
  await staff.goto('/gestao-financeira');
  const claims = staff.getByRole('region', { name: 'Pagamentos informados pelas famílias' });
  await claims.getByText(`Rafael Souza Lima: ${feeName(addMonthsClamped(rafaelFirstDue, 1))}`, { exact: false }).waitFor();
  await claims.getByRole('button', { name: /^Confirmar/ }).click();
  const confirm = staff.getByRole('dialog', { name: 'Confirmar pagamento' });
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  // The dialog closes once the payment is recorded; the card then leaves the page (while the dialog
  // is open the page behind it is hidden from the role queries, so the card alone proves nothing).
  await confirm.waitFor({ state: 'detached' });
  await staff.getByText('Pagamento confirmado.').first().waitFor();
  await claims.waitFor({ state: 'detached' });

  await page.reload();
  await rafael.getByText('Nenhuma mensalidade em aberto.').waitFor();
  await staff.context().close();
  await page.context().close();
});
