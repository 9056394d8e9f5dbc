import { generateCpf } from '@brazilian-utils/brazilian-utils';
import type { Page } from 'playwright-core';
import type { Role } from '../../src/domain/roles';

/** Creates an account through the API (the first one becomes administrador) and returns its credentials. */
export async function registerAccount(baseURL: string, tipo: Role = 'administrador') {
  const account = {
    nome: 'Joana',
    nomeCompleto: 'Joana Ferreira Lima',
    email: `joana.${Math.random().toString(36).slice(2)}@escola.com.br`,
    cpf: generateCpf(),
    dataNascimento: '1988-04-12',
    telefone: '11987654321',
    senha: 'senha-da-joana-1',
    tipo,
    consentimentoLgpd: true,
  };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`cadastro falhou: ${res.status} ${await res.text()}`);
  return account;
}

/** The session token of an active account, through the API. */
export async function apiSession(baseURL: string, email: string, senha: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  if (res.status !== 200) throw new Error(`login falhou: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { sessionId: string }).sessionId;
}

/** A self-registered staff account waits for approval: an administrador reactivates it. */
export async function registerApprovedAccount(baseURL: string, tipo: Role, adminToken: string) {
  const account = await registerAccount(baseURL, tipo);
  const users = (await (await fetch(`${baseURL}/api/system-users`, { headers: { authorization: `Bearer ${adminToken}` } })).json()) as {
    id: number;
    email: string;
  }[];
  const id = users.find((u) => u.email === account.email)!.id;
  const res = await fetch(`${baseURL}/api/system-users/${id}/reactivate`, { method: 'PATCH', headers: { authorization: `Bearer ${adminToken}` } });
  if (res.status !== 200) throw new Error(`aprovação falhou: ${res.status}`);
  return account;
}

/**
 * Signs in through the API and hands the session to the page the way a login in the browser leaves
 * it: in local storage (the API client's bearer header) and in the httpOnly cookie (which <img>
 * requests, such as athlete photos, carry).
 */
export async function signInPage(page: Page, baseURL: string, email: string, senha: string) {
  const sessionId = await apiSession(baseURL, email, senha);
  await page.context().addInitScript((token) => window.localStorage.setItem('sessionId', token), sessionId);
  await page.context().addCookies([{ name: 'sessionId', value: sessionId, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
}

/** Calls the API with a session token; any status other than `expected` fails the test with the answer. */
export async function apiRequest<T>(baseURL: string, token: string, method: string, path: string, body?: unknown, expected = 200): Promise<T> {
  const res = await fetch(`${baseURL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== expected) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}
