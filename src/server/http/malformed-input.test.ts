import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Role } from '@domain/roles';
import { signedIn } from '../test/factories';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Property: whatever a caller sends to any route (bodies of the wrong shape and types, huge
 * strings, unicode, SQL and HTML injection, odd query strings), the answer is never a 500 and
 * nothing is stored. Ids in paths point at nothing, so a body that happens to be valid cannot
 * change a row either.
 */
let ctx: TestContext;
let sessions: Partial<Record<Role, Record<string, string>>>;
beforeAll(async () => {
  ctx = await createTestApp();
  sessions = { administrador: (await signedIn(ctx.db, 'administrador')).headers, professor: (await signedIn(ctx.db, 'professor')).headers };
});
afterAll(() => ctx.close());

const nasty = fc.oneof(
  fc.constantFrom(
    "'; drop table athletes; --",
    "' or '1'='1",
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '\u0000',
    'silva\u0000',
    '\ud800',
    'a\udfffb',
    '%00',
    '../../etc/passwd',
    '𝕻𝖑𝖆𝖓𝖙𝖊𝖑 🏆⚽',
    'ação çãõ',
    '١٢٣',
    '9'.repeat(400),
    '-1',
    '1e309',
    'NaN',
    '2026-02-30',
    '{}',
    '[]',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // What PostgreSQL cannot store in text: a NUL anywhere, or half of a surrogate pair.
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udc00', '\udbff'), fc.string({ maxLength: 10 })).map((parts) => parts.join('')),
  fc.string({ minLength: 20_000, maxLength: 60_000 }),
);
const value = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const fieldNames = fc.constantFrom(
  'nome', 'nomeCompleto', 'email', 'cpf', 'senha', 'tipo', 'titulo', 'conteudo', 'valor', 'data', 'status', 'categoria',
  'athleteId', 'teamId', 'unitId', 'dataVencimento', 'dataPagamento', 'metodoPagamento', 'tags', 'atividades', 'ordem',
  'favorito', 'ativo', 'inicio', 'fim', 'page', 'pageSize', 'busca', 'search', 'q', 'periodo', 'tipo', '__proto__', 'constructor',
);
const body = fc.oneof(fc.dictionary(fieldNames, value, { maxKeys: 8 }), fc.anything({ maxDepth: 2 }), nasty);

/** Row counts of the school's tables (the audit log, sessions and rate-limit counters record the attempts themselves). */
async function counts() {
  const { rows } = await ctx.db.$client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('audit_log', 'sessions', 'rate_limits') order by 1`,
  );
  const tables = rows.map((r) => r.name);
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = (await ctx.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))).rows[0]!.n as number;
  return result;
}

test('no input makes any route answer 500 or store anything', async () => {
  const before = await counts();
  const routes = ctx.app.routeTable.filter((route) => route.url !== '/api/auth/logout');
  for (const route of routes) {
    const role = route.access === 'public' ? null : (['administrador', 'professor'] as const).find((r) => route.access.includes(r));
    if (route.access !== 'public' && !role) continue;
    const headers = role ? sessions[role] : {};
    const url = route.url.replace(/:(\w+)/g, '999999');
    await fc.assert(
      fc.asyncProperty(body, fc.dictionary(fieldNames, fc.oneof(nasty, fc.integer().map(String)), { maxKeys: 4 }), async (payload, query) => {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          query,
          headers: { ...headers, 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(payload) ?? 'null' }),
        });
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }),
      { numRuns: 12, seed: 20261122 },
    );
  }
  expect(await counts()).toEqual(before);
}, 300_000);

const BAD_CHARACTERS = 'A requisição contém caracteres inválidos.';

/**
 * A NUL in a search or filter parameter once failed 12 list endpoints with a 500 (the ledger CSV
 * export cut the connection after its headers), and a NUL or a lone surrogate in any text field of
 * a JSON body 220 cases. They are refused at the edge, before any route sees them, on every route.
 */
test('a NUL or half a surrogate pair anywhere in the query or a JSON body is a 400 on every route', async () => {
  const before = await counts();
  const failures: string[] = [];
  const routes = ctx.app.routeTable.filter((route) => route.url !== '/api/auth/logout');
  for (const route of routes) {
    const role = route.access === 'public' ? null : (['administrador', 'professor'] as const).find((r) => route.access.includes(r));
    if (route.access !== 'public' && !role) continue;
    const headers = { ...(role ? sessions[role] : {}), 'content-type': 'application/json' };
    const url = route.url.replace(/:(\w+)/g, '1');
    const attempts: { what: string; query?: string; payload?: string }[] = [
      { what: 'NUL na busca', query: 'busca=silva%00&search=silva%00&q=a%00' },
      { what: 'NUL num filtro', query: 'status=ativo%00&categoria=%00' },
    ];
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      attempts.push(
        { what: 'NUL no corpo', payload: '{"nome":"Ana\\u0000","nomeCompleto":"Ana\\u0000 Souza","email":"a@b.com","titulo":"x\\u0000"}' },
        { what: 'surrogate no corpo', payload: '{"nome":"Ana\\ud800","nomeCompleto":"\\udc00","email":"a@b.com","titulo":"\\ud800x"}' },
        { what: 'NUL aninhado', payload: '{"atividades":[{"nome":"\\u0000"}],"tags":["ok","\\u0000"]}' },
      );
    }
    for (const attempt of attempts) {
      const res = await ctx.app.inject({
        method: route.method as 'POST',
        url: attempt.query ? `${url}?${attempt.query}` : url,
        headers,
        ...(attempt.payload !== undefined && { payload: attempt.payload }),
      });
      const message = res.headers['content-type']?.toString().includes('json') ? res.json().message : res.body.slice(0, 80);
      if (res.statusCode !== 400 || message !== BAD_CHARACTERS) failures.push(`${route.method} ${route.url} (${attempt.what}): ${res.statusCode} ${message}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await counts()).toEqual(before);
}, 120_000);

test('the refusal names the field, so a form can show it there', async () => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/quick-register',
    headers: { 'content-type': 'application/json' },
    payload: '{"nomeCompleto":"Ana\\u0000","responsavel":{"nome":"\\ud800"}}',
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ message: BAD_CHARACTERS, errors: { nomeCompleto: 'Contém caracteres inválidos.', 'responsavel.nome': 'Contém caracteres inválidos.' } });
});
