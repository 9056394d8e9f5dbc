import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { athletes, users } from '../../db/schema/index';
import { athleteInput, DEFAULT_PASSWORD, makeAthlete, makeUser, registrationInput, signedIn } from '../../test/factories';
import { invitationToken } from '../../test/family-links';
import { createTestApp, type TestContext } from '../../test/test-app';

// docs/architecture.md "API conventions", answers never reveal what exists (ADR 0010): for every
// public door, what exists and what does not get the same status, body and time; the person
// concerned learns by e-mail.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await makeUser(ctx.db, { nome: 'Diretora', email: 'diretora@escola.com.br' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.deliverMail();
  ctx.outbox.length = 0;
  Object.assign(ctx.smtp, { down: false, delayMs: 0 });
});

let ip = 0;
const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, payload, remoteAddress: `10.20.${Math.floor(++ip / 250)}.${ip % 250}` });
const mailTo = (email: string) => ctx.outbox.filter((mail) => mail.to === email);
type Answer = Awaited<ReturnType<typeof post>>;


const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('password reset request', () => {
  const RESET_REQUESTED = { message: 'Se o email existir, você receberá um link para redefinir a senha.' };

  test('a known and an unknown e-mail get the same answer in the same time, even with a slow mail server', async () => {
    ctx.smtp.delayMs = 200;
    const known = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => makeUser(ctx.db)));
    const timings = { known: [] as number[], unknown: [] as number[] };
    for (const [i, user] of known.entries()) {
      for (const [kind, email] of [['known', user!.email], ['unknown', `ninguem.${i}@escola.com.br`]] as const) {
        const started = performance.now();
        const res = await post('/api/auth/password-reset/request', { email });
        timings[kind].push(performance.now() - started);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(RESET_REQUESTED);
      }
    }
    expect(Math.abs(median(timings.known)! - median(timings.unknown)!)).toBeLessThan(50);

    await ctx.deliverMail();
    expect(ctx.outbox.map((mail) => mail.to).sort()).toEqual(known.map((user) => user!.email).sort());
  });

  test('with the mail server down the answer is still 200, and the link arrives once it is back', async () => {
    const user = await makeUser(ctx.db);
    ctx.smtp.down = true;
    const res = await post('/api/auth/password-reset/request', { email: user!.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(RESET_REQUESTED);
    await ctx.deliverMail();
    expect(mailTo(user!.email)).toEqual([]);

    ctx.smtp.down = false;
    await ctx.deliverMail({ retriesDue: true });
    expect(mailTo(user!.email)).toHaveLength(1);
    const token = /resetToken=([\w-]+)/.exec(mailTo(user!.email)[0]!.text)![1];
    expect((await post('/api/auth/password-reset/validate', { token })).json()).toEqual({ valid: true });
  });
});

describe('sign-up', () => {
  test('a taken e-mail or CPF gets the answer of a new sign-up, creates nothing, and its owner is told by e-mail', async () => {
    const owner = registrationInput({ nome: 'Marta' });
    const first = await post('/api/auth/register', owner);
    expect(first.statusCode).toBe(201);
    const fresh = await post('/api/auth/register', registrationInput());
    expect(fresh.json()).toEqual({ message: 'Conta criada com sucesso! Faça login para continuar.' });

    const sameEmail = await post('/api/auth/register', registrationInput({ email: owner.email.toUpperCase() }));
    const sameCpf = await post('/api/auth/register', registrationInput({ cpf: owner.cpf }));
    for (const res of [sameEmail, sameCpf]) {
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.json()).toEqual(fresh.json());
    }
    const newProfessor = await post('/api/auth/register', registrationInput({ tipo: 'professor' }));
    const takenProfessor = await post('/api/auth/register', registrationInput({ tipo: 'professor', email: owner.email }));
    expect(takenProfessor.statusCode).toBe(201);
    expect(takenProfessor.json()).toEqual(newProfessor.json());

    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, owner.email))).toHaveLength(1);
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.cpf, owner.cpf.replace(/\D/g, '')))).toHaveLength(1);

    await ctx.deliverMail();
    const warnings = mailTo(owner.email);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]!.subject).toBe('Plantel: tentativa de criar uma conta com os seus dados');
    expect(warnings[0]!.text).toContain('Olá, Marta.');
    expect(warnings[0]!.text).toContain('Alguém tentou criar uma conta no Plantel com o seu e-mail');
    expect(warnings[1]!.text).toContain('com o seu CPF');
    expect(warnings[0]!.text).toContain('Se foi você, entre com este e-mail e a sua senha em http://plantel.test/');
    expect(warnings[0]!.text).toContain('Esqueci minha senha');
  });
});

describe('invitation accepted signed out', () => {
  test('a taken e-mail or CPF gets the answer of a new account in comparable time: no session, nothing created, the invitation still open, the owner told by e-mail', async () => {
    const staff = await signedIn(ctx.db, 'administrador');
    const owner = await makeUser(ctx.db, { nome: 'Rosa', tipo: 'cliente' });
    const openInvitation = async () => {
      const athlete = await makeAthlete(ctx.db);
      const res = await ctx.app.inject({ method: 'POST', url: `/api/athletes/${athlete!.id}/invitations`, payload: { email: 'convite@familia.com.br' }, headers: staff.headers });
      return invitationToken(res.json().link);
    };
    const { tipo: _tipo, ...fresh } = registrationInput();
    const answers = { fresh: [] as Answer[], taken: [] as Answer[] };
    const timings = { fresh: [] as number[], taken: [] as number[] };
    const stillOpen: string[] = [];
    for (let i = 0; i < 7; i++) {
      for (const kind of ['fresh', 'taken'] as const) {
        const token = await openInvitation();
        const taken = i % 2 === 0 ? { email: owner!.email } : { cpf: owner!.cpf };
        const account = { ...fresh, email: `convidada.${i}@familia.com.br`, cpf: registrationInput().cpf, ...(kind === 'taken' && taken) };
        const started = performance.now();
        const res = await post(`/api/invitations/${token}/accept`, account);
        timings[kind].push(performance.now() - started);
        answers[kind].push(res);
        if (kind === 'taken') stillOpen.push(token);
      }
    }
    for (const res of [...answers.fresh, ...answers.taken]) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: 'Conta criada com sucesso! Faça login para continuar.' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(Math.abs(median(timings.fresh)! - median(timings.taken)!)).toBeLessThan(50);

    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, owner!.email))).toHaveLength(1);
    for (const token of stillOpen) expect((await ctx.app.inject({ method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(200);
    await ctx.deliverMail();
    expect(mailTo(owner!.email)).toHaveLength(7);
    expect(mailTo(owner!.email)[0]!.subject).toBe('Plantel: tentativa de criar uma conta com os seus dados');
    expect(mailTo(owner!.email)[0]!.text).toContain('Se você estava aceitando um convite da escola, entre primeiro e depois abra de novo o link do convite.');
  });
});

describe('quick registration', () => {
  test("an enrolled child's CPF gets the answer of a new registration, changes nothing, and the administradores are told", async () => {
    const child = athleteInput({ nomeCompleto: 'Lucas Prado Reis' });
    const first = await post('/api/quick-register', child);
    expect(first.statusCode).toBe(201);
    const [stored] = await ctx.db.select().from(athletes).where(eq(athletes.cpf, child.cpf.replace(/\D/g, '')));

    const again = await post('/api/quick-register', athleteInput({ cpf: child.cpf, nomeCompleto: 'Lucas Prado Reis', responsavelNome: 'Outra Pessoa' }));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toEqual({ athlete: { nomeCompleto: 'Lucas Prado Reis' }, message: 'O atleta Lucas Prado Reis foi cadastrado na academia.' });
    expect(await ctx.db.select().from(athletes).where(eq(athletes.cpf, stored!.cpf))).toEqual([stored]);

    await ctx.deliverMail();
    const [notice] = mailTo('diretora@escola.com.br');
    expect(notice!.subject).toBe('Plantel: Cadastro Rápido de um atleta já cadastrado');
    expect(notice!.text).toContain(`http://plantel.test/atletas/${stored!.id}`);
    expect(notice!.text).toContain('Responsável informado: Outra Pessoa');
  });
});

describe('sign-in of an inactive account', () => {
  test('the right password gets exactly the answer of a wrong one; the account holder learns why by e-mail', async () => {
    const pending = await makeUser(ctx.db, { tipo: 'professor', nome: 'Paulo', ativo: false, status: 'inativo', aprovacao: 'pendente' });
    const right = await post('/api/auth/login', { email: pending!.email, senha: DEFAULT_PASSWORD });
    const wrong = await post('/api/auth/login', { email: pending!.email, senha: 'senha-errada-1' });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual({ message: 'Email ou senha inválidos' });
    expect(wrong.json()).toEqual(right.json());
    expect(right.cookies).toEqual([]);

    const inactivated = await makeUser(ctx.db, { tipo: 'professor', ativo: false, status: 'inativo' });
    expect((await post('/api/auth/login', { email: inactivated!.email, senha: DEFAULT_PASSWORD })).json()).toEqual(wrong.json());

    await ctx.deliverMail();
    expect(mailTo(pending!.email)).toHaveLength(1);
    expect(mailTo(pending!.email)[0]).toMatchObject({ subject: 'Plantel: a sua conta aguarda aprovação' });
    expect(mailTo(pending!.email)[0]!.text).toContain('ainda aguarda a aprovação de um administrador');
    expect(mailTo(inactivated!.email)[0]).toMatchObject({ subject: 'Plantel: a sua conta está inativa' });
    expect(mailTo(inactivated!.email)[0]!.text).toContain('Procure um administrador da escola para liberar o acesso.');
  });
});
