import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import type { Enrollment } from '../src/domain/enrollments';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let enrollment: Enrollment;
let fileName: string;

/** Rafael's first instalment, paid today by PIX with R$ 10,00 off; his family's account is linked to him. */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }] });
  const [rafael] = school.athletes;
  enrollment = await enrolMonthly(server.baseURL, token, rafael.id, school.team.id, -3);
  const finance = await apiRequest<{ monthlyPayments: { id: number; numeroMensalidade: number }[] }>(
    server.baseURL,
    token,
    'GET',
    `/api/enrollments-with-payments/${enrollment.id}`,
  );
  const first = finance.monthlyPayments.find((p) => p.numeroMensalidade === 1)!;
  const today = todayIn(SCHOOL_TIME_ZONE);
  await apiRequest(server.baseURL, token, 'PATCH', `/api/monthly-payments/${first.id}/process`, {
    dataPagamento: today,
    metodoPagamento: 'pix',
    valorDesconto: '10.00',
    observacoes: '',
  });
  // The receipt number: the year of payment and the instalment's id.
  fileName = `recibo-${today.slice(0, 4)}-${String(first.id).padStart(6, '0')}.pdf`;

  family = await registerAccount(server.baseURL, 'cliente');
  await linkChild(server.baseURL, token, { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email }, rafael.id);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function signedInPhone(account: { email: string; senha: string }) {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, account.email, account.senha);
  return page;
}

/** Presses the button and expects a PDF saved under the receipt's number. */
async function expectReceiptDownload(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

test('on a phone, a family downloads the receipt of a paid instalment from Início', async () => {
  const page = await signedInPhone(family);
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Rafael Souza Lima' });
  await card.getByText('Últimos pagamentos').waitFor();
  await expectReceiptDownload(page, card.getByRole('button', { name: 'Recibo da 1ª parcela' }));
  await page.context().close();
});

test("on a phone, staff download it from the enrolment's finance page; open instalments have no receipt", async () => {
  const page = await signedInPhone(admin);
  await page.goto(`/financeiro/matricula/${enrollment.id}`);
  const instalments = page.getByRole('list', { name: 'Parcelas da matrícula' });
  await instalments.waitFor();
  expect(await instalments.getByRole('button', { name: /^Recibo/ }).count()).toBe(1);
  await expectReceiptDownload(page, instalments.getByRole('button', { name: 'Recibo da parcela 1' }));
  await page.context().close();
});
