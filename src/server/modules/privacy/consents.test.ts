import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { onlyDigits } from '@domain/documents';
import { CONSENT_ALREADY_REVOKED, CONSENT_NOT_FOUND, CONSENT_REQUIRED, PRIVACY_POLICY_VERSION } from '@domain/privacy';
import { ALL_ROLES, STAFF } from '@domain/roles';
import { athletes, auditLog, consents, users } from '../../db/schema/index';
import { athleteInput, makeAthlete, makeCompany, signedIn } from '../../test/factories';
import { expectRefusals } from '../../test/refusals';
import { inviteAndAccept } from '../../test/family-links';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let professor: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  ctx = await createTestApp();
  // An account exists, so registrations below are not the school's first administrador.
  await signedIn(ctx.db, 'administrador');
  professor = await signedIn(ctx.db, 'professor', { nome: 'Tânia', nomeCompleto: 'Tânia Ribeiro' });
});
afterAll(() => ctx.close());

let ip = 0;
const fromNewAddress = () => `10.60.${Math.floor(++ip / 250)}.${ip % 250}`;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload: payload as object, headers, remoteAddress: fromNewAddress() });

const registration = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Paula',
  nomeCompleto: 'Paula Nogueira Reis',
  email: `paula.${Math.random().toString(36).slice(2)}@familia.com.br`,
  cpf: generateCpf(),
  dataNascimento: '1986-02-11',
  telefone: '(11) 98888-7777',
  senha: 'senha-da-paula-1',
  tipo: 'cliente',
  consentimentoLgpd: true,
  ...overrides,
});

const countOf = async (table: typeof users | typeof athletes | typeof consents) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

describe('consent is required to collect a child’s data', () => {
  test.each([
    ['POST /api/auth/register', '/api/auth/register', () => registration({ consentimentoLgpd: undefined }), users],
    ['POST /api/auth/register (false)', '/api/auth/register', () => registration({ consentimentoLgpd: false }), users],
    ['POST /api/quick-register', '/api/quick-register', () => athleteInput({ consentimentoLgpd: undefined }), athletes],
    ['POST /api/quick-register ("true")', '/api/quick-register', () => athleteInput({ consentimentoLgpd: 'true' }), athletes],
    ['POST /api/athletes', '/api/athletes', () => athleteInput({ consentimentoLgpd: false }), athletes],
  ] as const)('%s without it: 400 with the message, nothing stored', async (_name, url, body, table) => {
    const [before, consentsBefore] = [await countOf(table), await countOf(consents)];
    const res = await call('POST', url, body(), professor.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CONSENT_REQUIRED, errors: { consentimentoLgpd: CONSENT_REQUIRED } });
    expect(await countOf(table)).toBe(before);
    expect(await countOf(consents)).toBe(consentsBefore);
  });

  test('registration records the account holder’s consent, with the policy version, time and address', async () => {
    const input = registration();
    const started = Date.now();
    const res = await call('POST', '/api/auth/register', input);
    expect(res.statusCode).toBe(201);
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    const [stored] = await ctx.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(stored).toMatchObject({
      origem: 'cadastro',
      athleteId: null,
      titularNome: 'Paula Nogueira Reis',
      titularCpf: onlyDigits(input.cpf),
      policyVersion: PRIVACY_POLICY_VERSION,
      recordedByUserId: null,
      revokedAt: null,
    });
    expect(stored!.ip).toMatch(/^10\.60\./);
    expect(stored!.consentedAt.getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  test('a quick registration records the guardian’s consent for the athlete', async () => {
    const input = athleteInput({ responsavelNome: 'Rui Falcão' });
    const res = await call('POST', '/api/quick-register', input);
    expect(res.statusCode).toBe(201);
    const [athlete] = await ctx.db.select({ id: athletes.id }).from(athletes).where(eq(athletes.cpf, onlyDigits(input.cpf)));
    const [stored] = await ctx.db.select().from(consents).where(eq(consents.athleteId, athlete!.id));
    expect(stored).toMatchObject({
      origem: 'cadastro-rapido',
      userId: null,
      titularNome: 'Rui Falcão',
      titularCpf: onlyDigits(input.responsavelCpf as string),
      policyVersion: PRIVACY_POLICY_VERSION,
    });
  });

  test('staff creating an athlete record the guardian’s consent and who recorded it', async () => {
    const input = athleteInput({ responsavelNome: 'Sônia Prates' });
    const res = await call('POST', '/api/athletes', input, professor.headers);
    expect(res.statusCode).toBe(201);
    const [stored] = await ctx.db.select().from(consents).where(eq(consents.athleteId, res.json().id));
    expect(stored).toMatchObject({ origem: 'cadastro-atleta', titularNome: 'Sônia Prates', recordedByUserId: professor.user!.id });
  });
});

describe('the guardian’s Privacidade page', () => {
  test.each([
    ['GET', '/api/privacy/me'],
    ['POST', '/api/privacy/consents'],
    ['PATCH', '/api/privacy/consents/1/revoke'],
    ['GET', '/api/privacy/me/export'],
  ] as const)('%s %s: 401 without a session, any role allowed', async (method, url) => {
    await expectRefusals(ctx, { method, url, payload: { consentimentoLgpd: true } }, ALL_ROLES);
  });

  /** A cliente account (registered, so it consented) and an athlete of theirs registered at the school, linked by invitation. */
  async function family() {
    const input = registration();
    await call('POST', '/api/auth/register', input);
    const [user] = await ctx.db.select().from(users).where(eq(users.email, input.email));
    const login = await call('POST', '/api/auth/login', { email: input.email, senha: input.senha });
    const headers = { authorization: `Bearer ${login.json().sessionId}` };
    const athlete = await call('POST', '/api/athletes', athleteInput({ nomeCompleto: 'Nina Reis', responsavelCpf: input.cpf }), professor.headers);
    await inviteAndAccept(ctx.app, professor.headers, athlete.json().id, headers);
    return { user, headers, athleteId: athlete.json().id as number };
  }

  test('lists the account’s consent and the consent given for each of its athletes, nobody else’s', async () => {
    const mine = await family();
    await family();
    const res = await call('GET', '/api/privacy/me', undefined, mine.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ versaoPolitica: PRIVACY_POLICY_VERSION, consentimentoAtivo: true });
    expect(body.consentimentos).toHaveLength(2);
    expect(body.consentimentos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ origem: 'cadastro', atletaId: null, revogadoEm: null }),
        expect.objectContaining({ origem: 'cadastro-atleta', atletaId: mine.athleteId, atletaNome: 'Nina Reis', registradoPor: 'Tânia Ribeiro' }),
      ]),
    );
  });

  test('revoking is recorded with time and author, shown, audited, and cannot be repeated', async () => {
    const mine = await family();
    const { consentimentos } = (await call('GET', '/api/privacy/me', undefined, mine.headers)).json();
    const athleteConsent = consentimentos.find((c: { atletaId: number | null }) => c.atletaId === mine.athleteId);

    const res = await call('PATCH', `/api/privacy/consents/${athleteConsent.id}/revoke`, undefined, mine.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: athleteConsent.id, revogadoPor: 'Paula Nogueira Reis' });
    expect(Date.now() - new Date(res.json().revogadoEm).getTime()).toBeLessThan(60_000);
    const [stored] = await ctx.db.select().from(consents).where(eq(consents.id, athleteConsent.id));
    expect(stored).toMatchObject({ revokedByUserId: mine.user!.id });
    expect(stored!.revokedAt).toBeInstanceOf(Date);
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'consent-revoke'), eq(auditLog.entityId, athleteConsent.id)));
    expect(entry).toMatchObject({ entity: 'consents', userId: mine.user!.id, changes: { atletaId: mine.athleteId } });

    const again = await call('PATCH', `/api/privacy/consents/${athleteConsent.id}/revoke`, undefined, mine.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: CONSENT_ALREADY_REVOKED });

    // Staff see the revocation on the athlete.
    const seen = await call('GET', `/api/privacy/athletes/${mine.athleteId}/consents`, undefined, professor.headers);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: athleteConsent.id, revogadoPor: 'Paula Nogueira Reis', revogadoEm: res.json().revogadoEm }),
        expect.objectContaining({ origem: 'cadastro', atletaId: null, titularNome: 'Paula Nogueira Reis' }),
      ]),
    );
  });

  test('another family’s consent, or one that does not exist, is a 404 and stays as it was', async () => {
    const mine = await family();
    const theirs = await family();
    const [their] = await ctx.db.select().from(consents).where(eq(consents.athleteId, theirs.athleteId));
    for (const id of [their!.id, 999_999]) {
      const res = await call('PATCH', `/api/privacy/consents/${id}/revoke`, undefined, mine.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: CONSENT_NOT_FOUND });
    }
    const [unchanged] = await ctx.db.select().from(consents).where(eq(consents.id, their!.id));
    expect(unchanged!.revokedAt).toBeNull();
  });

  test('after revoking the account’s consent, it can be given again for the current version', async () => {
    const mine = await family();
    const [account] = await ctx.db.select().from(consents).where(and(eq(consents.userId, mine.user!.id), eq(consents.origem, 'cadastro')));
    await call('PATCH', `/api/privacy/consents/${account!.id}/revoke`, undefined, mine.headers);
    expect((await call('GET', '/api/privacy/me', undefined, mine.headers)).json().consentimentoAtivo).toBe(false);

    const refused = await call('POST', '/api/privacy/consents', { consentimentoLgpd: false }, mine.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(CONSENT_REQUIRED);

    const granted = await call('POST', '/api/privacy/consents', { consentimentoLgpd: true }, mine.headers);
    expect(granted.statusCode).toBe(201);
    expect(granted.json().consentimentoAtivo).toBe(true);
    const rows = await ctx.db.select().from(consents).where(eq(consents.userId, mine.user!.id));
    expect(rows.map((r) => [r.origem, r.revokedAt === null])).toEqual(expect.arrayContaining([['cadastro', false], ['conta', true]]));
  });
});

describe('staff see the consents of an athlete', () => {
  test('administrador and professor: 401 without a session, 403 for assistente and cliente', async () => {
    await expectRefusals(ctx, { method: 'GET', url: '/api/privacy/athletes/1/consents' }, STAFF);
  });

  test('an unknown athlete is a 404', async () => {
    const res = await call('GET', '/api/privacy/athletes/999999/consents', undefined, professor.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Atleta não encontrado' });
  });

  test('an athlete registered before consents existed has none', async () => {
    const athlete = await makeAthlete(ctx.db);
    expect((await call('GET', `/api/privacy/athletes/${athlete!.id}/consents`, undefined, professor.headers)).json()).toEqual([]);
  });
});

describe('GET /api/privacy/controllers (public)', () => {
  test('names the active companies as controllers, never the inactive ones', async () => {
    await makeCompany(ctx.db, { nomeFantasia: 'Clube Controlador', email: 'dpo@clube.com.br' });
    await makeCompany(ctx.db, { nomeFantasia: 'Clube Fechado', status: 'inativo' });
    const res = await call('GET', '/api/privacy/controllers');
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { nomeFantasia: string }) => c.nomeFantasia);
    expect(names).toContain('Clube Controlador');
    expect(names).not.toContain('Clube Fechado');
    expect(res.json().find((c: { nomeFantasia: string }) => c.nomeFantasia === 'Clube Controlador')).toMatchObject({ email: 'dpo@clube.com.br' });
  });
});
