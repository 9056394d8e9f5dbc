import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addDays, todayIn } from '../src/domain/dates';
import { expectNoSeriousA11yViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { createSchool } from './support/school';
import { apiRequest, apiSession, registerAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

const ATHLETES = ['Bruno Almeida Costa', 'Carla Mendes Rocha', 'Diego Faria Nunes'];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const post = <T = { id: number }>(path: string, body: unknown) => apiRequest<T>(server.baseURL, token, 'POST', path, body, 201);

  const { team, athletes } = await createSchool(server.baseURL, token, { athletes: ATHLETES.map((nomeCompleto) => ({ nomeCompleto })) });
  // The first due date 45 days ago: instalments due 45 and 15 days ago are overdue, the next ones pending.
  const firstDue = addDays(todayIn('America/Sao_Paulo'), -45);
  for (const athlete of athletes) {
    await post('/api/enrollments', {
      athleteId: athlete.id,
      teamId: team.id,
      tipoMatricula: 'regular',
      tipoPlano: 'mensal',
      valorMensalidade: '1234.56',
      dataVencimento: firstDue,
      desconto: '0.00',
    });
  }
  page = await newPage(browser, server.baseURL);
  await signInPage(page, server.baseURL, admin.email, admin.senha);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
/** The box follows the URL, which the router updates in a transition just after the click. */
async function setOverdueOnly(checked: boolean) {
  const box = page.getByLabel('Somente faturas vencidas');
  await box.click();
  await expect.poll(() => box.isChecked()).toBe(checked);
}

test('an administrador bulk-processes overdue instalments and exports the filtered list as CSV', async () => {
  await page.goto('/gestao-financeira');
  await page.getByRole('heading', { level: 1, name: 'Gestão Financeira' }).waitFor();
  await setOverdueOnly(true);
  for (const name of ATHLETES) await row(name).getByText('2 vencidas').waitFor();
  await expectNoSeriousA11yViolations(page, '/gestao-financeira');

  // A selection belongs to the rows on screen: changing the list drops it.
  await page.getByRole('checkbox', { name: `Selecionar ${ATHLETES[2]}` }).check();
  await page.getByRole('region', { name: 'Seleção' }).getByText('1 matrícula selecionada').waitFor();
  await setOverdueOnly(false);
  await page.getByRole('region', { name: 'Seleção' }).waitFor({ state: 'detached' });
  await setOverdueOnly(true);
  await row(ATHLETES[2]!).getByText('2 vencidas').waitFor();

  await page.getByRole('checkbox', { name: `Selecionar ${ATHLETES[0]}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${ATHLETES[1]}` }).check();
  await page.getByRole('button', { name: 'Processar 2 pagamento(s)' }).click();
  // Nothing is paid before the confirmation says what: each athlete, the instalment and the total.
  const confirm = page.getByRole('alertdialog', { name: 'Processar 2 pagamento(s)?' });
  await confirm.getByText(/Total: R\$\s2\.469,12/).waitFor();
  const planned = confirm.getByRole('list', { name: 'Pagamentos a processar' }).getByRole('listitem');
  expect(await planned.allTextContents()).toEqual([
    expect.stringMatching(new RegExp(`^${ATHLETES[0]} · parcela 1, vence .*R\\$\\s1\\.234,56$`)),
    expect.stringMatching(new RegExp(`^${ATHLETES[1]} · parcela 1, vence .*R\\$\\s1\\.234,56$`)),
  ]);
  await expectNoSeriousA11yViolations(page, 'confirmação do processamento em lote');
  await confirm.getByRole('button', { name: 'Processar 2 pagamento(s)' }).click();
  await page.getByRole('listitem').filter({ has: page.getByText('Pagamento processado com sucesso!', { exact: true }) }).waitFor();

  for (const name of ATHLETES.slice(0, 2)) {
    await row(name).getByText('1 paga').waitFor();
    await row(name).getByText('1 vencida', { exact: true }).waitFor();
  }
  await row(ATHLETES[2]!).getByText('2 vencidas').waitFor();
  expect(await page.getByRole('button', { name: /Processar \d+ pagamento/ }).count()).toBe(0);

  // The open enrolment has its own address: Back returns to the list as it was filtered, with focus
  // on the button that opened it.
  await row(ATHLETES[2]!).getByRole('button', { name: `Ver Financeiro de ${ATHLETES[2]}` }).click();
  await page.getByRole('heading', { level: 2, name: ATHLETES[2] }).waitFor();
  expect(new URL(page.url()).searchParams.get('matricula')).toMatch(/^\d+$/);
  await page.goBack();
  await row(ATHLETES[2]!).getByText('2 vencidas').waitFor();
  expect(await page.getByLabel('Somente faturas vencidas').isChecked()).toBe(true);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Ver Financeiro de ${ATHLETES[2]}`);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`relatorio_financeiro_${todayIn('America/Sao_Paulo')}.csv`);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe('Atleta;Turma;Unidade;Valor;Vencimento;Status;Data Pagamento');
  const today = todayIn('America/Sao_Paulo').split('-').reverse().join('/');
  const firstDue = addDays(todayIn('America/Sao_Paulo'), -45).split('-').reverse().join('/');
  expect(lines).toContain(`${ATHLETES[0]};Futebol Sub-11 Tarde;Unidade Vila Mariana;R$ 1.234,56;${firstDue};Paga;${today}`);
  expect(lines.filter((line) => line.startsWith(ATHLETES[2]!)).length).toBe(4);
});
