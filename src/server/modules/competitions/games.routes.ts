import {
  gameDetailSchema,
  gameInputSchema,
  gameListQuerySchema,
  gamePageSchema,
  externalTeamModalityMismatch,
  teamWithoutGames,
} from '@domain/competitions';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { ALL_ROLES } from '@domain/roles';
import type { RouteModule } from '../../http/types';
import { createGame, deleteGame, GAME_NOT_FOUND, getGame, listGames, SIDE_CHANGE_WITH_EVENTS, updateGame } from './games.service';
import { actorOf } from '../../http/actor';

/** The opponent plays the game's modality, the turma's. */
const MODALITY_REFUSALS = [externalTeamModalityMismatch('futsal', 'futebol'), teamWithoutGames('Natação Infantil', 'Natação')];

/** Spec 2 §6: anyone signed in reads games; administrador and professor change them. */
export const gamesRoutes: RouteModule = (app, { db }) => {
  const errors = { 404: GAME_NOT_FOUND } as const;

  app.get(
    '/api/games',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Lista os jogos, uma página por vez, do mais recente ao mais antigo',
        querystring: gameListQuerySchema,
        response: { 200: gamePageSchema },
      },
    },
    (request) => listGames(db, request.query),
  );

  app.get(
    '/api/games/:id',
    {
      config: { access: ALL_ROLES, errors },
      schema: { summary: 'Um jogo, com os gols dos eventos de cada lado', params: idParam, response: { 200: gameDetailSchema } },
    },
    (request) => getGame(db, request.params.id),
  );

  app.post(
    '/api/games',
    {
      config: { access: permissions.manageCompetitions, errors: { 422: MODALITY_REFUSALS } },
      schema: { summary: 'Cadastra um jogo', body: gameInputSchema, response: { 201: gameDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await createGame(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/games/:id',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: GAME_NOT_FOUND, 409: SIDE_CHANGE_WITH_EVENTS, 422: MODALITY_REFUSALS } },
      schema: { summary: 'Altera um jogo', params: idParam, body: gameInputSchema, response: { 200: gameDetailSchema } },
    },
    (request) => updateGame(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/games/:id',
    {
      config: { access: permissions.manageCompetitions, errors },
      schema: { summary: 'Exclui um jogo com a sua súmula', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteGame(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
