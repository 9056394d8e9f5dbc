import { expect } from 'vitest';
import { roles, type Role } from '@domain/roles';
import { signedIn } from './factories';
import type { TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The refusals every protected route owes: 401 with no session (and with an unknown token),
 * 403 for each role it does not allow. Nothing is stored by a refused call.
 */
export async function expectRefusals(
  ctx: TestContext,
  route: { method: Method; url: string; payload?: unknown },
  allowed: readonly Role[],
) {
  const anonymous = await ctx.app.inject({ method: route.method, url: route.url, payload: route.payload as never });
  expect(anonymous.statusCode, `${route.method} ${route.url} sem sessão`).toBe(401);
  expect(anonymous.json()).toEqual({ message: 'Não autenticado' });

  const forged = await ctx.app.inject({
    method: route.method,
    url: route.url,
    payload: route.payload as never,
    headers: { authorization: 'Bearer token-que-nao-existe' },
  });
  expect(forged.statusCode, `${route.method} ${route.url} com token desconhecido`).toBe(401);

  for (const role of roles.filter((r) => !allowed.includes(r))) {
    const { headers } = await signedIn(ctx.db, role);
    const res = await ctx.app.inject({ method: route.method, url: route.url, payload: route.payload as never, headers });
    expect(res.statusCode, `${route.method} ${route.url} como ${role}`).toBe(403);
    expect(res.json()).toEqual({ message: 'Acesso negado' });
  }
}

/** Bodies that must never cause a 500: wrong types, missing fields, huge strings, invalid JSON. */
export const malformedBodies: { name: string; payload: string; contentType?: string }[] = [
  { name: 'JSON inválido', payload: '{"nome": ' },
  { name: 'array no lugar de objeto', payload: '[]' },
  { name: 'null', payload: 'null' },
  { name: 'número', payload: '42' },
  { name: 'objeto vazio', payload: '{}' },
  {
    name: 'tipos errados',
    payload: JSON.stringify({
      nome: 1, nomeCompleto: true, email: [], cpf: {}, senha: 5, tipo: 9, razaoSocial: false, nomeFantasia: [],
      cnpj: 123, dataNascimento: 20200101, sexo: 1, telefone: null, token: 7, newPassword: 8, confirmPassword: 9,
    }),
  },
  {
    name: 'textos enormes',
    payload: JSON.stringify(Object.fromEntries(
      ['nome', 'nomeCompleto', 'email', 'cpf', 'senha', 'razaoSocial', 'nomeFantasia', 'cnpj', 'token', 'responsavelNome']
        .map((k) => [k, 'x'.repeat(100_000)]),
    )),
  },
  { name: 'injeção', payload: JSON.stringify({ nome: "'; drop table users; --", email: '<script>alert(1)</script>@x.com', cnpj: "1' or '1'='1" }) },
  { name: 'texto puro', payload: 'nome=abc', contentType: 'text/plain' },
];

export async function expectNoServerErrorForMalformedBodies(
  ctx: TestContext,
  route: { method: Method; url: string },
  headers: Record<string, string> = {},
) {
  for (const body of malformedBodies) {
    const res = await ctx.app.inject({
      method: route.method,
      url: route.url,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType ?? 'application/json' },
    });
    expect(res.statusCode, `${route.method} ${route.url} com ${body.name}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${route.method} ${route.url} com ${body.name}`).toBeLessThan(500);
    expect(typeof res.json().message, `${route.method} ${route.url} com ${body.name}`).toBe('string');
  }
}
