import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  description?: string;
  summary?: string;
  'x-perfis'?: string[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  [keyword: string]: unknown;
}

interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

async function openApiDocument() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as OpenApiDocument;
}

const operations = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([url, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${url}`, operation })));

const TYPING_KEYWORDS = ['type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', '$ref'];

/** The fields, at any depth, whose schema says nothing of what they hold: a generated client types them `unknown`. */
function untypedFields(schema: JsonSchema, where: string): string[] {
  const here = TYPING_KEYWORDS.some((keyword) => keyword in schema) ? [] : [where];
  return [
    ...here,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => untypedFields(property, `${where}.${name}`)),
    ...(schema.items ? untypedFields(schema.items, `${where}[]`) : []),
    ...(schema.anyOf ?? []).flatMap((option) => untypedFields(option, where)),
  ];
}

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

test('an independent linter (Redocly, recommended rules) finds no error in the document', async () => {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'plantel-openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, JSON.stringify(await openApiDocument()));
    const redocly = path.resolve('node_modules/.bin/redocly');
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const { stdout } = await promisify(execFile)(redocly, ['lint', file, '--extends=recommended', '--format=json', '--max-problems=1000'], { env }).catch(
      (failed: { stdout: string }) => failed,
    );
    const { problems } = JSON.parse(stdout) as { problems: { severity: string; ruleId: string; message: string; location: { pointer: string }[] }[] };
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`)).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

test('every operation has a readable, unique operationId made of its method and path, and the document names its server', async () => {
  const document = await openApiDocument();
  expect(document.servers).toEqual([{ url: 'http://plantel.test' }]);
  const ids = operations(document).map(({ operation }) => operation.operationId);
  expect(ids.filter((id) => !id)).toEqual([]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(document.paths['/api/athletes']?.get?.operationId).toBe('getAthletes');
  expect(document.paths['/api/companies/{id}/pix-settings']?.put?.operationId).toBe('putCompaniesIdPixSettings');
});

test('a public operation says it needs no credentials; the others ask for a token or the session', async () => {
  const document = await openApiDocument();
  const publicOperations = ctx.app.routeTable.filter((route) => route.access === 'public' && route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.url !== '/api/openapi.json');
  expect(publicOperations.length).toBeGreaterThan(5);
  for (const route of publicOperations) {
    expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]?.security, `${route.method} ${route.url}`).toEqual([]);
  }
  expect(document.paths['/api/athletes']?.get?.security).toEqual([{ token: [] }, { sessao: [] }]);
});

test('every request field says what it holds, as the server checks it', async () => {
  const document = await openApiDocument();
  const untyped = operations(document).flatMap(({ name, operation }) => [
    ...(operation.parameters ?? []).flatMap((parameter) => untypedFields(parameter.schema, `${name} ${parameter.in}:${parameter.name}`)),
    ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => untypedFields(media.schema, `${name} body`)),
  ]);
  expect(untyped).toEqual([]);

  const body = (url: string, method: string) => document.paths[url]?.[method]?.requestBody?.content['application/json']?.schema;
  const parameter = (url: string, name: string) => document.paths[url]?.get?.parameters?.find((p) => p.name === name)?.schema;
  for (const url of ['/api/championships', '/api/games', '/api/financial-records', '/api/enrollments-with-payments']) {
    expect(parameter(url, 'pageSize')?.enum, url).toEqual([10, 25, 50]);
  }
  expect(body('/api/api-tokens', 'post')?.properties?.escopo?.enum).toEqual(['leitura', 'escrita']);
  expect(body('/api/monthly-payments/{id}/process', 'patch')?.properties?.metodoPagamento?.enum).toEqual(['cartao_credito', 'cartao_debito', 'dinheiro', 'pix']);
  const valor = body('/api/financial-records', 'post');
  expect(valor?.required).toContain('valor');
  expect(valor?.required, 'a missing unitId is stored as no unit').not.toContain('unitId');
  expect(valor?.properties?.valor?.anyOf?.map((option) => option.type)).toEqual(['number', 'string']);
});

test('a JSON export is documented as the object it answers, a PDF as a file', async () => {
  const document = await openApiDocument();
  const answer = (url: string) => document.paths[url]?.get?.responses['200']?.content ?? {};
  expect(answer('/api/privacy/me/export')['application/json']?.schema).toMatchObject({ type: 'object' });
  expect(answer('/api/privacy/athletes/{id}/export')['application/json']?.schema).toMatchObject({ type: 'object' });
  expect(answer('/api/privacy/athletes/{id}/export')['application/pdf']?.schema).toEqual({ type: 'string', format: 'binary' });
});

test('/api/docs renders the document for a browser', async () => {
  const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('swagger-ui');
});

test('a route without an answer schema or a summary cannot be registered, like one without access', async () => {
  // The app as it is built (guard and contract both on): a route added to it is checked by both.
  const build = async (schema: Record<string, unknown>, access?: 'public') => {
    const app = await buildApp({ db: ctx.db, config: loadConfig({ NODE_ENV: 'test' }), mailer: { send: async () => {} }, webDir: null });
    try {
      app.get('/api/x', { config: access ? { access } : {}, schema }, () => ({ ok: true }));
      await app.ready();
    } finally {
      await app.close();
    }
  };
  const ok = z.object({ ok: z.boolean() });
  await expect(build({ summary: 'X', response: { 200: ok } }, 'public')).resolves.toBeUndefined();
  await expect(build({ summary: 'X', response: { 200: ok } })).rejects.toThrow('não declara quem pode acessá-la');
  await expect(build({ response: { 200: ok } }, 'public')).rejects.toThrow('não declara o que faz (schema.summary)');
  await expect(build({ summary: 'X' }, 'public')).rejects.toThrow('não declara a resposta (schema.response)');
});
