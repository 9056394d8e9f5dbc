import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Role } from '../../domain/roles';
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
  fc.string({ minLength: 20_000, maxLength: 60_000 }),
);
const value = fc.oneof(nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(nasty, { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const fieldNames = fc.constantFrom(
  'nome', 'nomeCompleto', 'email', 'cpf', 'senha', 'tipo', 'titulo', 'conteudo', 'valor', 'data', 'status', 'categoria',
  'athleteId', 'teamId', 'unitId', 'dataVencimento', 'dataPagamento', 'metodoPagamento', 'tags', 'atividades', 'ordem',
  'favorito', 'ativo', 'inicio', 'fim', 'page', 'pageSize', 'busca', '__proto__', 'constructor',
);
const body = fc.oneof(fc.dictionary(fieldNames, value, { maxKeys: 8 }), fc.anything({ maxDepth: 2 }), nasty);

/** Row counts of the school's tables (the audit log and sessions record the attempts themselves). */
async function counts() {
  const { rows } = await ctx.db.$client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' and tablename not in ('audit_log', 'sessions') order by 1`,
  );
  const tables = rows.map((r) => r.name);
  const result: Record<string, number> = {};
  for (const table of tables) result[table] = (await ctx.db.execute(sql.raw(`select count(*)::int as n from "${table}"`))).rows[0].n as number;
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
