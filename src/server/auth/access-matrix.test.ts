import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { roles, type Role } from '@domain/roles';
import { API_TOKEN_NOT_ALLOWED } from './guard';
import { linkGuardian, makeAthlete, makeCompany, makeEnrollment, makeInstalment, makeTeam, makeUnit, signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * The authorization matrix, written from the spec's role tables (spec 1 §2.2, spec 2 §2.1 and §6,
 * docs/architecture.md "API conventions") independently of the route declarations: every API route
 * the app registers must be listed here with who may call it, and must answer accordingly. A new
 * route without a line here fails CI.
 */
const PUBLIC = 'public' as const;
const ALL: readonly Role[] = ['administrador', 'professor', 'assistente', 'cliente'];
const FAMILY_AND_STAFF: readonly Role[] = ['administrador', 'professor', 'cliente'];
const STAFF: readonly Role[] = ['administrador', 'professor'];
const ADMIN: readonly Role[] = ['administrador'];
const ALL_STAFF: readonly Role[] = ['administrador', 'professor', 'assistente'];
const FAMILY: readonly Role[] = ['cliente'];

const expected: Record<string, typeof PUBLIC | readonly Role[]> = {
  // Session and public pages.
  'GET /api/health': PUBLIC,
  'GET /api/openapi.json': PUBLIC,
  'POST /api/auth/register': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'GET /api/auth/me': ALL,
  'POST /api/auth/password-reset/request': PUBLIC,
  'POST /api/auth/password-reset/validate': PUBLIC,
  'POST /api/auth/password-reset/confirm': PUBLIC,
  'POST /api/quick-register': PUBLIC,
  'GET /api/privacy/controllers': PUBLIC,

  // Empresas: administrador only.
  'GET /api/companies': ADMIN,
  'GET /api/companies/:id': ADMIN,
  'POST /api/companies': ADMIN,
  'PUT /api/companies/:id': ADMIN,
  'PATCH /api/companies/:id/deactivate': ADMIN,
  'PATCH /api/companies/:id/reactivate': ADMIN,

  // Unidades and Turmas: administrador and professor.
  'GET /api/units': STAFF,
  'GET /api/units/company-options': STAFF,
  'GET /api/units/:id': STAFF,
  'POST /api/units': STAFF,
  'PUT /api/units/:id': STAFF,
  'PATCH /api/units/:id/deactivate': STAFF,
  'PATCH /api/units/:id/reactivate': STAFF,
  'GET /api/teams': STAFF,
  'GET /api/teams/:id': STAFF,
  'POST /api/teams': STAFF,
  'PUT /api/teams/:id': STAFF,
  'PATCH /api/teams/:id/deactivate': STAFF,
  'PATCH /api/teams/:id/reactivate': STAFF,
  'DELETE /api/teams/:id': STAFF,

  // Chamada (ADR 0017): every staff role takes the roll; the alert limit is the administrador's.
  'GET /api/attendance/day': ALL_STAFF,
  'GET /api/teams/:id/sessions': ALL_STAFF,
  'GET /api/teams/:id/sessions/:data/attendance': ALL_STAFF,
  'PUT /api/teams/:id/sessions/:data/attendance': ALL_STAFF,
  'POST /api/teams/:id/sessions/:data/cancel': ALL_STAFF,
  'DELETE /api/teams/:id/sessions/:data/cancel': ALL_STAFF,
  'GET /api/attendance/dropout-risk': ALL_STAFF,
  'GET /api/attendance-settings': ALL_STAFF,
  'PUT /api/attendance-settings': ADMIN,

  // Gestão de Usuários: administrador only.
  'GET /api/system-users': ADMIN,
  'POST /api/system-users': ADMIN,
  'PATCH /api/system-users/:id/inactivate': ADMIN,
  'PATCH /api/system-users/:id/reactivate': ADMIN,
  'PATCH /api/system-users/:id/reset-password': ADMIN,
  'PATCH /api/system-users/:id/approve': ADMIN,
  'PATCH /api/system-users/:id/refuse': ADMIN,

  // Atletas, Matrículas, Pagamentos: families read their own; staff manage; deleting is the administrador's.
  'GET /api/athletes': FAMILY_AND_STAFF,
  'GET /api/athletes/:id': FAMILY_AND_STAFF,
  'GET /api/athletes/:id/photo': FAMILY_AND_STAFF,
  'POST /api/athletes': STAFF,
  'PUT /api/athletes/:id': STAFF,
  'PATCH /api/athletes/:id/inactivate': STAFF,
  'PATCH /api/athletes/:id/reactivate': STAFF,
  'DELETE /api/athletes/:id': ADMIN,
  'GET /api/search': FAMILY_AND_STAFF,
  'GET /api/enrollments': FAMILY_AND_STAFF,
  'GET /api/enrollments/:id': FAMILY_AND_STAFF,
  'POST /api/enrollments': STAFF,
  'PATCH /api/enrollments/:id': ADMIN,
  'PATCH /api/enrollments/:id/deactivate': ADMIN,
  'PATCH /api/enrollments/:id/reactivate': ADMIN,
  'GET /api/enrollments/:id/team-changes': FAMILY_AND_STAFF,
  'GET /api/enrollments/:id/payment-changes': FAMILY_AND_STAFF,
  'GET /api/enrollments-with-payments': FAMILY_AND_STAFF,
  'GET /api/enrollments-with-payments/export': FAMILY_AND_STAFF,
  'GET /api/enrollments-with-payments/athlete/:id': FAMILY_AND_STAFF,
  'GET /api/enrollments-with-payments/:id': FAMILY_AND_STAFF,
  'GET /api/monthly-payments/:id': FAMILY_AND_STAFF,
  'PATCH /api/monthly-payments/:id/process': STAFF,
  'PATCH /api/monthly-payments/:id/cancel': STAFF,
  'GET /api/monthly-payments/:id/pix': FAMILY_AND_STAFF,
  'GET /api/monthly-payments/:id/receipt': FAMILY_AND_STAFF,

  // PIX settings: administrador only.
  'GET /api/companies/:id/pix-settings': ADMIN,
  'PUT /api/companies/:id/pix-settings': ADMIN,
  'GET /api/units/:id/pix-settings': ADMIN,
  'PUT /api/units/:id/pix-settings': ADMIN,
  'DELETE /api/units/:id/pix-settings': ADMIN,
  'POST /api/family/pix-charges': FAMILY,
  'GET /api/pix-charges': STAFF,
  'POST /api/pix-charges/:id/settle': STAFF,
  'POST /api/family/payment-claims': FAMILY,
  'GET /api/payment-claims': STAFF,
  'GET /api/payment-claims/:id/comprovante': STAFF,
  'POST /api/payment-claims/:id/confirm': STAFF,
  'POST /api/payment-claims/:id/refuse': STAFF,
  'GET /api/units/:id/pix-settings/effective': ADMIN,
  'GET /api/companies/:id/late-fee-settings': ADMIN,
  'PUT /api/companies/:id/late-fee-settings': ADMIN,
  'GET /api/units/:id/late-fee-settings': ADMIN,
  'PUT /api/units/:id/late-fee-settings': ADMIN,
  'DELETE /api/units/:id/late-fee-settings': ADMIN,
  'GET /api/units/:id/late-fee-settings/effective': ADMIN,
  'GET /api/companies/:id/bank-connection': ADMIN,
  'PUT /api/companies/:id/bank-connection': ADMIN,
  'DELETE /api/companies/:id/bank-connection': ADMIN,
  'POST /api/companies/:id/bank-connection/test': ADMIN,
  'GET /api/monthly-payments/:id/pix-refunds': ADMIN,
  'POST /api/monthly-payments/:id/pix-refunds': ADMIN,
  'GET /api/units/:id/bank-connection': ADMIN,
  'PUT /api/units/:id/bank-connection': ADMIN,
  'DELETE /api/units/:id/bank-connection': ADMIN,
  'POST /api/units/:id/bank-connection/test': ADMIN,

  // The scheduled backups' status, on the administrador's Início.
  'GET /api/backups/status': ADMIN,

  // Cobrança: the régua is the administrador's; WhatsApp, history and opt-outs are staff's; a family switches its own reminders.
  'GET /api/reminder-settings': ADMIN,
  'PUT /api/reminder-settings': ADMIN,
  'GET /api/enrollments/:id/dunning': STAFF,
  'GET /api/reminders/unreachable': STAFF,
  'POST /api/monthly-payments/:id/whatsapp': STAFF,
  'POST /api/enrollments/:id/whatsapp': STAFF,
  'GET /api/reminder-opt-outs': STAFF,
  'PUT /api/reminder-opt-outs': STAFF,
  'GET /api/family/reminders': FAMILY,
  'PUT /api/family/reminders': FAMILY,
  // The link in each reminder e-mail: its token is the credential (RFC 8058 one-click unsubscribe).
  'GET /api/reminders/unsubscribe/:token': PUBLIC,
  'POST /api/reminders/unsubscribe/:token': PUBLIC,
  // The bank's webhook: its token picks the connection, and each Pix is read back from the bank.
  'POST /api/bank-webhooks/:token/pix': PUBLIC,

  // Conciliação bancária: administrador and professor, like taking a payment.
  'POST /api/bank-statements': STAFF,
  'GET /api/bank-statements/lines': STAFF,
  'GET /api/bank-statements/lines/:id/options': STAFF,
  'POST /api/bank-statements/lines/:id/confirm': STAFF,
  'POST /api/bank-statements/lines/:id/ignore': STAFF,
  'POST /api/bank-statements/lines/:id/restore': STAFF,
  'POST /api/bank-statements/lines/ignore': STAFF,
  'POST /api/bank-statements/pix': STAFF,
  'GET /api/bank-statements/rules': STAFF,
  'POST /api/bank-statements/rules': STAFF,
  'DELETE /api/bank-statements/rules/:id': STAFF,

  // Controle Financeiro and Relatórios: administrador and professor.
  'GET /api/financial-records': STAFF,
  'GET /api/financial-records/export': STAFF,
  'GET /api/financial-records/:id': STAFF,
  'POST /api/financial-records': STAFF,
  'PATCH /api/financial-records/:id': STAFF,
  'DELETE /api/financial-records/:id': STAFF,
  'GET /api/categories': STAFF,
  'POST /api/categories': STAFF,
  'PATCH /api/categories/:id/deactivate': STAFF,
  'PATCH /api/categories/:id/reactivate': STAFF,
  'DELETE /api/categories/:id': STAFF,
  'GET /api/subcategories': STAFF,
  'POST /api/subcategories': STAFF,
  'PATCH /api/subcategories/:id/deactivate': STAFF,
  'PATCH /api/subcategories/:id/reactivate': STAFF,
  'DELETE /api/subcategories/:id': STAFF,
  'GET /api/reports/summary': STAFF,
  'GET /api/reports/athletes': STAFF,
  'GET /api/reports/teams': STAFF,
  'GET /api/reports/enrollments': STAFF,
  'GET /api/reports/finance': STAFF,
  'GET /api/reports/export': STAFF,
  // Frequência (ADR 0017): the athlete's, like the athlete record; by team and unit, like the other reports.
  'GET /api/athletes/:id/attendance': FAMILY_AND_STAFF,
  'GET /api/reports/attendance': STAFF,

  // Notícias: every signed-in role reads what is published; management is the administrador's.
  'GET /api/news/published': ALL,
  'GET /api/news/featured': ALL,
  'GET /api/news/:id': ALL,
  'GET /api/news/:id/image': ALL,
  'POST /api/news/:id/view': ALL,
  'GET /api/news': ADMIN,
  'POST /api/news': ADMIN,
  'PATCH /api/news/:id': ADMIN,
  'POST /api/news/:id/publish': ADMIN,
  'POST /api/news/:id/cancel': ADMIN,
  'DELETE /api/news/:id': ADMIN,

  // Planos de treino: everyone browses active plans; management, favourites and programs are staff's.
  'GET /api/planos-treino': ALL,
  'GET /api/planos-treino/:id': ALL,
  'GET /api/planos-treino/:id/atividades': ALL,
  'POST /api/planos-treino': STAFF,
  'PATCH /api/planos-treino/:id': STAFF,
  'DELETE /api/planos-treino/:id': STAFF,
  'PATCH /api/planos-treino/:id/favorito': STAFF,
  'GET /api/atividades': STAFF,
  'GET /api/programas-treinamento': STAFF,
  'GET /api/programas-treinamento/:id': STAFF,
  'POST /api/programas-treinamento': STAFF,
  'PUT /api/programas-treinamento/:id': STAFF,
  'DELETE /api/programas-treinamento/:id': STAFF,
  'POST /api/programas-treinamento/:id/atividades': STAFF,
  'POST /api/programas-treinamento/:id/atividades/lote': STAFF,
  'DELETE /api/programas-treinamento/:id/atividades/:activityId': STAFF,
  'PATCH /api/programas-treinamento/:id/atividades/reorder': STAFF,
  'GET /api/cronograma': STAFF,
  'POST /api/cronograma': STAFF,
  'PUT /api/cronograma/:id': STAFF,
  'PATCH /api/cronograma/:id/status': STAFF,
  'DELETE /api/cronograma/:id': STAFF,

  // Jogos and Campeonatos (spec 2 §6): anyone signed in views; administrador and professor change.
  'GET /api/championships': ALL,
  'GET /api/championships/options': ALL,
  'GET /api/championships/:id': ALL,
  'POST /api/championships': STAFF,
  'PUT /api/championships/:id': STAFF,
  'DELETE /api/championships/:id': STAFF,
  'GET /api/games': ALL,
  'GET /api/games/:id': ALL,
  'POST /api/games': STAFF,
  'PUT /api/games/:id': STAFF,
  'DELETE /api/games/:id': STAFF,
  'GET /api/games/:id/lineup': ALL,
  'GET /api/games/:id/lineup/candidates': STAFF,
  'POST /api/games/:id/lineup': STAFF,
  'PUT /api/games/:id/lineup/:lineupId': STAFF,
  'DELETE /api/games/:id/lineup/:lineupId': STAFF,
  'GET /api/games/:id/events': ALL,
  'POST /api/games/:id/events': STAFF,
  'PUT /api/games/:id/events/:eventId': STAFF,
  'DELETE /api/games/:id/events/:eventId': STAFF,
  'GET /api/games/:id/stats': ALL,
  'PUT /api/games/:id/stats/:athleteId': STAFF,
  // Convocação (docs/attendance-and-calendars.md): staff who change games call athletes up; a
  // family answers its children's.
  'GET /api/games/:id/callups': STAFF,
  'POST /api/games/:id/callups': STAFF,
  'DELETE /api/games/:id/callups/:callupId': STAFF,
  'GET /api/family/callups': FAMILY,
  'PUT /api/family/callups/:id': FAMILY,
  'GET /api/external-teams': STAFF,
  'GET /api/external-teams/:id': STAFF,
  'POST /api/external-teams': STAFF,
  'PUT /api/external-teams/:id': STAFF,

  // Gestão de Equipes: administrador and professor.
  'GET /api/managed-teams': STAFF,
  'GET /api/managed-teams/:id': STAFF,
  'POST /api/managed-teams': STAFF,
  'DELETE /api/managed-teams/:id': STAFF,
  'GET /api/managed-teams/:id/athletes': STAFF,
  'GET /api/managed-teams/:id/available-athletes': STAFF,
  'GET /api/managed-teams/:id/history': STAFF,
  'POST /api/managed-teams/:id/athletes': STAFF,
  'PUT /api/managed-teams/:id/athletes/:athleteId': STAFF,
  'PUT /api/managed-teams/:id/athletes/:athleteId/toggle-status': STAFF,
  'DELETE /api/managed-teams/:id/athletes/:athleteId': STAFF,

  // Auditoria and LGPD: each user manages their own consents and data; data subject requests are the administrador's.
  'GET /api/audit-log': ADMIN,
  // Family access: the school's staff, assistente included, link families; families
  // use their portal; the guardian opens an invitation before having an account.
  'GET /api/athletes/:id/guardians': ALL_STAFF,
  'POST /api/athletes/:id/invitations': ALL_STAFF,
  'DELETE /api/athletes/:id/invitations/:invitationId': ALL_STAFF,
  'DELETE /api/athletes/:id/guardians/:userId': ALL_STAFF,
  'GET /api/invitations/:token': PUBLIC,
  'POST /api/invitations/:token/accept': PUBLIC,
  'POST /api/family/access-requests': FAMILY,
  'GET /api/access-requests': ALL_STAFF,
  'POST /api/access-requests/:id/approve': ALL_STAFF,
  'POST /api/access-requests/:id/refuse': ALL_STAFF,
  'GET /api/pending-counts': ALL_STAFF,
  'GET /api/family/home': FAMILY,
  'GET /api/family': FAMILY,
  'PATCH /api/family/athletes/:id/contact': FAMILY,
  // A family's absence notices.
  'POST /api/family/absence-notices': FAMILY,
  'DELETE /api/family/absence-notices/:id': FAMILY,

  'GET /api/privacy/me': ALL,
  'POST /api/privacy/consents': ALL,
  'PATCH /api/privacy/consents/:id/revoke': ALL,
  'GET /api/privacy/me/export': ALL,
  'GET /api/privacy/athletes/:id/consents': STAFF,
  'GET /api/privacy/athletes/:id/export': ADMIN,
  'POST /api/privacy/athletes/:id/anonymize': ADMIN,

  // Calendários (ADR 0016): staff keep a team's address, a family its own; the address itself needs no session.
  'POST /api/teams/:id/calendar-feed': STAFF,
  'POST /api/teams/:id/calendar-feed/renew': STAFF,
  'DELETE /api/teams/:id/calendar-feed': STAFF,
  'POST /api/family/calendar-feed': FAMILY,
  'POST /api/family/calendar-feed/renew': FAMILY,
  'DELETE /api/family/calendar-feed': FAMILY,
  'GET /api/calendar/:token.ics': PUBLIC,

  // Tokens de API: each administrador manages their own, and sees and revokes every one of the school.
  'GET /api/api-tokens': ADMIN,
  'POST /api/api-tokens': ADMIN,
  'DELETE /api/api-tokens/:id': ADMIN,
  'GET /api/api-tokens/school': ADMIN,
  'DELETE /api/api-tokens/school/:id': ADMIN,

  // Lista de presença: every staff role, as the Chamada.
  'GET /api/teams/:id/attendance-list': ALL_STAFF,
};

/**
 * What no API token may do, whatever its scope (ADR 0012), written here apart from the guard's list:
 * whatever grants a person access (sessions, passwords, accounts, family links), changes where the
 * money goes, or touches tokens, calendar addresses or consents. An `escrita` token gets 403 on
 * each of these and may call every other route its administrador may.
 */
const NEVER_BY_API_TOKEN = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/password-reset/request',
  'POST /api/auth/password-reset/validate',
  'POST /api/auth/password-reset/confirm',
  'POST /api/system-users',
  'PATCH /api/system-users/:id/inactivate',
  'PATCH /api/system-users/:id/reactivate',
  'PATCH /api/system-users/:id/reset-password',
  'PATCH /api/system-users/:id/approve',
  'PATCH /api/system-users/:id/refuse',
  'POST /api/athletes/:id/invitations',
  'DELETE /api/athletes/:id/invitations/:invitationId',
  'POST /api/invitations/:token/accept',
  'POST /api/family/access-requests',
  'POST /api/access-requests/:id/approve',
  'POST /api/access-requests/:id/refuse',
  'PUT /api/companies/:id/pix-settings',
  'PUT /api/units/:id/pix-settings',
  'DELETE /api/units/:id/pix-settings',
  'GET /api/companies/:id/bank-connection',
  'PUT /api/companies/:id/bank-connection',
  'DELETE /api/companies/:id/bank-connection',
  'POST /api/companies/:id/bank-connection/test',
  'GET /api/units/:id/bank-connection',
  'PUT /api/units/:id/bank-connection',
  'DELETE /api/units/:id/bank-connection',
  'POST /api/units/:id/bank-connection/test',
  // Money leaving the school: a person decides a devolução.
  'POST /api/monthly-payments/:id/pix-refunds',
  'GET /api/api-tokens',
  'POST /api/api-tokens',
  'DELETE /api/api-tokens/:id',
  'GET /api/api-tokens/school',
  'DELETE /api/api-tokens/school/:id',
  'POST /api/teams/:id/calendar-feed',
  'POST /api/teams/:id/calendar-feed/renew',
  'DELETE /api/teams/:id/calendar-feed',
  'POST /api/family/calendar-feed',
  'POST /api/family/calendar-feed/renew',
  'DELETE /api/family/calendar-feed',
  'POST /api/privacy/consents',
  'PATCH /api/privacy/consents/:id/revoke',
  'POST /api/quick-register',
]);

let ctx: TestContext;
let sessions: Record<Role, Record<string, string>>;
let writeToken: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  sessions = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, (await signedIn(ctx.db, role)).headers]))) as typeof sessions;
  const created = await ctx.app.inject({ method: 'POST', url: '/api/api-tokens', headers: sessions.administrador, payload: { nome: 'Script da matriz', escopo: 'escrita' } });
  writeToken = { authorization: `Bearer ${created.json().token}` };
});
afterAll(() => ctx.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
// An id nothing has: an allowed caller gets past the guard and then 400/404, and nothing is changed.
const concrete = (url: string) => url.replace(/:(\w+)/g, '999999');

test('every registered route is in the matrix, with the access the spec gives it', () => {
  const declared = Object.fromEntries(ctx.app.routeTable.map((route) => [key(route), route.access]));
  expect(Object.keys(declared).filter((route) => !(route in expected)), 'rotas sem linha na matriz').toEqual([]);
  expect(Object.keys(expected).filter((route) => !(route in declared)), 'linhas da matriz sem rota').toEqual([]);
  for (const [route, access] of Object.entries(expected)) expect(declared[route], route).toEqual(access);
});

test('each route answers each role, and no session, as the matrix says', async () => {
  for (const route of ctx.app.routeTable) {
    const access = expected[key(route)];
    const url = concrete(route.url);
    const method = route.method as 'GET';
    const anonymous = await ctx.app.inject({ method, url });
    if (access === PUBLIC) expect([401, 403], `${key(route)} sem sessão`).not.toContain(anonymous.statusCode);
    else expect(anonymous.statusCode, `${key(route)} sem sessão`).toBe(401);
    if (access === PUBLIC) continue;
    for (const role of roles) {
      const res = await ctx.app.inject({ method, url, headers: sessions[role] });
      if (access!.includes(role)) expect([401, 403], `${key(route)} como ${role}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${key(route)} como ${role}`).toBe(403);
      expect(res.statusCode, `${key(route)} como ${role}`).toBeLessThan(500);
    }
  }
});

test('an escrita API token is refused, with the reason, exactly the routes on the never-list', async () => {
  const refused: string[] = [];
  for (const route of ctx.app.routeTable) {
    const access = expected[key(route)];
    const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: writeToken });
    expect(res.statusCode, `${key(route)} com token`).toBeLessThan(500);
    if (res.statusCode === 403 && res.json().message === API_TOKEN_NOT_ALLOWED) refused.push(key(route));
    else if (access === PUBLIC || access!.includes('administrador')) expect([401, 403], `${key(route)} com token`).not.toContain(res.statusCode);
  }
  expect(refused.sort()).toEqual([...NEVER_BY_API_TOKEN].sort());
});

describe("a cliente asking for another family's records gets 404, as if they did not exist", () => {
  test('athletes, their photos, enrolments, their histories, instalments and finance pages', async () => {
    const unitId = (await makeUnit(ctx.db, (await makeCompany(ctx.db))!.id))!.id;
    const teamId = (await makeTeam(ctx.db, unitId))!.id;
    const family = async () => {
      const { user, headers } = await signedIn(ctx.db, 'cliente');
      const athlete = await makeAthlete(ctx.db);
      await linkGuardian(ctx.db, athlete!.id, user!.id);
      const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
      const instalment = await makeInstalment(ctx.db, enrollment!.id);
      return { headers, athlete: athlete!.id, enrollment: enrollment!.id, instalment: instalment!.id };
    };
    const [mine, theirs] = [await family(), await family()];
    const urls = (f: typeof mine) => [
      `/api/athletes/${f.athlete}`,
      `/api/athletes/${f.athlete}/photo`,
      `/api/enrollments/${f.enrollment}`,
      `/api/enrollments/${f.enrollment}/team-changes`,
      `/api/enrollments/${f.enrollment}/payment-changes`,
      `/api/enrollments-with-payments/athlete/${f.athlete}`,
      `/api/enrollments-with-payments/${f.enrollment}`,
      `/api/monthly-payments/${f.instalment}`,
    ];
    for (const url of urls(theirs)) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: mine.headers });
      expect(res.statusCode, url).toBe(404);
    }
    // The same calls on the family's own records are answered (the photo: 404 only because none was uploaded).
    for (const url of urls(mine).filter((u) => !u.endsWith('/photo'))) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: mine.headers });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
