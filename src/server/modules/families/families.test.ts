import { firstRow } from '../../db/rows';
import { generateCpf } from '@brazilian-utils/brazilian-utils';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays, todayIn } from '@domain/dates';
import { ACCESS_REQUESTED } from '@domain/families';
import { accessRequests, athleteGuardians, auditLog, consents, cronogramaTreinos, guardianInvitations, planosTreino, users } from '../../db/schema/index';
import {
  linkGuardian,
  makeAthlete,
  makeCompany,
  makeEnrollment,
  makeInstalment,
  makeTeam,
  makeUnit,
  signedIn,
} from '../../test/factories';
import { invitationToken } from '../../test/family-links';
import { createTestApp, type TestContext } from '../../test/test-app';
import { CHOOSE_ATHLETE, REQUEST_DECIDED } from './access-requests.service';
import { STAFF_CANNOT_ACCEPT } from './families.routes';
import { INVITATION_NOT_FOUND, INVITATION_NOT_OPEN, NO_GUARDIAN_EMAIL } from './invitations.service';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let assistente: Awaited<ReturnType<typeof signedIn>>;
let teamId: number;
const today = todayIn('America/Sao_Paulo');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signedIn(ctx.db, 'administrador', { nomeCompleto: 'Helena Duarte' });
  assistente = await signedIn(ctx.db, 'assistente', { nomeCompleto: 'Otto Assis' });
  const company = await makeCompany(ctx.db, { nomeFantasia: 'Craque do Amanhã' });
  teamId = (await makeTeam(ctx.db, (await makeUnit(ctx.db, company!.id, { nome: 'Unidade Centro' }))!.id, { nome: 'Futsal Sub-11', diasSemana: ['segunda', 'quarta'] }))!.id;
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
let ipCounter = 0;
/** Each call from its own address, so the per-IP limits of the public routes never interfere. */
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, headers: Headers = admin.headers) =>
  ctx.app.inject({ method, url, payload: payload as object, headers, remoteAddress: `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}` });

const registration = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Carla',
  nomeCompleto: 'Carla Souza Lima',
  email: `carla.${Math.random().toString(36).slice(2)}@familia.com.br`,
  cpf: generateCpf(),
  dataNascimento: '1985-06-20',
  telefone: '(11) 98765-4321',
  senha: 'uma-senha-boa-123',
  consentimentoLgpd: true,
  ...overrides,
});

/** An athlete with an enrolment, an overdue and an open instalment. */
async function enrolledChild(overrides: Parameters<typeof makeAthlete>[1] = {}) {
  const athlete = await makeAthlete(ctx.db, { responsavelEmail: 'carla@familia.com.br', responsavelTelefone: '11987651111', ...overrides });
  const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
  const overdue = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 1, dataVencimento: addDays(today, -5) });
  const open = await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, dataVencimento: addDays(today, 25) });
  return { athlete, enrollment, overdue, open };
}

async function invite(athleteId: number, payload: Record<string, unknown> = {}, headers = admin.headers) {
  const res = await call('POST', `/api/athletes/${athleteId}/invitations`, payload, headers);
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json(), token: invitationToken(res.json().link) } as { id: number; link: string; whatsappUrl: string | null; token: string; email: string; status: string };
}

const visibleAthletes = async (headers: Headers) => (await call('GET', '/api/athletes?pageSize=100', undefined, headers)).json().items.map((a: { id: number }) => a.id);

describe('a CPF grants nothing', () => {
  test("a cliente registered with a guardian's CPF sees no athlete, and 404 on the child and everything of it", async () => {
    const { athlete, enrollment, open } = await enrolledChild({ foto: 'data:image/jpeg;base64,AAAA', alergias: 'Amendoim' });
    const input = registration({ cpf: athlete!.responsavelCpf });
    expect((await call('POST', '/api/auth/register', { ...input, tipo: 'cliente' }, {})).statusCode).toBe(201);
    const login = await call('POST', '/api/auth/login', { email: input.email, senha: input.senha }, {});
    const impostor = { authorization: `Bearer ${login.json().sessionId}` };

    const list = (await call('GET', '/api/athletes', undefined, impostor)).json();
    expect(list.total).toBe(0);
    for (const url of [
      `/api/athletes/${athlete!.id}`,
      `/api/athletes/${athlete!.id}/photo`,
      `/api/enrollments/${enrollment!.id}`,
      `/api/enrollments-with-payments/athlete/${athlete!.id}`,
      `/api/enrollments-with-payments/${enrollment!.id}`,
      `/api/monthly-payments/${open!.id}`,
    ]) {
      const res = await call('GET', url, undefined, impostor);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('Amendoim');
    }
    expect((await call('GET', '/api/enrollments', undefined, impostor)).json().total).toBe(0);
    expect((await call('GET', '/api/family/home', undefined, impostor)).json()).toEqual({ criancas: [] });

    const exported = (await call('GET', '/api/privacy/me/export', undefined, impostor)).json();
    expect(exported.atletas).toEqual([]);
    const privacy = (await call('GET', '/api/privacy/me', undefined, impostor)).json();
    expect(privacy.consentimentos.every((c: { atletaId: number | null }) => c.atletaId === null)).toBe(true);
    const [athleteConsent] = await ctx.db.select().from(consents).where(eq(consents.athleteId, athlete!.id));
    if (athleteConsent) {
      expect((await call('PATCH', `/api/privacy/consents/${athleteConsent.id}/revoke`, undefined, impostor)).statusCode).toBe(404);
    }
  });
});

describe('invitations', () => {
  test('staff invite: 201 with the link and a WhatsApp message carrying it; the e-mail goes to the guardian on file; audited', async () => {
    const { athlete } = await enrolledChild({ nomeCompleto: 'Rafael Souza Lima' });
    await ctx.deliverMail();
    const sent = ctx.outbox.length;
    const invitation = await invite(athlete!.id, {}, assistente.headers);
    expect(invitation).toMatchObject({ email: 'carla@familia.com.br', status: 'enviado', parentesco: 'mae', criadoPor: 'Otto Assis' });
    expect(invitation.link).toMatch(/^http:\/\/plantel\.test\/convite\/[\w-]{40,}$/);
    expect(invitation.whatsappUrl).toMatch(/^https:\/\/wa\.me\/5511987651111\?text=/);
    expect(decodeURIComponent(invitation.whatsappUrl!.split('text=')[1]!)).toContain(invitation.link);
    expect(decodeURIComponent(invitation.whatsappUrl!.split('text=')[1]!)).toContain('Rafael');

    await ctx.deliverMail();
    expect(ctx.outbox.length).toBe(sent + 1);
    const mail = ctx.outbox.at(-1)!;
    expect(mail.to).toBe('carla@familia.com.br');
    expect(mail.text).toContain(invitation.link);

    const [stored] = await ctx.db.select().from(guardianInvitations).where(eq(guardianInvitations.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(invitation.token);
    expect(JSON.stringify(stored)).not.toContain(invitation.token);
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'invite'), eq(auditLog.entityId, athlete!.id)));
    expect(entry).toMatchObject({ userId: assistente.user!.id, entity: 'athletes' });
    expect(JSON.stringify(entry!.changes)).not.toContain(invitation.token);
  });

  test('without an e-mail on file one must be given; an unknown athlete is 404', async () => {
    const athlete = await makeAthlete(ctx.db, { responsavelEmail: null });
    const res = await call('POST', `/api/athletes/${athlete!.id}/invitations`, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NO_GUARDIAN_EMAIL, errors: { email: NO_GUARDIAN_EMAIL } });
    expect((await call('POST', `/api/athletes/${athlete!.id}/invitations`, { email: 'nao-e-email' })).json().message).toBe('Email inválido');
    expect((await invite(athlete!.id, { email: 'Pai@Familia.com.br', parentesco: 'pai' })).email).toBe('pai@familia.com.br');
    expect((await call('POST', '/api/athletes/999999/invitations', { email: 'a@b.com.br' })).statusCode).toBe(404);
  });

  test('a new guardian opens the link and creates the account: linked once, consent and audit recorded, the child there on signing in', async () => {
    const { athlete } = await enrolledChild({ nomeCompleto: 'Beatriz Campos' });
    const { token } = await invite(athlete!.id);
    const preview = await call('GET', `/api/invitations/${token}`, undefined, {});
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ atletaNome: 'Beatriz', email: 'carla@familia.com.br', expiraEm: expect.any(String) });
    const days = (new Date(preview.json().expiraEm).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const input = registration();
    const res = await call('POST', `/api/invitations/${token}/accept`, input, {});
    expect(res.statusCode, res.body).toBe(201);
    // Sign-up's answer, word for word: the same comes back for an e-mail or CPF that has an account.
    expect(res.json()).toEqual({ message: 'Conta criada com sucesso! Faça login para continuar.' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const login = await call('POST', '/api/auth/login', { email: input.email, senha: input.senha }, {});
    expect(login.json().user).toMatchObject({ tipo: 'cliente', email: input.email });
    const headers = { authorization: `Bearer ${login.json().sessionId}` };
    expect(await visibleAthletes(headers)).toEqual([athlete!.id]);

    const userId = login.json().user.id;
    const links = await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.athleteId, athlete!.id));
    expect(links).toEqual([expect.objectContaining({ userId, ativo: true, verificacao: 'convite', principal: true, createdByUserId: admin.user!.id })]);
    expect(await ctx.db.select({ origem: consents.origem }).from(consents).where(eq(consents.userId, userId))).toEqual([{ origem: 'cadastro' }]);
    const actions = (await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.userId, userId))).map((e) => e.action);
    expect(actions.sort()).toEqual(['accept-invitation', 'login', 'register']);

    const again = await call('POST', `/api/invitations/${token}/accept`, registration(), {});
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('Este convite já foi usado. Entre com a sua conta para ver o atleta.');
    expect((await call('GET', `/api/invitations/${token}`, undefined, {})).statusCode).toBe(410);
  });

  test('signed-up fields are checked with their messages, and a bad form spends nothing', async () => {
    const { athlete } = await enrolledChild();
    const { token } = await invite(athlete!.id);
    const missing = await call('POST', `/api/invitations/${token}/accept`, undefined, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({ nome: 'Nome é obrigatório', email: 'Email inválido' });
    const weak = await call('POST', `/api/invitations/${token}/accept`, registration({ senha: 'curta' }), {});
    expect(weak.json()).toMatchObject({ message: 'Senha deve ter pelo menos 8 caracteres' });
    const taken = await call('POST', `/api/invitations/${token}/accept`, registration({ email: admin.user!.email }), {});
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({ message: 'Conta criada com sucesso! Faça login para continuar.' });
    const [stored] = await ctx.db.select().from(guardianInvitations).where(eq(guardianInvitations.tokenHash, sql`encode(sha256(${token}::bytea), 'hex')`));
    expect(stored!.acceptedAt).toBeNull();
    expect((await call('POST', `/api/invitations/${token}/accept`, registration(), {})).statusCode).toBe(201);
  });

  test('a signed-in family adds the child to its account: one login reaches both children', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const first = await enrolledChild({ nomeCompleto: 'Ana Primeira' });
    const second = await enrolledChild({ nomeCompleto: 'Bento Segundo' });
    for (const child of [first, second]) {
      const { token } = await invite(child.athlete!.id);
      const res = await call('POST', `/api/invitations/${token}/accept`, undefined, family.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ message: 'Atleta adicionado à sua conta', atletaId: child.athlete!.id });
    }
    expect((await visibleAthletes(family.headers)).sort()).toEqual([first.athlete!.id, second.athlete!.id].sort());
    const home = (await call('GET', '/api/family/home', undefined, family.headers)).json();
    expect(home.criancas.map((c: { nomeCompleto: string }) => c.nomeCompleto)).toEqual(['Ana Primeira', 'Bento Segundo']);
  });

  test('two guardians of one child, each with their own login, each see it', async () => {
    const { athlete } = await enrolledChild();
    const mother = await signedIn(ctx.db, 'cliente');
    const father = await signedIn(ctx.db, 'cliente', { cpf: null });
    await call('POST', `/api/invitations/${(await invite(athlete!.id)).token}/accept`, undefined, mother.headers);
    await call('POST', `/api/invitations/${(await invite(athlete!.id, { email: 'pai@familia.com.br', parentesco: 'pai' })).token}/accept`, undefined, father.headers);
    expect(await visibleAthletes(mother.headers)).toEqual([athlete!.id]);
    expect(await visibleAthletes(father.headers)).toEqual([athlete!.id]);
    const guardians = (await call('GET', `/api/athletes/${athlete!.id}/guardians`)).json();
    expect(guardians.vinculos.map((l: { userId: number; parentesco: string; principal: boolean }) => [l.userId, l.parentesco, l.principal])).toEqual([
      [mother.user!.id, 'mae', true],
      [father.user!.id, 'pai', false],
    ]);
    expect(guardians.convites.map((i: { status: string }) => i.status)).toEqual(['aceito', 'aceito']);
  });

  test('an expired, revoked, used or unknown token is refused with a Portuguese message and links nobody', async () => {
    const { athlete } = await enrolledChild();
    const family = await signedIn(ctx.db, 'cliente');
    const expired = await invite(athlete!.id);
    await ctx.db.update(guardianInvitations).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(guardianInvitations.id, expired.id));
    const revoked = await invite(athlete!.id);
    const revoke = await call('DELETE', `/api/athletes/${athlete!.id}/invitations/${revoked.id}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({ id: revoked.id, status: 'revogado' });
    expect((await call('DELETE', `/api/athletes/${athlete!.id}/invitations/${revoked.id}`)).json()).toEqual({ message: INVITATION_NOT_OPEN });

    const cases: [string, number, string][] = [
      [expired.token, 410, 'Este convite expirou. Peça à escola um novo convite.'],
      [revoked.token, 410, 'Este convite foi cancelado pela escola. Peça à escola um novo convite.'],
      ['token-que-nao-existe', 404, INVITATION_NOT_FOUND],
    ];
    for (const [token, status, message] of cases) {
      for (const headers of [family.headers, {}]) {
        const res = await call('POST', `/api/invitations/${token}/accept`, 'authorization' in headers ? undefined : registration(), headers);
        expect(res.statusCode, token).toBe(status);
        expect(res.json()).toEqual({ message });
      }
      expect((await call('GET', `/api/invitations/${token}`, undefined, {})).json()).toEqual({ message });
    }
    expect(await visibleAthletes(family.headers)).toEqual([]);
    expect(await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.athleteId, athlete!.id))).toEqual([]);
    const statuses = (await call('GET', `/api/athletes/${athlete!.id}/guardians`)).json().convites.map((i: { id: number; status: string }) => [i.id, i.status]);
    expect(statuses).toEqual(expect.arrayContaining([[expired.id, 'expirado'], [revoked.id, 'revogado']]));
  });

  test('two simultaneous acceptances of one token link exactly once', async () => {
    const { athlete } = await enrolledChild();
    const { token } = await invite(athlete!.id);
    const [a, b] = await Promise.all([signedIn(ctx.db, 'cliente'), signedIn(ctx.db, 'cliente')]);
    const results = await Promise.all([a, b].map((f) => call('POST', `/api/invitations/${token}/accept`, undefined, f.headers)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 410]);
    expect(await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.athleteId, athlete!.id))).toHaveLength(1);
  });

  test('a staff session cannot accept an invitation', async () => {
    const { athlete } = await enrolledChild();
    const { token } = await invite(athlete!.id);
    const res = await call('POST', `/api/invitations/${token}/accept`, undefined, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: STAFF_CANNOT_ACCEPT });
  });
});

describe('removing a link', () => {
  test('ends access on the next request, is audited, and a second removal is 404', async () => {
    const { athlete, open } = await enrolledChild();
    const family = await signedIn(ctx.db, 'cliente');
    await call('POST', `/api/invitations/${(await invite(athlete!.id)).token}/accept`, undefined, family.headers);
    expect((await call('GET', `/api/monthly-payments/${open!.id}`, undefined, family.headers)).statusCode).toBe(200);

    const res = await call('DELETE', `/api/athletes/${athlete!.id}/guardians/${family.user!.id}`, undefined, assistente.headers);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', `/api/athletes/${athlete!.id}`, undefined, family.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/monthly-payments/${open!.id}`, undefined, family.headers)).statusCode).toBe(404);
    expect(await visibleAthletes(family.headers)).toEqual([]);
    const [link] = await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.athleteId, athlete!.id));
    expect(link).toMatchObject({ ativo: false, removedByUserId: assistente.user!.id });
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'remove-guardian'), eq(auditLog.entityId, athlete!.id)));
    expect(entry).toMatchObject({ userId: assistente.user!.id, changes: { usuarioId: family.user!.id } });
    expect((await call('DELETE', `/api/athletes/${athlete!.id}/guardians/${family.user!.id}`)).statusCode).toBe(404);

    // A new invitation brings the link back.
    await call('POST', `/api/invitations/${(await invite(athlete!.id)).token}/accept`, undefined, family.headers);
    expect(await visibleAthletes(family.headers)).toEqual([athlete!.id]);
  });
});

describe('access requests', () => {
  test('the answer is the same whether or not the child exists; the staff see the match', async () => {
    const { athlete } = await enrolledChild({ nomeCompleto: 'Júlia Fernandes Prado', dataNascimento: '2015-04-02' });
    const family = await signedIn(ctx.db, 'cliente', { nomeCompleto: 'Marina Prado' });
    const real = await call('POST', '/api/family/access-requests', { nomeCompleto: 'julia fernandes PRADO', dataNascimento: '2015-04-02', parentesco: 'mae' }, family.headers);
    const made_up = await call('POST', '/api/family/access-requests', { nomeCompleto: 'Criança Inexistente', dataNascimento: '2015-04-02', parentesco: 'mae' }, family.headers);
    for (const res of [real, made_up]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: ACCESS_REQUESTED });
    }
    expect(real.headers['content-length']).toBe(made_up.headers['content-length']);
    expect(await visibleAthletes(family.headers)).toEqual([]);

    const mine = (await call('GET', '/api/family', undefined, family.headers)).json();
    expect(mine.solicitacoes.map((r: { nomeCompleto: string; status: string }) => [r.nomeCompleto, r.status])).toEqual(
      expect.arrayContaining([
        ['julia fernandes PRADO', 'pendente'],
        ['Criança Inexistente', 'pendente'],
      ]),
    );
    // Nothing of the matched child reaches the family: no athlete field, not the name as the school wrote it.
    for (const request of mine.solicitacoes) expect(Object.keys(request).sort()).toEqual(['criadoEm', 'dataNascimento', 'id', 'nomeCompleto', 'status']);
    expect(JSON.stringify(mine)).not.toContain('Júlia Fernandes Prado');

    const pending = (await call('GET', '/api/access-requests?status=pendente', undefined, assistente.headers)).json();
    const byName = Object.fromEntries(pending.items.map((r: { nomeCompleto: string }) => [r.nomeCompleto, r]));
    expect(byName['julia fernandes PRADO']).toMatchObject({ atleta: { id: athlete!.id, nomeCompleto: 'Júlia Fernandes Prado' }, solicitante: { nome: 'Marina Prado' }, origem: 'familia' });
    expect(byName['Criança Inexistente'].atleta).toBeNull();
    expect((await call('GET', `/api/athletes/${athlete!.id}/guardians`)).json().solicitacoes).toHaveLength(1);
    expect((await call('GET', '/api/pending-counts', undefined, assistente.headers)).json().solicitacoes).toBeGreaterThanOrEqual(2);
  });

  test('approving links the account (the match, or the athlete chosen); refusing does not; each is decided once', async () => {
    const { athlete } = await enrolledChild({ nomeCompleto: 'Caio Lopes', dataNascimento: '2016-01-10' });
    const family = await signedIn(ctx.db, 'cliente');
    await call('POST', '/api/family/access-requests', { nomeCompleto: 'Caio Lopes', dataNascimento: '2016-01-10', parentesco: 'pai' }, family.headers);
    await call('POST', '/api/family/access-requests', { nomeCompleto: 'Caio L.', dataNascimento: '2016-01-10', parentesco: 'pai' }, family.headers);
    const [matched, typo] = await ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, family.user!.id)).orderBy(accessRequests.id);
    expect(matched!.athleteId).toBe(athlete!.id);
    expect(typo!.athleteId).toBeNull();

    const approved = await call('POST', `/api/access-requests/${matched!.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'aprovada', decididoPor: 'Helena Duarte' });
    expect(await visibleAthletes(family.headers)).toEqual([athlete!.id]);
    const [link] = await ctx.db.select().from(athleteGuardians).where(eq(athleteGuardians.userId, family.user!.id));
    expect(link).toMatchObject({ verificacao: 'solicitacao', parentesco: 'pai', createdByUserId: admin.user!.id });
    expect((await call('POST', `/api/access-requests/${matched!.id}/refuse`)).json()).toEqual({ message: REQUEST_DECIDED });

    const unmatched = await call('POST', `/api/access-requests/${typo!.id}/approve`, {});
    expect(unmatched.statusCode).toBe(400);
    expect(unmatched.json()).toEqual({ message: CHOOSE_ATHLETE, errors: { athleteId: CHOOSE_ATHLETE } });
    const refused = await call('POST', `/api/access-requests/${typo!.id}/refuse`);
    expect(refused.json()).toMatchObject({ status: 'recusada' });
    const actions = (await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'access_requests'))).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['request-access', 'approve', 'refuse']));

    const other = await makeAthlete(ctx.db);
    await call('POST', '/api/family/access-requests', { nomeCompleto: 'Outro Nome', dataNascimento: '2012-02-02', parentesco: 'pai' }, family.headers);
    const [chosen] = await ctx.db.select().from(accessRequests).where(and(eq(accessRequests.userId, family.user!.id), eq(accessRequests.status, 'pendente')));
    expect((await call('POST', `/api/access-requests/${chosen!.id}/approve`, { athleteId: other!.id })).json()).toMatchObject({ status: 'aprovada', atleta: { id: other!.id } });
    expect((await visibleAthletes(family.headers)).sort()).toEqual([athlete!.id, other!.id].sort());
  });
});

describe('the family portal', () => {
  test('Início: one card per linked child with teams, the next 14 days, open instalments and the last payments', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const { athlete, overdue, open } = await enrolledChild({ nomeCompleto: 'Davi Rocha', dataNascimento: '2014-03-10' });
    await linkGuardian(ctx.db, athlete!.id, family.user!.id);
    const res = await call('GET', '/api/family/home', undefined, family.headers);
    expect(res.statusCode).toBe(200);
    const [card] = res.json().criancas;
    expect(card).toMatchObject({
      id: athlete!.id,
      nomeCompleto: 'Davi Rocha',
      turmas: [{ id: teamId, nome: 'Futsal Sub-11', unidade: 'Unidade Centro', diasSemana: ['segunda', 'quarta'], horario: '18:00 - 19:30' }],
      parcelasAbertas: [
        { id: overdue!.id, status: 'atrasado', valor: '180.00', dataVencimento: addDays(today, -5) },
        { id: open!.id, status: 'pendente' },
      ],
      ultimosPagamentos: [],
    });
    // Mondays and Wednesdays of the coming 14 days: exactly four.
    expect(card.agenda.filter((e: { tipo: string }) => e.tipo === 'treino')).toHaveLength(4);
    for (const event of card.agenda) expect([1, 3]).toContain(new Date(`${event.data}T12:00:00Z`).getUTCDay());
  });

  test('Minha família: the family updates its contact data; staff see it marked; audited; another family is 404', async () => {
    const family = await signedIn(ctx.db, 'cliente');
    const athlete = await makeAthlete(ctx.db, { nomeCompleto: 'Lia Costa' });
    await linkGuardian(ctx.db, athlete!.id, family.user!.id);
    const contact = { telefone: '(11) 91234-0000', email: 'lia@familia.com.br', endereco: 'Rua Nova, 10', responsavelTelefone: '(11) 95555-4444', responsavelEmail: 'mae@familia.com.br' };
    const res = await call('PATCH', `/api/family/athletes/${athlete!.id}/contact`, contact, family.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ telefone: '11912340000', responsavelTelefone: '11955554444', contatoAtualizadoPelaFamiliaEm: expect.any(String) });
    expect(res.json().responsaveis).toEqual([expect.objectContaining({ souEu: true, parentesco: 'mae' })]);
    const seen = (await call('GET', `/api/athletes/${athlete!.id}`)).json();
    expect(seen).toMatchObject({ telefone: '11912340000', contatoAtualizadoPelaFamiliaEm: expect.any(String) });
    const [entry] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'update-contact'), eq(auditLog.entityId, athlete!.id)));
    expect(entry).toMatchObject({ userId: family.user!.id, changes: { telefone: { para: '11912340000' } } });

    const stranger = await signedIn(ctx.db, 'cliente');
    expect((await call('PATCH', `/api/family/athletes/${athlete!.id}/contact`, contact, stranger.headers)).statusCode).toBe(404);
    const bad = await call('PATCH', `/api/family/athletes/${athlete!.id}/contact`, { ...contact, telefone: '' }, family.headers);
    expect(bad.json()).toMatchObject({ message: 'Telefone é obrigatório' });
  });
});

describe('what needs staff today (the bell and Início)', () => {
  test('overdue instalments with their total and today\'s trainings, for the roles whose screens resolve them', async () => {
    const before = (await call('GET', '/api/pending-counts')).json();
    const athlete = await makeAthlete(ctx.db);
    const enrollment = await makeEnrollment(ctx.db, athlete!.id, teamId);
    await makeInstalment(ctx.db, enrollment!.id, { valor: '123.45', dataVencimento: addDays(today, -1) });
    // Due today is not overdue yet, and a paid one never is.
    await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 2, valor: '50.00', dataVencimento: today });
    await makeInstalment(ctx.db, enrollment!.id, { numeroMensalidade: 3, valor: '70.00', dataVencimento: addDays(today, -40), status: 'pago', valorPago: '70.00', dataPagamento: addDays(today, -41), metodoPagamento: 'pix' });
    const [plan] = await ctx.db
      .insert(planosTreino)
      .values({ titulo: 'Passe curto', objetivoGeral: 'Passe', categoria: 'Sub-11', modalidade: 'Futsal', tempoTotalEstimado: 60 })
      .returning();
    await ctx.db.insert(cronogramaTreinos).values([
      { turmaId: teamId, planoTreinoId: plan!.id, data: today },
      { turmaId: teamId, planoTreinoId: plan!.id, data: today, statusExecucao: 'cancelado' },
      { turmaId: teamId, planoTreinoId: plan!.id, data: addDays(today, 1) },
    ]);

    const after = (await call('GET', '/api/pending-counts')).json();
    expect(after.vencidas.quantidade).toBe(before.vencidas.quantidade + 1);
    expect(Number(after.vencidas.valor) - Number(before.vencidas.valor)).toBeCloseTo(123.45, 2);
    expect(after.treinosHoje).toBe(before.treinosHoje + 1);
    // The assistente opens neither Gestão Financeira nor the schedule: the bell does not count them.
    expect((await call('GET', '/api/pending-counts', undefined, assistente.headers)).json()).toMatchObject({ vencidas: null, treinosHoje: null });
  });
});

describe('staff sign-ups wait for approval', () => {
  test('a professor who signs up is listed as pending, counted on the bell, and approved or refused once', async () => {
    const input = registration();
    const signup = await call('POST', '/api/auth/register', { ...input, tipo: 'professor' }, {});
    expect(signup.statusCode).toBe(201);
    const { id } = firstRow(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)), 'user');
    const listed = (await call('GET', '/api/system-users')).json().find((u: { id: number }) => u.id === id);
    expect(listed).toMatchObject({ ativo: false, aprovacao: 'pendente' });
    expect((await call('GET', '/api/pending-counts')).json().aprovacoes).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/pending-counts', undefined, assistente.headers)).json().aprovacoes).toBe(0);

    const approved = await call('PATCH', `/api/system-users/${id}/approve`);
    expect(approved.json()).toMatchObject({ ativo: true, aprovacao: null });
    expect((await call('PATCH', `/api/system-users/${id}/approve`)).statusCode).toBe(409);
    expect((await call('POST', '/api/auth/login', { email: input.email, senha: input.senha }, {})).statusCode).toBe(200);

    const other = registration();
    await call('POST', '/api/auth/register', { ...other, tipo: 'administrador' }, {});
    const { id: otherId } = firstRow(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, other.email)), 'user');
    const refused = await call('PATCH', `/api/system-users/${otherId}/refuse`);
    expect(refused.json()).toMatchObject({ ativo: false, aprovacao: 'recusada' });
    const [stored] = await ctx.db.select().from(users).where(eq(users.id, otherId));
    expect(stored).toMatchObject({ ativo: false, aprovacao: 'recusada' });
  });
});
