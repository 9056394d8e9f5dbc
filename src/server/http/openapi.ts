import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleLabels } from '@domain/roles';
import { errorResponse } from '@domain/responses';
import { ACCOUNT_INACTIVATED, NOT_AUTHENTICATED } from './errors';
import type { Access, App } from './types';

/** Where the interactive documentation lives; its pages are public, like the landing page. */
export const DOCS_PREFIX = '/api/docs';

/** The statuses a route may name in `config.errors`, with the message the document shows. */
export type DeclaredErrors = Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429, string | readonly string[]>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The refusals of this route besides the ones every route shares (401, 403 by role, 400 on its schema). */
    errors?: DeclaredErrors;
  }
}

// zod types a JSON Schema's `type` more loosely than openapi-types does; the object is the same.
const errorJsonSchema = z.toJSONSchema(errorResponse, { io: 'output', target: 'draft-2020-12' }) as OpenAPIV3_1.SchemaObject;

const API_DESCRIPTION = `API do Plantel, a mesma que as telas usam.

**Autenticação.** As telas usam o cookie de sessão. Um script (uma planilha, o sistema do contador) usa um
token pessoal: o administrador o cria na tela *Gestão Organizacional → Tokens de API* (\`/tokens-api\`), escolhendo
*Somente leitura* ou *Leitura e escrita*, e o envia no cabeçalho \`Authorization: Bearer plt_...\`. O token só é
mostrado na criação, age em nome de quem o criou (enquanto for administrador ativo) e pode ser revogado a qualquer
momento. Criação e revogação ficam na auditoria, e cada registro de auditoria feito com um token guarda qual foi.
Um token de leitura recebe 403 em toda escrita. Nenhum token (403) gerencia tokens (\`/api/api-tokens\`) ou endereços
de calendário, nem dá acesso a alguém (sessões, senhas, contas, convites e pedidos de acesso de famílias), muda para onde
vai o dinheiro (configurações de PIX) ou registra e revoga consentimentos. Resetar a senha de alguém ou inativá-lo revoga
de vez os seus tokens e endereços de calendário; qualquer administrador vê e revoga todos os tokens da escola.

**Erros.** Toda recusa responde \`{ "message": "..." }\` em português; um formulário recusado traz também
\`errors\`, uma mensagem por campo. 401: sem sessão; 403: perfil sem acesso; 404: registro não encontrado;
409: conflito com o que já está gravado; 422: pedido bem formado que uma regra recusa; 429: tentativas demais;
503: banco de dados indisponível.

**Formatos.** Datas são \`yyyy-MM-dd\`, instantes são ISO 8601 (UTC), valores em reais são texto decimal
com duas casas (\`"150.00"\`).`;

const SIGNED_IN: { [scheme: string]: string[] }[] = [{ token: [] }, { sessao: [] }];

function rolesText(access: Access) {
  return access === 'public' ? 'Pública (sem sessão).' : `Perfis: ${access.map((role) => roleLabels[role]).join(', ')}.`;
}

const INVALID_FORM_EXAMPLE = { message: 'Nome é obrigatório', errors: { nome: 'Nome é obrigatório' } };

/** How a file's media type is documented: a JSON file (an export) is the object it holds, any other file is binary. */
const fileSchema = (mediaType: string) =>
  mediaType === 'application/json' ? { type: 'object', additionalProperties: true } : { type: 'string', format: 'binary' };

/** A file answer (`fileResponse`) is documented with its own media types. */
function fileAnswers(response: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const mediaTypes = (schema as { 'x-media-types'?: string[] })['x-media-types'];
      if (!mediaTypes) return [status, schema];
      const { description } = schema as { description?: string };
      return [status, { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: fileSchema(type) }])) }];
    }),
  );
}

/**
 * The operation's name in a generated client, from its method and path alone so it never changes
 * unless the route does: PUT /api/companies/:id/pix-settings is putCompaniesIdPixSettings.
 */
function operationId(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

/** The object a request part (body, query, params) is checked with, under its refinements and transforms. */
function objectShape(schema: unknown): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (!(schema instanceof z.ZodPipe)) return undefined;
  return objectShape(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
}

const REQUEST_PARTS = ['body', 'querystring', 'params'] as const;

/**
 * zod marks a field required by how it is declared, but a preprocess or a transform may turn a
 * missing field into a value (an optional id into null) or refuse it (an amount): the document
 * names as required exactly the fields the server refuses to go without.
 */
function requiredAsChecked(json: unknown, schema: unknown) {
  const shape = objectShape(schema);
  const { properties, required: _declared, ...rest } = (json ?? {}) as { properties?: Record<string, unknown>; required?: string[] };
  if (!shape || !properties) return json;
  const required = Object.keys(properties).filter((key) => shape[key] && !shape[key].safeParse(undefined).success);
  return { ...rest, properties, ...(required.length > 0 && { required }) };
}

function errorResponses(access: Access, hasInput: boolean, declared: DeclaredErrors = {}) {
  const messages = new Map<number, string[]>();
  const add = (status: number, message: string | readonly string[]) =>
    messages.set(status, [...(messages.get(status) ?? []), ...[message].flat()]);
  if (hasInput) add(400, 'Dados inválidos');
  if (access !== 'public') {
    add(401, [NOT_AUTHENTICATED, ACCOUNT_INACTIVATED]);
    add(403, 'Acesso negado');
  }
  for (const [status, message] of Object.entries(declared)) add(Number(status), message);
  return Object.fromEntries(
    [...messages].map(([status, list]) => [
      status,
      {
        description: list.join(' · '),
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Erro' },
            example: status === 400 && list[0] === 'Dados inválidos' ? INVALID_FORM_EXAMPLE : { message: list[0] },
          },
        },
      },
    ]),
  );
}

/**
 * The OpenAPI 3.1 document, generated from the routes' own zod schemas, at /api/openapi.json and
 * rendered at /api/docs. Each operation says who may call it and how it can be refused, from the
 * route's `config.access` and `config.errors`.
 */
export async function registerOpenApi(app: App, publicUrl: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Plantel', version: '1.0.0', description: API_DESCRIPTION },
      servers: [{ url: publicUrl }],
      components: {
        schemas: { Erro: errorJsonSchema },
        securitySchemes: {
          token: { type: 'http', scheme: 'bearer', description: 'Token pessoal de API (plt_...) ou id de sessão' },
          sessao: { type: 'apiKey', in: 'cookie', name: 'sessionId' },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/') || input.url.startsWith(DOCS_PREFIX)) return { ...transformed, schema: { hide: true } };
      const access = input.route.config?.access ?? 'public';
      const schema = (transformed.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown>; description?: string };
      const hasInput = Boolean(input.schema?.body || input.schema?.querystring || input.schema?.params);
      return {
        url: transformed.url,
        schema: {
          ...schema,
          ...Object.fromEntries(
            REQUEST_PARTS.filter((part) => schema[part]).map((part) => [part, requiredAsChecked(schema[part], input.schema?.[part])]),
          ),
          operationId: operationId(input.route.method as string, input.url),
          tags: [input.url.split('/')[2] ?? 'api'],
          description: [schema.description, rolesText(access)].filter(Boolean).join('\n\n'),
          security: access === 'public' ? [] : SIGNED_IN,
          'x-perfis': access === 'public' ? ['publico'] : access,
          response: { ...fileAnswers(schema.response), ...errorResponses(access, hasInput, input.route.config?.errors) },
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { docExpansion: 'none', deepLinking: true } });
  app.get(
    '/api/openapi.json',
    { config: { access: 'public' }, schema: { hide: true } },
    (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}

/**
 * Every API route states what it does and what it answers, or it cannot be registered: the
 * document is then whole by construction, and the web's types (taken from the same schemas) are true.
 */
export function requireContract(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(DOCS_PREFIX) || route.schema?.hide) return;
    const name = `${[route.method].flat().join(',')} ${route.url}`;
    if (!route.schema?.summary) throw new Error(`A rota ${name} não declara o que faz (schema.summary).`);
    if (!route.schema.response) throw new Error(`A rota ${name} não declara a resposta (schema.response).`);
  });
}
