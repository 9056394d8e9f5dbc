import { championshipInputSchema, championshipListQuerySchema } from '../../../domain/competitions';
import { idParam } from '../../../domain/fields';
import { ALL_ROLES, STAFF } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  createChampionship,
  deleteChampionship,
  getChampionship,
  listChampionshipOptions,
  listChampionships,
  updateChampionship,
} from './championships.service';

/** Spec 2 §6: anyone signed in reads championships; administrador and professor change them. */
export const championshipsRoutes: RouteModule = (app, { db }) => {
  app.get('/api/championships', { config: { access: ALL_ROLES }, schema: { querystring: championshipListQuerySchema } }, (request) =>
    listChampionships(db, request.query),
  );

  app.get('/api/championships/options', { config: { access: ALL_ROLES } }, () => listChampionshipOptions(db));

  app.get('/api/championships/:id', { config: { access: ALL_ROLES }, schema: { params: idParam } }, (request) =>
    getChampionship(db, request.params.id),
  );

  app.post('/api/championships', { config: { access: STAFF }, schema: { body: championshipInputSchema } }, async (request, reply) => {
    const championship = await db.transaction(async (tx) => {
      const created = await createChampionship(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'championships', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(championship);
  });

  app.put(
    '/api/championships/:id',
    { config: { access: STAFF }, schema: { params: idParam, body: championshipInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const championship = await updateChampionship(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity: 'championships', entityId: championship.id, changes: request.body });
        return championship;
      }),
  );

  app.delete('/api/championships/:id', { config: { access: STAFF }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteChampionship(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'championships', entityId: request.params.id });
    });
    return reply.status(204).send();
  });
};
