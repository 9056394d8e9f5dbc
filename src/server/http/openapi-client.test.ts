import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';
import { DEFAULT_PASSWORD, makeAthlete, makeUser } from '../test/factories';

let ctx: TestContext;
let folder: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  folder = await mkdtemp(path.join(os.tmpdir(), 'plantel-client-'));
  const document = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(document.statusCode).toBe(200);
  await writeFile(path.join(folder, 'schema.d.ts'), astToString(await openapiTS(document.json())));
  await writeFile(path.join(folder, 'client.ts'), CLIENT);
  await writeFile(path.join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  await symlink(path.resolve('node_modules'), path.join(folder, 'node_modules'));
});
afterAll(async () => {
  await ctx.close();
  await rm(folder, { recursive: true, force: true });
});

/**
 * What a caller writes with a client generated from the document by tools that are not ours
 * (openapi-typescript for the types, openapi-fetch for the calls). The `@ts-expect-error` lines are
 * calls the server refuses: if the document were looser than the server, they would type-check and
 * tsc would report the directive as unused.
 */
const CLIENT = `import createClient from 'openapi-fetch';
import type { paths } from './schema';

export async function run(baseUrl: string, email: string, senha: string) {
  const api = createClient<paths>({ baseUrl });
  const login = await api.POST('/api/auth/login', { body: { email, senha } });
  if (!login.data) throw new Error(login.error?.message);
  const headers = { authorization: \`Bearer \${login.data.sessionId}\` };

  const athletes = await api.GET('/api/athletes', { params: { query: { pageSize: 10, status: 'ATIVO' } }, headers });
  const games = await api.GET('/api/games', { params: { query: { pageSize: 50 } }, headers });
  // @ts-expect-error the competition lists take 10, 25 or 50 rows a page
  await api.GET('/api/championships', { params: { query: { pageSize: 30 } }, headers });

  const created = await api.POST('/api/financial-records', {
    body: { tipo: 'receita', categoria: 'Uniformes', valor: 150.5, data: '2031-05-10' },
    headers,
  });
  const typed = await api.POST('/api/financial-records', {
    body: { tipo: 'despesa', categoria: 'Aluguel', valor: '1200,00', data: '2031-05-11' },
    headers,
  });
  // @ts-expect-error an amount is a number or decimal text, never a boolean
  await api.POST('/api/financial-records', { body: { tipo: 'receita', categoria: 'Uniformes', valor: true, data: '2031-05-10' }, headers });
  const refused = await api.POST('/api/financial-records', {
    body: { tipo: 'receita', categoria: 'Uniformes', valor: '150.555', data: '2031-05-10' },
    headers,
  });

  return {
    athletes: athletes.data && { names: athletes.data.items.map((athlete) => athlete.nomeCompleto), pageSize: athletes.data.pageSize },
    gamesPageSize: games.data?.pageSize,
    created: created.data && { valor: created.data.valor, status: created.response.status },
    typed: typed.data?.valor,
    refused: { status: refused.response.status, message: refused.error?.message },
  };
}
`;

/** Strict, as a caller's project would be; the generated declarations are trusted like any library's. */
const TSCONFIG = {
  compilerOptions: { strict: true, noEmit: true, skipLibCheck: true, target: 'es2022', lib: ['es2022', 'dom'], module: 'esnext', moduleResolution: 'bundler', types: [] },
  files: ['client.ts'],
};

test('a client generated from the document by independent tools type-checks, and the calls the server refuses do not', async () => {
  const checked = await promisify(execFile)(path.resolve('node_modules/.bin/tsc'), ['-p', folder]).catch((failed: { stdout: string }) => failed);
  expect(checked.stdout).toBe('');
});

test('the generated client signs in, lists athletes a page of 10, and records an amount as a number or as typed text', async () => {
  const admin = await makeUser(ctx.db, { tipo: 'administrador' });
  await makeAthlete(ctx.db, { nomeCompleto: 'Lara Gomes' });
  const { port } = ctx.app.server.address() as AddressInfo;
  const client = (await import(path.join(folder, 'client.ts'))) as { run: (baseUrl: string, email: string, senha: string) => Promise<unknown> };
  expect(await client.run(`http://127.0.0.1:${port}`, admin.email, DEFAULT_PASSWORD)).toEqual({
    athletes: { names: ['Lara Gomes'], pageSize: 10 },
    gamesPageSize: 50,
    created: { valor: '150.50', status: 201 },
    typed: '1200.00',
    refused: { status: 400, message: 'Valor inválido' },
  });
});
