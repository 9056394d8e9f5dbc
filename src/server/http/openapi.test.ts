import { afterAll, beforeAll, expect, test } from 'vitest';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../test/test-app';
import { registerGuard } from '../auth/guard';
import { requireContract } from './openapi';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  description?: string;
  summary?: string;
  'x-perfis'?: string[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

test('/api/openapi.json documents every route: its summary, roles, answer and refusals', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const document = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
  expect(document.openapi).toBe('3.1.0');

  const documented = ctx.app.routeTable.filter((route) => route.url !== '/api/openapi.json');
  expect(documented.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const route of documented) {
    const name = `${route.method} ${route.url}`;
    const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
    if (!operation) {
      problems.push(`${name}: fora do documento`);
      continue;
    }
    if (!operation.summary) problems.push(`${name}: sem summary`);
    if (!/(^|\n\n)(Perfis|Pública)/.test(operation.description ?? '')) problems.push(`${name}: sem os perfis na descrição`);
    const roles = route.access === 'public' ? ['publico'] : [...route.access];
    if (JSON.stringify(operation['x-perfis']) !== JSON.stringify(roles)) problems.push(`${name}: x-perfis errado`);
    if (!Object.keys(operation.responses).some((status) => status.startsWith('2'))) problems.push(`${name}: sem resposta 2xx`);
    if (route.access !== 'public' && !operation.responses['401']) problems.push(`${name}: sem a recusa 401`);
  }
  expect(problems).toEqual([]);
});

test('/api/docs renders the document for a browser', async () => {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger-ui');
});

test('a route without an answer schema or a summary cannot be registered, like one without access', async () => {
  const build = async (schema: Record<string, unknown>, access?: 'public') => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerGuard(app, ctx.db, []);
    requireContract(app);
    app.get('/api/x', { config: access ? { access } : {}, schema }, () => ({ ok: true }));
    return app.ready();
  };
  const ok = z.object({ ok: z.boolean() });
  await expect(build({ summary: 'X', response: { 200: ok } }, 'public')).resolves.toBeDefined();
  await expect(build({ summary: 'X', response: { 200: ok } })).rejects.toThrow('não declara quem pode acessá-la');
  await expect(build({ response: { 200: ok } }, 'public')).rejects.toThrow('não declara o que faz (schema.summary)');
  await expect(build({ summary: 'X' }, 'public')).rejects.toThrow('não declara a resposta (schema.response)');
});
