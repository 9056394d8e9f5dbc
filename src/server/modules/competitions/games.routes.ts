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
import { ALL_ROLES, STAFF } from '@domain/roles';
import { audit } from '../../audit/audit';
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
      config: { access: STAFF, errors: { 422: MODALITY_REFUSALS } },
      schema: { summary: 'Cadastra um jogo', body: gameInputSchema, response: { 201: gameDetailSchema } },
    },
    async (request, reply) => {
      const game = await db.transaction(async (tx) => {
        const created = await createGame(tx, request.body);
        await audit(tx, actorOf(request), { action: 'create', entity: 'games', entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(game);
    },
  );

  app.put(
    '/api/games/:id',
    {
      config: { access: STAFF, errors: { 404: GAME_NOT_FOUND, 409: SIDE_CHANGE_WITH_EVENTS, 422: MODALITY_REFUSALS } },
      schema: { summary: 'Altera um jogo', params: idParam, body: gameInputSchema, response: { 200: gameDetailSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const game = await updateGame(tx, request.params.id, request.body);
        await audit(tx, actorOf(request), { action: 'update', entity: 'games', entityId: game.id, changes: request.body });
        return game;
      }),
  );

  app.delete(
    '/api/games/:id',
    {
      config: { access: STAFF, errors },
      schema: { summary: 'Exclui um jogo com a sua súmula', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await deleteGame(tx, request.params.id);
        await audit(tx, actorOf(request), { action: 'delete', entity: 'games', entityId: request.params.id });
      });
      return reply.status(204).send(null);
    },
  );
};
