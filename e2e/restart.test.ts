import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { spawnSync } from 'node:child_process';
import { afterAll, expect, test } from 'vitest';
import { startServer, type RunningServer } from './support/server';

const servers: RunningServer[] = [];
afterAll(async () => {
  // Newest first: a folder is removed only after the last server using it has stopped.
  for (const server of servers.reverse()) await server.dispose();
});

async function json(baseURL: string, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseURL}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

test('SIGKILL and start again: everything answered with success is still there', async () => {
  const first = await startServer({ embedded: true });
  servers.push(first);
  const account = {
    nome: 'Rita', nomeCompleto: 'Rita Albuquerque', email: 'rita@escola.com.br', cpf: generateCpf(),
    dataNascimento: '1980-01-01', telefone: '11987654321', senha: 'senha-forte-1', tipo: 'administrador',
    consentimentoLgpd: true,
  };
  expect((await json(first.baseURL, 'POST', '/api/auth/register', account)).status).toBe(201);
  const { body: session } = await json(first.baseURL, 'POST', '/api/auth/login', { email: account.email, senha: account.senha });
  const cnpj = generateCnpj();
  const created = await json(first.baseURL, 'POST', '/api/companies', { razaoSocial: 'Clube Atlético Ltda', nomeFantasia: 'Clube Atlético', cnpj }, session.sessionId);
  expect(created.status).toBe(201);

  await first.stop('SIGKILL');

  // Same folder, new process: the PostgreSQL left running by the killed one is taken over.
  const second = await startServer({ dataDir: first.dataDir });
  servers.push(second);
  const me = await json(second.baseURL, 'GET', '/api/auth/me', undefined, session.sessionId);
  expect(me.status).toBe(200);
  const list = await json(second.baseURL, 'GET', '/api/companies', undefined, session.sessionId);
  expect(list.body.map((c: { cnpj: string }) => c.cnpj)).toEqual([cnpj]);
});

test('a second Plantel on the same data folder is refused with a clear message', async () => {
  const running = await startServer({ embedded: true });
  servers.push(running);
  const other = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/serve.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: running.dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(other.status).toBe(1);
  expect(other.stderr).toContain('já está usando a pasta de dados');
  expect((await fetch(`${running.baseURL}/api/health`)).status).toBe(200);
});
