import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_PASSWORD, makeAthlete, makeUser, signedIn } from '../test/factories';
import { invitationToken } from '../test/family-links';
import { createTestApp, type TestContext } from '../test/test-app';

// Security monitoring reads these lines: each event must be logged once, with who and where, and
// never with a password or a reset token.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ captureLogs: true });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '203.0.113.7' });
const logged = (msg: string) => ctx.logs.filter((line) => line.msg === msg);

test('a sign-in is logged with the user, a failed one with the email tried and the address', async () => {
  const user = await makeUser(ctx.db);
  expect((await post('/api/auth/login', { email: user!.email, senha: DEFAULT_PASSWORD })).statusCode).toBe(200);
  expect((await post('/api/auth/login', { email: user!.email, senha: 'senha-errada-1' })).statusCode).toBe(401);

  expect(logged('login')).toEqual([expect.objectContaining({ level: 30, userId: user!.id })]);
  expect(logged('login recusado')).toEqual([expect.objectContaining({ level: 40, email: user!.email })]);
  // The address comes with the request's own log line, tied to the event by the request id.
  const failed = logged('login recusado')[0];
  expect(ctx.logs).toContainEqual(expect.objectContaining({ reqId: failed!.reqId, req: expect.objectContaining({ remoteAddress: '203.0.113.7' }) }));
});

test('a password reset is logged when asked for and when done', async () => {
  const user = await makeUser(ctx.db);
  await post('/api/auth/password-reset/request', { email: user!.email });
  await ctx.deliverMail();
  const token = /resetToken=([\w-]+)/.exec(ctx.outbox.at(-1)!.text)![1];
  const res = await post('/api/auth/password-reset/confirm', { token, newPassword: 'nova-senha-do-teste', confirmPassword: 'nova-senha-do-teste' });
  expect(res.statusCode).toBe(200);

  // Whether the e-mail exists is the job's to find out, after the answer: the line never says.
  expect(logged('pedido de redefinição de senha')).toEqual([expect.not.objectContaining({ sent: expect.anything() })]);
  expect(logged('pedido de redefinição de senha')[0]).toMatchObject({ level: 30 });
  expect(logged('senha redefinida')).toEqual([expect.objectContaining({ level: 30, userId: user!.id })]);
  expect(JSON.stringify(ctx.logs)).not.toContain(token);
});

test('an authorization refusal is logged with the user and the route; a cross-site write with its origin', async () => {
  const cliente = await signedIn(ctx.db, 'cliente');
  expect((await ctx.app.inject({ method: 'GET', url: '/api/companies', headers: cliente.headers })).statusCode).toBe(403);
  const crossSite = await ctx.app.inject({
    method: 'POST',
    url: '/api/teams',
    payload: {},
    headers: { cookie: `sessionId=${cliente.token}`, origin: 'https://site-malicioso.example' },
  });
  expect(crossSite.statusCode).toBe(403);

  expect(logged('acesso negado')).toEqual([expect.objectContaining({ level: 40, userId: cliente.user!.id, route: '/api/companies' })]);
  expect(logged('requisição de outra origem recusada')).toEqual([
    expect.objectContaining({ level: 40, route: '/api/teams', origin: 'https://site-malicioso.example' }),
  ]);
});

/** Tokens that travel in an address: a log line that kept one would hand out its access. */
const addressTokens: string[] = [];

test('the secret addresses (invitation, calendar feed, reset link) are logged by their route, never with their token', async () => {
  const staff = await signedIn(ctx.db, 'administrador');
  const athlete = await makeAthlete(ctx.db);
  const invited = await ctx.app.inject({ method: 'POST', url: `/api/athletes/${athlete!.id}/invitations`, payload: { email: 'convite.log@familia.com.br' }, headers: staff.headers });
  const invitation = invitationToken(invited.json().link);
  const family = await signedIn(ctx.db, 'cliente');
  const feed = (await ctx.app.inject({ method: 'POST', url: '/api/family/calendar-feed', headers: family.headers })).json().url as string;
  const calendar = /\/api\/calendar\/(.+)\.ics$/.exec(feed)![1]!;
  const unknown = 'token-desconhecido-9f3a7c1e5b2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a';
  addressTokens.push(invitation, calendar, unknown);

  const walk = [
    ['GET', `/api/invitations/${invitation}`, 200],
    ['GET', `/convite/${invitation}`, 404],
    ['POST', `/api/invitations/${invitation}/accept`, 201],
    ['GET', `/api/invitations/${invitation}`, 410],
    ['GET', `/api/invitations/${unknown}`, 404],
    ['GET', `/api/calendar/${calendar}.ics`, 200],
    ['GET', `/api/calendar/${unknown}.ics`, 404],
    ['DELETE', `/api/calendar/${calendar}.ics`, 404],
    ['GET', `/?resetToken=${unknown}`, 404],
  ] as const;
  for (const [method, url, status] of walk) {
    const payload = url.endsWith('/accept')
      ? { nome: 'Lia', nomeCompleto: 'Lia Campos Teste', email: 'lia.log@familia.com.br', cpf: generateCpf(), dataNascimento: '1984-02-03', telefone: '11987650000', senha: 'senha-forte-do-convite', consentimentoLgpd: true }
      : undefined;
    expect((await ctx.app.inject({ method, url, payload, remoteAddress: `198.51.100.${addressTokens.length}` })).statusCode, url).toBe(status);
  }

  const urls = ctx.logs.flatMap((line) => (line.req ? [(line.req as { url: string }).url] : []));
  expect(urls).toEqual(expect.arrayContaining(['/api/invitations/:token', '/api/invitations/:token/accept', '/api/calendar/:token.ics']));
});

test('no log line carries a password, a session token or a token of an address', async () => {
  const everything = JSON.stringify(ctx.logs);
  for (const token of addressTokens) expect(everything).not.toContain(token);
  expect(everything).not.toContain(DEFAULT_PASSWORD);
  expect(everything).not.toContain('senha-errada-1');
  expect(everything).not.toContain('nova-senha-do-teste');
  expect(everything).not.toMatch(/sessionId=|Bearer /);
});
