import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Role } from '../src/domain/roles';
import { PREFERENCES_STORAGE_KEY } from '../src/web/shell/accessibility/preferences';
import { screenPaths, type Screen } from '../src/web/lib/paths';
import { screenRoles } from '../src/web/lib/screen-access';
import { seriousA11yViolations } from './support/axe';
import { DESKTOP, launchBrowser, PHONE, UI_WAIT_MS } from './support/browser';
import { linkChild } from './support/family';
import { createSchool, enrolMonthly } from './support/school';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './support/session';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 22's walk: every screen each role may open, at 390 px and 1366 px, with the accessibility
 * panel's largest font, must not scroll the page sideways, log a console error or break a serious
 * axe rule. Every finding is collected, so one run lists them all.
 */

let server: RunningServer;
let browser: Browser;
const accounts = new Map<Role, { email: string; senha: string }>();
/**
 * The path of each screen, with its :id filled by a record made in beforeAll; none for the screens
 * left out. A dialog with an address is walked too, by the roles that may open it.
 */
const addresses: { screen: Screen; address: string; dialog?: readonly Role[] }[] = [];

/** Screens reached only with a one-time link (an invitation's token): not a place to walk to. */
const LEFT_OUT: readonly Screen[] = ['invitation'];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await registerAccount(server.baseURL);
  accounts.set('administrador', admin);
  const token = await apiSession(server.baseURL, admin.email, admin.senha);
  const post = <T = { id: number }>(path: string, body: unknown) => apiRequest<T>(server.baseURL, token, 'POST', path, body, 201);
  accounts.set('professor', await registerApprovedAccount(server.baseURL, 'professor', token));
  accounts.set('cliente', await registerAccount(server.baseURL, 'cliente'));
  // An assistente account is made by an administrador: nobody signs up as one.
  const assistente = { nomeCompleto: 'Paula Assistente Rocha', email: 'paula.assistente@escola.com.br', cpf: generateCpf(), senha: 'senha-da-paula-1', tipo: 'assistente' };
  await post('/api/system-users', assistente);
  accounts.set('assistente', assistente);
  const { company, unit, team, athletes } = await createSchool(server.baseURL, token, { athletes: [{ nomeCompleto: 'Bruno Almeida Costa' }] });
  const athlete = athletes[0]!;
  const enrollment = await enrolMonthly(server.baseURL, token, athlete.id, team.id, -20);
  // The school receives by PIX: the finance screens and the family's Início show their PIX buttons.
  await apiRequest(server.baseURL, token, 'PUT', `/api/companies/${company.id}/pix-settings`, { chave: '11.222.333/0001-81', nomeRecebedor: 'Craque do Amanhã', cidade: 'São Paulo' });
  // The family walks its own child's screens.
  const cliente = accounts.get('cliente')!;
  await linkChild(server.baseURL, token, { token: await apiSession(server.baseURL, cliente.email, cliente.senha), email: cliente.email }, athlete.id);
  const news = await post('/api/news', {
    titulo: 'Peneira do Sub-11 no sábado',
    conteudo: 'Traga chuteira e garrafa de água.\nA peneira começa às 9h.',
    categoria: 'Avisos',
    status: 'publicado',
    destaqueHome: true,
  });
  const plan = await post('/api/planos-treino', {
    titulo: 'Rondo 4 contra 2',
    objetivoGeral: 'Manter a posse sob pressão.',
    categoria: 'juvenil',
    modalidade: 'futebol',
    tempoTotalEstimado: 30,
    atividades: [{ ordem: 1, tipo: 'tático', descricao: 'Rondo com dois no meio', nivel: 'intermediário', tempoEstimado: 30 }],
  });

  const opponent = await post('/api/external-teams', { nome: 'Águias do Morumbi', modalidade: 'futebol' });
  const game = await post('/api/games', {
    homeTeamId: team.id,
    awayTeamId: opponent.id,
    dataHora: '2026-11-28T10:00',
    local: 'Ginásio do Ibirapuera',
    natureza: 'amistoso',
  });
  const roster = await post('/api/managed-teams', { nome: 'Seleção Sub-11', categoria: 'sub-11', modalidade: 'futebol', unitId: unit.id, numeroMaximoAtletas: 20 });
  const program = await post('/api/programas-treinamento', { titulo: 'Pré-temporada', situacao: 'ativo' });

  for (const screen of Object.keys(screenPaths) as Screen[]) {
    if (LEFT_OUT.includes(screen)) continue;
    const pattern: string = screenPaths[screen];
    const id = {
      athlete: athlete.id,
      athleteEdit: athlete.id,
      enrollmentFinance: enrollment.id,
      newsItem: news.id,
      plan: plan.id,
      game: game.id,
      roster: roster.id,
      programEdit: program.id,
    }[screen as string];
    if (pattern.includes(':') && id === undefined) continue;
    addresses.push({ screen, address: pattern.replace(/:[a-zA-Z]+/, String(id)) });
  }
  // Lists with their longest choices picked: a long label in a select once pushed the page sideways on a phone.
  addresses.push(
    { screen: 'payments', address: '/gestao-financeira?situacao=em_aberto&vencidas=1' },
    { screen: 'enrollments', address: `/matriculas?status=inativa&turma=${team.id}` },
  );
  const staff: Role[] = ['administrador', 'professor', 'assistente'];
  const everyone: Role[] = [...staff, 'cliente'];
  addresses.push(
    { screen: 'companies', address: `/empresas?ver=${company.id}`, dialog: ['administrador'] },
    { screen: 'companies', address: `/empresas?editar=${company.id}`, dialog: ['administrador'] },
    { screen: 'companies', address: `/empresas?pix=${company.id}`, dialog: ['administrador'] },
    { screen: 'units', address: `/unidades?pix=${unit.id}`, dialog: ['administrador'] },
    { screen: 'units', address: `/unidades?ver=${unit.id}`, dialog: staff },
    { screen: 'units', address: `/unidades?editar=${unit.id}`, dialog: staff },
    { screen: 'teams', address: `/turmas?ver=${team.id}`, dialog: staff },
    { screen: 'teams', address: `/turmas?editar=${team.id}`, dialog: staff },
    { screen: 'enrollments', address: `/matriculas?ver=${enrollment.id}`, dialog: everyone },
    { screen: 'enrollments', address: `/matriculas?historico=${enrollment.id}`, dialog: everyone },
    { screen: 'enrollments', address: `/matriculas?editar=${enrollment.id}`, dialog: ['administrador'] },
  );
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** What is wrong with the page as it stands: sideways scroll (of the page or an open dialog) and serious axe violations. */
async function findings(page: Page): Promise<string[]> {
  const found: string[] = [];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 1) found.push(`rolagem lateral de ${overflow} px`);
  const dialogOverflow = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!dialog) return 0;
    const box = dialog.getBoundingClientRect();
    return Math.max(dialog.scrollWidth - dialog.clientWidth, box.right - window.innerWidth, -box.left);
  });
  if (dialogOverflow > 1) found.push(`o diálogo passa da largura em ${Math.round(dialogOverflow)} px`);
  found.push(...(await seriousA11yViolations(page)));
  return found;
}

const roles: Role[] = ['administrador', 'professor', 'assistente', 'cliente'];

test.each(roles)('every screen of the %s at both widths and the largest font', async (role) => {
  const account = accounts.get(role)!;
  const problems: string[] = [];
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ baseURL: server.baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [PREFERENCES_STORAGE_KEY, JSON.stringify({ fontSize: 'extra-large' })],
    );
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    await signInPage(page, server.baseURL, account.email, account.senha);
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${viewport.width}px ${current}: erro no console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${viewport.width}px ${current}: ${error.message}`));

    for (const { screen, address, dialog } of addresses) {
      if (!(screenRoles[screen] as readonly Role[]).includes(role)) continue;
      if (dialog && !dialog.includes(role)) continue;
      current = address;
      await page.goto(address);
      const titled = await page
        // An open dialog hides the page from assistive technology, its title included.
        .getByRole('heading', { level: 1, includeHidden: true })
        .first()
        .waitFor({ timeout: 10_000 })
        .then(() => true)
        .catch(() => false);
      if (!titled) {
        problems.push(`${viewport.width}px ${address}: a tela não mostrou seu título (h1)`);
        continue;
      }
      await page.waitForLoadState('networkidle');
      if (await page.getByRole('heading', { level: 1, name: /não encontrada/i }).count()) problems.push(`${viewport.width}px ${address}: página não encontrada`);
      if (dialog && !(await page.getByRole('dialog').count())) problems.push(`${viewport.width}px ${address}: o diálogo não abriu`);
      for (const finding of await findings(page)) problems.push(`${viewport.width}px ${address}: ${finding}`);
    }
    await context.close();
  }
  expect(problems).toEqual([]);
}, 600_000);
