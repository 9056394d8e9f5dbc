import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { athleteInput, signedIn } from '../test/factories';
import { errorSerializer } from './log-serializers';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * On a database error the whole query, parameters included, once reached the log: allergies,
 * health notes, CPFs, an argon2 hash. A log line carries the error and the request id, never a
 * value the caller sent.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ captureLogs: true });
  admin = await signedIn(ctx.db, 'administrador');
  // A database that refuses every new athlete and account, as a full disk or a broken constraint would.
  await ctx.db.execute(sql`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'escrita recusada pelo teste'; end $$`);
  await ctx.db.execute(sql`create trigger refuse_athletes before insert on athletes for each row execute function refuse_write()`);
  await ctx.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_write()`);
});
afterAll(() => ctx.close());

const errorLines = () => ctx.logs.filter((line) => line.level === 50);

test('an athlete write that fails logs the error and the request id, not the health data or the CPFs', async () => {
  const athlete = athleteInput({
    alergias: 'Alergia grave a amendoim',
    restricoesMedicas: 'Asma induzida por esforço',
    observacoesSaude: 'Usa bombinha antes do treino',
  });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/athletes', headers: admin.headers, payload: athlete });
  expect(res.statusCode).toBe(500);
  expect(res.json()).toEqual({ message: 'Erro interno do servidor' });

  const [line] = errorLines();
  expect(line).toMatchObject({ msg: 'erro inesperado', reqId: expect.any(String) });
  expect(line!.err).toMatchObject({ message: expect.stringContaining('insert into "athletes"'), cause: { message: 'escrita recusada pelo teste', code: 'P0001' } });
  const everything = JSON.stringify(ctx.logs);
  for (const secret of ['amendoim', 'Asma', 'bombinha', athlete.cpf, athlete.responsavelCpf, athlete.nomeCompleto, athlete.responsavelNome]) {
    expect(everything).not.toContain(secret);
  }
});

test('a sign-up that fails logs neither the password hash nor the account holder', async () => {
  ctx.logs.length = 0;
  const account = {
    nome: 'Rita', nomeCompleto: 'Rita Albuquerque Teste', email: 'rita.log@escola.com.br', cpf: athleteInput().cpf,
    dataNascimento: '1980-01-01', telefone: '11987654321', senha: 'senha-forte-do-teste-1', tipo: 'cliente', consentimentoLgpd: true,
  };
  const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  expect(res.statusCode).toBe(500);
  expect(errorLines()).toHaveLength(1);
  const everything = JSON.stringify(ctx.logs);
  for (const secret of ['$argon2', 'senha-forte-do-teste-1', account.cpf, account.email, account.nomeCompleto, '11987654321']) {
    expect(everything).not.toContain(secret);
  }
});

test('a search logs its path, never the words searched for', async () => {
  ctx.logs.length = 0;
  await ctx.app.inject({ method: 'GET', url: '/api/athletes?busca=Joaquim%20Sigiloso', headers: admin.headers });
  expect(ctx.logs.some((line) => JSON.stringify(line).includes('/api/athletes'))).toBe(true);
  expect(JSON.stringify(ctx.logs)).not.toContain('Sigiloso');
});

test("PostgreSQL's own messages lose their quoted values, and the detail is never kept", () => {
  const error = Object.assign(new Error('invalid input syntax for type bigint: "12345678909"'), {
    code: '22P02',
    detail: 'Key (cpf)=(12345678909) already exists.',
    where: 'unnamed portal parameter $1 = \'12345678909\'',
  });
  const logged = JSON.stringify(errorSerializer(new Error('Failed query: select 1 where "cpf" = $1\nparams: 12345678909', { cause: error })));
  expect(logged).not.toContain('12345678909');
  expect(logged).toContain('select 1 where \\"cpf\\" = $1');
  expect(logged).toContain('22P02');
});
