import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, SCHOOL_TIME_ZONE, todayIn } from '../src/domain/dates';
import { feeName } from '../src/domain/instalments';
import { makeLocalCa } from '../src/server/test/psp/certificates';
import { bankEnv, connectionTo } from '../src/server/test/psp/plantel-side';
import { startPspStandIn, type PspStandIn } from '../src/server/test/psp/stand-in';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage, PHONE } from './support/browser';
import { linkChild } from './support/family';
import { newestMail } from './support/outbox';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

/**
 * The loop closed by the school's bank (issue 35): a family pays the bank's charge, and without
 * anyone at the school doing anything the fee is paid, the family gets "Pagamento confirmado" and
 * its receipt; an administrador gives the Pix back and the fee reopens. The bank is the PSP stand-in
 * (real TLS with the school's client certificate, the standard's schemas); the server asks it every
 * two seconds (BANK_SYNC_SECONDS) instead of every minute.
 */
const ca = makeLocalCa();
let psp: PspStandIn;
let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof registerAccount>>;
let family: Awaited<ReturnType<typeof registerAccount>>;
let enrollmentId: number;
const firstDue = addDays(todayIn(SCHOOL_TIME_ZONE), 10);
const fee = feeName(firstDue).toLowerCase();

beforeAll(async () => {
  [psp, server, browser] = await Promise.all([
    startPspStandIn({ ca, bank: 'sicoob' }),
    startServer({ env: { ...bankEnv(ca), BANK_SYNC_SECONDS: '2' } }),
    launchBrowser(),
  ]);
  admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const school = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Rafael Souza Lima' }] });
  enrollmentId = (await enrolMonthly(server.baseURL, token, school.athletes[0].id, school.team.id, 10)).id;
  family = await registerAccount(server.baseURL, 'cliente');
  await linkChild(server.baseURL, token, { token: await apiSession(server.baseURL, family.email, family.senha), email: family.email }, school.athletes[0].id);
  await apiRequest(server.baseURL, token, 'PUT', `/api/companies/${school.company.id}/pix-settings`, {
    chave: '12.345.678/0001-95',
    nomeRecebedor: 'Craque do Amanhã',
    cidade: 'São Paulo',
  });
  const certificate = ca.issueClient('Craque do Amanhã');
  await apiRequest(server.baseURL, token, 'PUT', `/api/companies/${school.company.id}/bank-connection`, connectionTo(psp, 'sicoob', { formato: 'pem', certificado: certificate.cert, chavePrivada: certificate.key }));
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
  await psp?.close();
});

async function phonePage(email: string, senha: string): Promise<Page> {
  const page = await newPage(browser, server.baseURL, PHONE);
  await signInPage(page, server.baseURL, email, senha);
  return page;
}

/** Reloads until `ready` holds: the server's bank turn runs every two seconds, apart from the page. */
async function reloadUntil(page: Page, ready: () => Promise<boolean>) {
  await expect.poll(async () => {
    await page.reload();
    return ready();
  }, { timeout: 20_000, interval: 1_000 }).toBe(true);
}

test('a family pays the bank’s charge on a phone and, with no one at the school doing anything, sees it paid, gets "Pagamento confirmado" and its receipt; an administrador gives it back and the fee reopens', async () => {
  const page = await phonePage(family.email, family.senha);
  await page.goto('/');
  const rafael = page.getByRole('article', { name: 'Rafael Souza Lima' });
  const pay = rafael.getByRole('button', { name: `Pagar com PIX a ${fee}` });
  await pay.waitFor();

  // Once the bank's turn made the fee's charge (cobv), its code is what the family is given: a
  // dynamic BR Code, which points to the charge at the bank instead of carrying the school's key.
  await reloadUntil(page, async () => {
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'Pagar com PIX' });
    const code = await dialog.getByLabel('PIX copia e cola').inputValue();
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    return code.includes('br.gov.bcb.pix') && code.includes(`${new URL(psp.url).host}/qr/v2/`);
  });
  const [txid] = [...psp.charges.keys()];
  expect(psp.charges.get(txid!)).toMatchObject({ kind: 'cobv', status: 'ATIVA' });

  // The family pays it in its bank's app.
  await psp.pay(txid!);
  const receipt = rafael.getByRole('button', { name: `Recibo da ${fee}` });
  await reloadUntil(page, async () => {
    await rafael.getByText('Últimos pagamentos').waitFor();
    return receipt.isVisible();
  });
  expect(await rafael.getByRole('button', { name: `Pagar com PIX a ${fee}` }).count()).toBe(0);
  const mail = await newestMail(server.dataDir, family.email, 15_000, 'pagamento confirmado');
  expect(mail.subject).toContain(`pagamento confirmado — ${feeName(firstDue)} de Rafael Souza Lima`);
  const download = page.waitForEvent('download');
  await receipt.click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await expectNoSeriousA11yViolations(page, 'Mensalidade paga pelo banco');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();

  // The administrador gives the whole Pix back from the payment's details.
  const staff = await phonePage(admin.email, admin.senha);
  await staff.goto(`/financeiro/matricula/${enrollmentId}`);
  await staff.getByRole('button', { name: 'Ver parcela 1' }).click();
  await staff.getByRole('dialog', { name: 'Detalhes do Pagamento' }).getByRole('button', { name: 'Devolver PIX' }).click();
  const refund = staff.getByRole('dialog', { name: 'Devolver PIX' });
  await refund.getByText('Pode ser devolvido até R$ 150,00', { exact: false }).waitFor();
  await refund.getByLabel('Valor a devolver (R$)').fill('150,00');
  await refund.getByLabel('Motivo').fill('Pagamento em duplicidade');
  await expectNoSeriousA11yViolations(staff, 'Devolver PIX');
  await refund.getByRole('button', { name: 'Devolver PIX' }).click();
  await staff.getByText('Devolução pedida ao banco').first().waitFor();
  expect(psp.calls.filter((call) => call.method === 'PUT' && call.path.includes('/devolucao/') && call.status < 300)).toHaveLength(1);
  // Given back whole, the fee is open again: staff may take it, the family may pay it.
  await staff.keyboard.press('Escape');
  await staff.getByRole('button', { name: 'Processar parcela 1' }).waitFor();
  await staff.context().close();
});
