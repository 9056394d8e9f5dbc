import { z } from 'zod';
import {
  championshipInputSchema,
  championshipListQuerySchema,
  championshipOptionSchema,
  championshipPageSchema,
  championshipSchema,
} from '@domain/competitions';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { ALL_ROLES } from '@domain/roles';
import type { RouteModule } from '../../http/types';
import { championshipWithGames, createChampionship, deleteChampionship, getChampionship, listChampionshipOptions, listChampionships, updateChampionship } from './championships.service';
import { actorOf } from '../../http/actor';
import { CHAMPIONSHIP_NOT_FOUND } from '@domain/messages';

/** Spec 2 §6: anyone signed in reads championships; administrador and professor change them. */
export const championshipsRoutes: RouteModule = (app, { db }) => {
  const errors = { 404: CHAMPIONSHIP_NOT_FOUND } as const;

  app.get(
    '/api/championships',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Lista os campeonatos, uma página por vez (busca por nome, modalidade ou temporada)',
        querystring: championshipListQuerySchema,
        response: { 200: championshipPageSchema },
      },
    },
    (request) => listChampionships(db, request.query),
  );

  app.get(
    '/api/championships/options',
    {
      config: { access: ALL_ROLES },
      schema: { summary: 'Todos os campeonatos, para escolher um no jogo', response: { 200: z.array(championshipOptionSchema) } },
    },
    () => listChampionshipOptions(db),
  );

  app.get(
    '/api/championships/:id',
    { config: { access: ALL_ROLES, errors }, schema: { summary: 'Um campeonato', params: idParam, response: { 200: championshipSchema } } },
    (request) => getChampionship(db, request.params.id),
  );

  app.post(
    '/api/championships',
    {
      config: { access: permissions.manageCompetitions },
      schema: { summary: 'Cadastra um campeonato', body: championshipInputSchema, response: { 201: championshipSchema } },
    },
    async (request, reply) => reply.status(201).send(await createChampionship(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/championships/:id',
    {
      config: { access: permissions.manageCompetitions, errors },
      schema: { summary: 'Altera um campeonato', params: idParam, body: championshipInputSchema, response: { 200: championshipSchema } },
    },
    (request) => updateChampionship(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/championships/:id',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: CHAMPIONSHIP_NOT_FOUND, 409: championshipWithGames(2) } },
      schema: { summary: 'Exclui um campeonato (recusado enquanto tiver jogos)', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteChampionship(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
