import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { formatCpfDigits } from '../src/domain/documents';
import type { Enrollment } from '../src/domain/enrollments';
import { feeName } from '../src/domain/instalments';
import { pdfText } from '../src/server/test/pdf-text';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { newestMail } from './support/outbox';
import { createSchool, enrolMonthly } from './support/school';
import { startServer, type RunningServer } from './support/server';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let enrollment: Enrollment;
/** The school's first receipt. */
const fileName = 'recibo-000001.pdf';
/** The fee paid: Rafael's first, due three days ago. */
const fee = feeName(addDays(todayIn(SCHOOL_TIME_ZONE), -3));

/**
 * Rafael's first instalment, paid today by PIX with R$ 10,00 off; his mother's account (Joana, the
 * guardian on his record, with her CPF) is linked to him.
 */
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await registerAccount(server.baseURL);
  family = await registerAccount(server.baseURL, 'cliente');
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, {
    athletes: [{ nomeCompleto: 'Rafael Souza Lima', responsavelNome: family.nomeCompleto, responsavelCpf: family.cpf }],
  });
  const [rafael] = school.athletes;
  await linkChild(server.baseURL, token, { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email }, rafael.id);
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

/** Presses the button and expects a PDF saved under the receipt's number; answers its text. */
async function expectReceiptDownload(page: Page, button: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(fileName);
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(pdf);
}

test('on a phone, a family told "Pagamento confirmado" by the school opens the receipt from Início: numbered by the school, the amount in words, her whole CPF', async () => {
  // The school's e-mail came without staff doing anything more than taking the payment.
  const mail = await newestMail(server.dataDir, family.email, 15_000, 'pagamento confirmado');
  expect(mail.subject).toBe(`Craque do Amanhã: pagamento confirmado — ${fee} de Rafael Souza Lima`);
  expect(mail.text.split('\n')[0]).toBe(`Craque do Amanhã confirma o pagamento da ${fee.toLowerCase()} de Rafael Souza Lima.`);
  expect(mail.text).toContain('O recibo Nº 000001 está no Início do Plantel, em Últimos pagamentos:');

  const page = await signedInPhone(family);
  await page.goto('/');
  const card = page.getByRole('article', { name: 'Rafael Souza Lima' });
  await card.getByText(fee, { exact: true }).waitFor();
  const text = await expectReceiptDownload(page, card.getByRole('button', { name: `Recibo da ${fee.toLowerCase()}` }));
  expect(text).toContain('Nº 000001');
  expect(text).toContain(`Recebemos de ${family.nomeCompleto} (CPF ${formatCpfDigits(family.cpf)}) a importância de R$ 140,00 (cento e quarenta reais)`);
  expect(text).toContain('Rua Domingos de Morais, 2187');
  await page.context().close();
});

test("on a phone, staff download it from the enrolment's finance page; open instalments have no receipt", async () => {
  const page = await signedInPhone(admin);
  await page.goto(`/financeiro/matricula/${enrollment.id}`);
  const instalments = page.getByRole('list', { name: 'Parcelas da matrícula' });
  await instalments.waitFor();
  expect(await instalments.getByRole('button', { name: /^Recibo/ }).count()).toBe(1);
  const text = await expectReceiptDownload(page, instalments.getByRole('button', { name: 'Recibo da parcela 1' }));
  // Staff read the payer's CPF masked.
  expect(text).not.toContain(formatCpfDigits(family.cpf));
  await page.context().close();
});
