import { z } from 'zod';
import { apiTokenInputSchema, apiTokenSchema, createdApiTokenSchema, schoolApiTokenSchema } from '@domain/api-tokens';
import { idParam } from '@domain/fields';
import { ADMIN } from '@domain/roles';
import { API_TOKEN_NOT_ALLOWED, currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { createApiToken, listApiTokens, listSchoolApiTokens, NOT_FOUND, revokeApiToken, TOO_MANY_TOKENS } from './api-tokens.service';
import { actorOf } from '../../http/actor';

/**
 * Personal API tokens, an administrador's keys for scripts: each makes and revokes their own, and
 * any administrador sees and revokes every token of the school; from a session only.
 */
export const apiTokensRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  app.get(
    '/api/api-tokens',
    {
      config: { access, errors: { 403: API_TOKEN_NOT_ALLOWED } },
      schema: { summary: 'Lista os seus tokens de API, o mais novo primeiro', response: { 200: z.array(apiTokenSchema) } },
    },
    (request) => listApiTokens(db, currentUser(request).id),
  );

  app.post(
    '/api/api-tokens',
    {
      config: { access, errors: { 403: API_TOKEN_NOT_ALLOWED, 409: TOO_MANY_TOKENS } },
      schema: {
        summary: 'Cria um token de API; o texto do token vem somente nesta resposta',
        body: apiTokenInputSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiToken(db, actorOf(request), currentUser(request).id, request.body)),
  );

  app.get(
    '/api/api-tokens/school',
    {
      config: { access, errors: { 403: API_TOKEN_NOT_ALLOWED } },
      schema: { summary: 'Lista todos os tokens de API da escola, com o dono de cada um, o mais novo primeiro', response: { 200: z.array(schoolApiTokenSchema) } },
    },
    () => listSchoolApiTokens(db),
  );

  for (const [url, summary, own] of [
    ['/api/api-tokens/:id', 'Revoga um dos seus tokens de API', true],
    ['/api/api-tokens/school/:id', 'Revoga qualquer token de API da escola', false],
  ] as const) {
    app.delete(
      url,
      {
        config: { access, errors: { 403: API_TOKEN_NOT_ALLOWED, 404: NOT_FOUND } },
        schema: { summary, params: idParam, response: { 200: apiTokenSchema } },
      },
      (request) => revokeApiToken(db, actorOf(request), request.params.id, own ? currentUser(request).id : undefined),
    );
  }
};
