import path from 'node:path';
import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SessionUser } from '@domain/auth';
import type { Config } from './config';
import { type DeclaredRoute, registerGuard, sessionToken } from './auth/guard';
import { findSessionUser, watchSessionRevocations } from './auth/sessions';
import { pageQueries } from './page-queries';
import type { Db } from './db/client';
import { limitConnections, SERVER_TIMEOUTS } from './http/connection-limits';
import { registerErrorHandler } from './http/errors';
import { registerOpenApi, requireContract } from './http/openapi';
import { errorSerializer, requestSerializer } from './http/log-serializers';
import { registerTextGuard } from './http/text-guard';
import type { App, AppDeps, RouteModule } from './http/types';
import { loadWebPages, type WebPages } from './http/web-page';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes';
import { attendanceRoutes } from './modules/attendance/attendance.routes';
import { attendanceListRoutes } from './modules/attendance/attendance-list.routes';
import { athletesRoutes } from './modules/athletes/athletes.routes';
import { attendanceRatesRoutes } from './modules/attendance/rates.routes';
import { absenceNoticesRoutes } from './modules/attendance/absence-notices.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { backupsRoutes } from './modules/backups/backups.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { competitionsRoutes } from './modules/competitions/competitions.routes';
import { dunningRoutes } from './modules/dunning/dunning.routes';
import { reminderUnsubscribeRoutes } from './modules/dunning/unsubscribe.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { familiesRoutes } from './modules/families/families.routes';
import { enrollmentsRoutes } from './modules/enrollments/enrollments.routes';
import { healthRoutes } from './modules/health/health.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { newsRoutes } from './modules/news/news.routes';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentClaimsRoutes } from './modules/pix/payment-claims.routes';
import { pixRoutes } from './modules/pix/pix.routes';
import { lateFeeSettingsRoutes } from './modules/pix/late-fee-settings.routes';
import { bankRoutes } from './modules/bank/bank.routes';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { rostersRoutes } from './modules/rosters/rosters.routes';
import { scheduleRoutes } from './modules/schedule/schedule.routes';
import { searchRoutes } from './modules/search/search.routes';
import { teamsRoutes } from './modules/teams/teams.routes';
import { trainingRoutes } from './modules/training/training.routes';
import { unitsRoutes } from './modules/units/units.routes';
import { usersRoutes } from './modules/users/users.routes';

/** Every area's routes, in one list: adding an area means adding its module here. */
const modules: RouteModule[] = [
  healthRoutes,
  authRoutes,
  companiesRoutes,
  unitsRoutes,
  teamsRoutes,
  usersRoutes,
  athletesRoutes,
  familiesRoutes,
  enrollmentsRoutes,
  paymentsRoutes,
  pixRoutes,
  paymentClaimsRoutes,
  lateFeeSettingsRoutes,
  bankRoutes,
  dunningRoutes,
  reminderUnsubscribeRoutes,
  reconciliationRoutes,
  searchRoutes,
  ledgerRoutes,
  reportsRoutes,
  newsRoutes,
  trainingRoutes,
  scheduleRoutes,
  attendanceRoutes,
  competitionsRoutes,
  calendarRoutes,
  rostersRoutes,
  attendanceRatesRoutes,
  absenceNoticesRoutes,
  auditRoutes,
  privacyRoutes,
  backupsRoutes,
  apiTokensRoutes,
  attendanceListRoutes,
];

export const BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its declared access, for the authorization tests. */
    routeTable: DeclaredRoute[];
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: { err: errorSerializer, req: requestSerializer },
      ...(deps.logStream && { stream: deps.logStream }),
    },
    bodyLimit: BODY_LIMIT,
    genReqId: () => randomUUID(),
    trustProxy: deps.config.trustProxy,
    requestIdHeader: false,
    ...SERVER_TIMEOUTS,
  }).withTypeProvider<ZodTypeProvider>();

  limitConnections(app.server, deps.config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextGuard(app);

  // helmet's middleware built once: @fastify/helmet rebuilt it, parsing the CSP, on every request
  // (9% of the server's time on /api/auth/me).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS only where https is known to be in front of us; on plain http it would be ignored or wrong.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
  if (deps.config.trustProxy || deps.config.secureCookies) {
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    });
  }
  await app.register(cookie);

  const routeTable: DeclaredRoute[] = [];
  app.decorate('routeTable', routeTable);
  registerGuard(app, deps.db, routeTable);
  requireContract(app);
  await registerOpenApi(app, deps.config.publicUrl);
  // LISTEN keeps its session: through a transaction pooler it would hear nothing (docs/scaling.md).
  const revocations = watchSessionRevocations(deps.config.databaseDirectUrl ?? deps.db.$client.options.connectionString, app.log);
  app.addHook('onClose', () => revocations.stop());

  // Answers about people and money must never sit in a shared or browser cache, unless a route
  // decided otherwise (athlete photos: private, addressed by a versioned URL).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  for (const register of modules) register(app, deps);

  serveWeb(app, deps.webDir, deps.db, deps.config);
  return app;
}

/**
 * The built web app: hashed assets cached for a year (brotli or gzip copies when the browser takes
 * them), index.html for every other page path. Unknown API paths (and everything, when no web app
 * is built) are a JSON 404.
 */
function serveWeb(app: App, webDir: string | null, db: Db, config: Config) {
  if (!webDir) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Rota não encontrada' }));
    return;
  }
  const pages = loadWebPages(webDir);
  app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Ours, below: send's own 'max-age=0' replaced it, so hashed assets were fetched again on every visit.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/') || request.url.startsWith('/assets/')) {
      return reply.status(404).send({ message: 'Rota não encontrada' });
    }
    const page = await pageFor(request, pages, db, config);
    return reply.header('cache-control', page.personal ? 'no-store' : 'no-cache').type('text/html; charset=utf-8').send(page.html);
  });
}

/**
 * The page with the visitor's session in it: the signed-in user (personal, so never stored), or
 * word that there is none. Should the lookup fail, the plain page, whose app asks /api/auth/me.
 */
async function pageFor(request: FastifyRequest, pages: WebPages, db: Db, config: Config): Promise<{ html: string; personal: boolean }> {
  const token = sessionToken(request);
  const [pathname = '', search = ''] = request.url.split('?');
  if (!token) return { html: pages.signedOut(pathname), personal: false };
  let user: SessionUser;
  try {
    const session = await findSessionUser(db, token);
    if (!session) return { html: pages.signedOut(pathname), personal: false };
    user = session.user;
  } catch (error) {
    request.log.warn({ err: error }, 'sessão não verificada ao servir a página');
    return { html: pages.plain, personal: false };
  }
  return { html: pages.signedIn(user, pathname, await pageQueries(request, db, config, user, pathname, new URLSearchParams(search))), personal: true };
}
