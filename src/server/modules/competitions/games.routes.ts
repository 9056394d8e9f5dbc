import { gameInputSchema, gameListQuerySchema } from '../../../domain/competitions';
import { idParam } from '../../../domain/fields';
import { ALL_ROLES, STAFF } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createGame, deleteGame, getGame, listGames, updateGame } from './games.service';

/** Spec 2 §6: anyone signed in reads games; administrador and professor change them. */
export const gamesRoutes: RouteModule = (app, { db }) => {
  app.get('/api/games', { config: { access: ALL_ROLES }, schema: { querystring: gameListQuerySchema } }, (request) =>
    listGames(db, request.query),
  );

  app.get('/api/games/:id', { config: { access: ALL_ROLES }, schema: { params: idParam } }, (request) => getGame(db, request.params.id));

  app.post('/api/games', { config: { access: STAFF }, schema: { body: gameInputSchema } }, async (request, reply) => {
    const game = await db.transaction(async (tx) => {
      const created = await createGame(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'games', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(game);
  });

  app.put('/api/games/:id', { config: { access: STAFF }, schema: { params: idParam, body: gameInputSchema } }, (request) =>
    db.transaction(async (tx) => {
      const game = await updateGame(tx, request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity: 'games', entityId: game.id, changes: request.body });
      return game;
    }),
  );

  app.delete('/api/games/:id', { config: { access: STAFF }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteGame(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'games', entityId: request.params.id });
    });
    return reply.status(204).send();
  });
};
