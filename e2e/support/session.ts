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
  };
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`cadastro falhou: ${res.status} ${await res.text()}`);
  return account;
}

/** Signs in through the API and hands the session to the page the way the app stores it. */
export async function signInPage(page: Page, baseURL: string, email: string, senha: string) {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha }),
  });
  const { sessionId } = (await res.json()) as { sessionId: string };
  await page.context().addInitScript((token) => window.localStorage.setItem('sessionId', token), sessionId);
}
