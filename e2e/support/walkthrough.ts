import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { roles, type Role } from '../../src/domain/roles';
import { PREFERENCES_STORAGE_KEY } from '../../src/web/shell/accessibility/preferences';
import { screenPaths, type Screen } from '../../src/web/lib/paths';
import { screenRoles } from '../../src/web/lib/screen-access';
import { seriousA11yViolations } from './axe';
import { DESKTOP, launchBrowser, PHONE, UI_WAIT_MS } from './browser';
import { linkChild } from './family';
import { createSchool, enrolMonthly } from './school';
import { apiRequest, apiSession, registerAccount, registerApprovedAccount, signInPage } from './session';
import { startServer, type RunningServer } from './server';

/**
 * The walk (docs/testing.md): every screen each role may open, at 390 px and 1366 px, with the
 * accessibility panel's largest font, must not scroll the page sideways, log a console error or
 * break a serious axe rule. Every finding is collected, so one run lists them all.
 *
 * The screens are walked in four files, one per part of the school, so the two test workers share
 * the walk. Each screen belongs to exactly one part (the type makes a new screen choose one), or is
 * left out for a reason.
 */
export type WalkPart = 'pessoas' | 'financeiro' | 'escola' | 'competicoes-e-noticias';

const partOf: Record<Screen, WalkPart | 'left out: reached only with a one-time link (an invitation token)'> = {
  home: 'pessoas',
  myFamily: 'pessoas',
  attendance: 'pessoas',
  invitation: 'left out: reached only with a one-time link (an invitation token)',
  athletes: 'pessoas',
  athletesView: 'pessoas',
  athlete: 'pessoas',
  athleteEdit: 'pessoas',
  accessRequests: 'pessoas',
  users: 'pessoas',
  audit: 'pessoas',
  myPrivacy: 'pessoas',
  privacyPolicy: 'pessoas',
  apiTokens: 'pessoas',
  enrollments: 'financeiro',
  payments: 'financeiro',
  enrollmentFinance: 'financeiro',
  ledger: 'financeiro',
  reconciliation: 'financeiro',
  reports: 'financeiro',
  companies: 'escola',
  units: 'escola',
  teams: 'escola',
  activities: 'escola',
  plan: 'escola',
  plansBrowse: 'escola',
  programs: 'escola',
  programEdit: 'escola',
  schedule: 'escola',
  games: 'competicoes-e-noticias',
  game: 'competicoes-e-noticias',
  championships: 'competicoes-e-noticias',
  rosters: 'competicoes-e-noticias',
  roster: 'competicoes-e-noticias',
  news: 'competicoes-e-noticias',
  newsItem: 'competicoes-e-noticias',
  newsAdmin: 'competicoes-e-noticias',
};

/** The app shell's header and side navigation (app-shell.tsx), not a header or aside of the page's own content. */
const SHELL = ':is(header, aside):not(main *, [role="dialog"] *)';

interface Address {
  screen: Screen;
  address: string;
  /** A dialog with an address, walked by the roles that may open it. */
  dialog?: readonly Role[];
}

/** Registers the walk of one part: a school with one of everything, then one test per role. */
export function walkthrough(part: WalkPart) {
  let server: RunningServer;
  let browser: Browser;
  const accounts = new Map<Role, { email: string; senha: string }>();
  let addresses: Address[] = [];
  /** The renderings of the page's own content already checked with axe, per width: another role seeing the same DOM is not checked again. */
  const checked = new Map<number, Set<string>>();

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    addresses = (await schoolWithOneOfEverything(server.baseURL, accounts)).filter(({ screen }) => partOf[screen] === part);
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.dispose();
  });

  // The administrador first: the widest set of screens, whose renderings the other roles often share.
  test.each(roles)(`every screen of "${part}" for the %s at both widths and the largest font`, async (role) => {
    const problems: string[] = [];
    for (const viewport of [PHONE, DESKTOP]) {
      const seen = checked.get(viewport.width) ?? new Set<string>();
      checked.set(viewport.width, seen);
      const context = await signedInContext(browser, server.baseURL, viewport, accounts.get(role)!);
      problems.push(...(await walk(context, role, addresses, seen)).map((problem) => `${viewport.width}px ${problem}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);
}

async function signedInContext(browser: Browser, baseURL: string, viewport: { width: number; height: number }, account: { email: string; senha: string }) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [PREFERENCES_STORAGE_KEY, JSON.stringify({ fontSize: 'extra-large' })],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(UI_WAIT_MS);
  await signInPage(page, baseURL, account.email, account.senha);
  return context;
}

/** How long no request may be in flight for a screen to count as loaded. */
const QUIET_MS = 100;

/** The role's walk through the addresses at the context's width: what is wrong, one line each. */
async function walk(context: BrowserContext, role: Role, addresses: Address[], seen: Set<string>) {
  const page = context.pages()[0]!;
  const problems: string[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: erro no console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: ${error.message}`));
  let shellChecked = false;
  // The screen's requests, followed: Playwright's networkidle waits 500 ms after the last one, a
  // third of the walk's time; a request that follows an answer starts within milliseconds of it.
  let inFlight = 0;
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', () => (inFlight -= 1));
  page.on('requestfailed', () => (inFlight -= 1));
  const quietNetwork = async () => {
    const deadline = Date.now() + UI_WAIT_MS;
    for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS; ) {
      if (Date.now() > deadline) throw new Error(`${current}: ainda há ${inFlight} pedidos em andamento após ${UI_WAIT_MS / 1000} s`);
      await page.waitForTimeout(QUIET_MS / 5);
      if (inFlight > 0) quietSince = Date.now();
    }
  };
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
      problems.push(`${address}: a tela não mostrou seu título (h1)`);
      continue;
    }
    await quietNetwork();
    if (await page.getByRole('heading', { level: 1, name: /não encontrada/i }).count()) problems.push(`${address}: página não encontrada`);
    if (dialog && !(await page.getByRole('dialog').count())) problems.push(`${address}: o diálogo não abriu`);
    for (const finding of await overflow(page)) problems.push(`${address}: ${finding}`);
    // The header and side navigation depend on the role alone: checked whole on the role's first
    // screen at this width. After that, axe checks the page without them, once per distinct DOM.
    const rendering = await contentRendering(page);
    if (shellChecked && seen.has(rendering)) continue;
    seen.add(rendering);
    for (const violation of await seriousA11yViolations(page, shellChecked ? { exclude: [SHELL] } : {})) {
      problems.push(`${address} (${role}): ${violation}`);
    }
    shellChecked = true;
  }
  return problems;
}

/** Sideways scroll of the page or of an open dialog. */
async function overflow(page: Page): Promise<string[]> {
  const found: string[] = [];
  const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (pageOverflow > 1) found.push(`rolagem lateral de ${pageOverflow} px`);
  const dialogOverflow = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]');
    if (!dialog) return 0;
    const box = dialog.getBoundingClientRect();
    return Math.max(dialog.scrollWidth - dialog.clientWidth, box.right - window.innerWidth, -box.left);
  });
  if (dialogOverflow > 1) found.push(`o diálogo passa da largura em ${Math.round(dialogOverflow)} px`);
  return found;
}

/**
 * The page as axe would judge it, without the shell: the title and everything in body but the
 * header and side navigation, with React's generated ids (which differ by render order) made equal.
 */
function contentRendering(page: Page) {
  return page.evaluate((shell) => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(shell).forEach((element) => element.remove());
    return `${document.title}\n${copy.outerHTML.replace(/(«r[0-9a-z]+»|:r[0-9a-z]+:)/g, 'r')}`;
  }, SHELL);
}

/**
 * A school with one of everything a screen shows, and an account per role (the cliente linked to
 * the athlete): the address of each screen, with its :id filled in, and of the dialogs with one.
 */
async function schoolWithOneOfEverything(baseURL: string, accounts: Map<Role, { email: string; senha: string }>): Promise<Address[]> {
  const admin = await registerAccount(baseURL);
  accounts.set('administrador', admin);
  const token = await apiSession(baseURL, admin.email, admin.senha);
  const post = <T = { id: number }>(path: string, body: unknown) => apiRequest<T>(baseURL, token, 'POST', path, body, 201);
  accounts.set('professor', await registerApprovedAccount(baseURL, 'professor', token));
  accounts.set('cliente', await registerAccount(baseURL, 'cliente'));
  // An assistente account is made by an administrador: nobody signs up as one.
  const assistente = { nomeCompleto: 'Paula Assistente Rocha', email: 'paula.assistente@escola.com.br', cpf: generateCpf(), senha: 'senha-da-paula-1', tipo: 'assistente' };
  await post('/api/system-users', assistente);
  accounts.set('assistente', assistente);
  const { company, unit, team, athletes } = await createSchool(baseURL, token, { athletes: [{ nomeCompleto: 'Bruno Almeida Costa' }] });
  const athlete = athletes[0]!;
  const enrollment = await enrolMonthly(baseURL, token, athlete.id, team.id, -20);
  // The school receives by PIX: the finance screens and the family's Início show their PIX buttons.
  await apiRequest(baseURL, token, 'PUT', `/api/companies/${company.id}/pix-settings`, { chave: '11.222.333/0001-81', nomeRecebedor: 'Craque do Amanhã', cidade: 'São Paulo' });
  // The family walks its own child's screens.
  const cliente = accounts.get('cliente')!;
  await linkChild(baseURL, token, { token: await apiSession(baseURL, cliente.email, cliente.senha), email: cliente.email }, athlete.id);
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

  const ids: Partial<Record<Screen, number>> = {
    athlete: athlete.id,
    athleteEdit: athlete.id,
    enrollmentFinance: enrollment.id,
    newsItem: news.id,
    plan: plan.id,
    game: game.id,
    roster: roster.id,
    programEdit: program.id,
  };
  const addresses: Address[] = [];
  for (const screen of Object.keys(screenPaths) as Screen[]) {
    if (partOf[screen].startsWith('left out')) continue;
    const pattern: string = screenPaths[screen];
    const id = ids[screen];
    if (pattern.includes(':') && id === undefined) throw new Error(`A tela ${screen} tem um :id, mas a caminhada não criou um registro para ela.`);
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
    { screen: 'companies', address: `/empresas?banco=${company.id}`, dialog: ['administrador'] },
    { screen: 'units', address: `/unidades?banco=${unit.id}`, dialog: ['administrador'] },
    { screen: 'units', address: `/unidades?ver=${unit.id}`, dialog: staff },
    { screen: 'units', address: `/unidades?editar=${unit.id}`, dialog: staff },
    { screen: 'teams', address: `/turmas?ver=${team.id}`, dialog: staff },
    { screen: 'teams', address: `/turmas?editar=${team.id}`, dialog: staff },
    { screen: 'enrollments', address: `/matriculas?ver=${enrollment.id}`, dialog: everyone },
    { screen: 'enrollments', address: `/matriculas?historico=${enrollment.id}`, dialog: everyone },
    { screen: 'enrollments', address: `/matriculas?editar=${enrollment.id}`, dialog: ['administrador'] },
  );
  return addresses;
}
