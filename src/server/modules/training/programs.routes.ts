import { STAFF } from '../../../domain/roles';
import {
  programActivitiesBulkSchema,
  programActivityInputSchema,
  programActivityParam,
  programInputSchema,
  programParam,
  programReorderSchema,
} from '../../../domain/training';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { addActivities, addActivity, removeActivity, reorderActivities } from './program-activities.service';
import { createProgram, deleteProgram, getProgram, listPrograms, updateProgram } from './programs.service';

/**
 * Training programs and their ordered activities (spec 2 §2.10, §2.11, §7), staff only. Every
 * change to the activities answers the whole program, its total time recomputed by the server.
 */
export const programsRoutes: RouteModule = (app, { db }) => {
  const config = { access: STAFF };
  const entity = 'programas_treinamento';

  app.get('/api/programas-treinamento', { config }, () => listPrograms(db));

  app.get('/api/programas-treinamento/:id', { config, schema: { params: programParam } }, (request) => getProgram(db, request.params.id));

  app.post('/api/programas-treinamento', { config, schema: { body: programInputSchema } }, async (request, reply) => {
    const program = await db.transaction(async (tx) => {
      const created = await createProgram(tx, currentUser(request), request.body);
      await audit(tx, request, { action: 'create', entity, entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(program);
  });

  app.put('/api/programas-treinamento/:id', { config, schema: { params: programParam, body: programInputSchema } }, (request) =>
    db.transaction(async (tx) => {
      const program = await updateProgram(tx, request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity, entityId: program.id, changes: request.body });
      return program;
    }),
  );

  app.delete('/api/programas-treinamento/:id', { config, schema: { params: programParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteProgram(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity, entityId: request.params.id });
    });
    return reply.status(204).send();
  });

  app.post(
    '/api/programas-treinamento/:id/atividades',
    { config, schema: { params: programParam, body: programActivityInputSchema } },
    async (request, reply) => {
      const program = await db.transaction(async (tx) => {
        await addActivity(tx, request.params.id, request.body.atividadeId, request.body.ordem);
        await audit(tx, request, { action: 'add-activity', entity, entityId: request.params.id, changes: request.body });
        return getProgram(tx, request.params.id);
      });
      return reply.status(201).send(program);
    },
  );

  app.post(
    '/api/programas-treinamento/:id/atividades/lote',
    { config, schema: { params: programParam, body: programActivitiesBulkSchema } },
    async (request, reply) => {
      const program = await db.transaction(async (tx) => {
        await addActivities(tx, request.params.id, request.body.atividadeIds);
        await audit(tx, request, { action: 'add-activities', entity, entityId: request.params.id, changes: request.body });
        return getProgram(tx, request.params.id);
      });
      return reply.status(201).send(program);
    },
  );

  app.delete('/api/programas-treinamento/:id/atividades/:activityId', { config, schema: { params: programActivityParam } }, (request) =>
    db.transaction(async (tx) => {
      await removeActivity(tx, request.params.id, request.params.activityId);
      await audit(tx, request, { action: 'remove-activity', entity, entityId: request.params.id, changes: { atividadeId: request.params.activityId } });
      return getProgram(tx, request.params.id);
    }),
  );

  app.patch(
    '/api/programas-treinamento/:id/atividades/reorder',
    { config, schema: { params: programParam, body: programReorderSchema } },
    (request) =>
      db.transaction(async (tx) => {
        await reorderActivities(tx, request.params.id, request.body.atividades);
        await audit(tx, request, { action: 'reorder-activities', entity, entityId: request.params.id, changes: request.body });
        return getProgram(tx, request.params.id);
      }),
  );
};
