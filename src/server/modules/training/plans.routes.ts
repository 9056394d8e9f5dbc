import { idParam } from '../../../domain/fields';
import { ALL_ROLES, STAFF } from '../../../domain/roles';
import { activityPickerQuerySchema, favoriteInputSchema, planInputSchema, planListQuerySchema } from '../../../domain/training';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createPlan, deletePlan, getPlan, listActivityOptions, listPlans, listSubActivities, setFavorite, updatePlan } from './plans.service';

/**
 * Training plans, called activities on the screens (spec 2 §2.9, §7). Every signed-in role reads
 * them (/planos-treino-demo; cliente and assistente see active plans only); staff manage them.
 */
export const plansRoutes: RouteModule = (app, { db }) => {
  const read = { config: { access: ALL_ROLES }, schema: { params: idParam } };

  app.get('/api/planos-treino', { config: { access: ALL_ROLES }, schema: { querystring: planListQuerySchema } }, (request) =>
    listPlans(db, currentUser(request), request.query),
  );

  app.get('/api/planos-treino/:id', read, (request) => getPlan(db, currentUser(request), request.params.id));

  app.get('/api/planos-treino/:id/atividades', read, (request) => listSubActivities(db, currentUser(request), request.params.id));

  app.post('/api/planos-treino', { config: { access: STAFF }, schema: { body: planInputSchema } }, async (request, reply) => {
    const plan = await db.transaction(async (tx) => {
      const created = await createPlan(tx, currentUser(request), request.body);
      await audit(tx, request, { action: 'create', entity: 'planos_treino', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(plan);
  });

  app.patch('/api/planos-treino/:id', { config: { access: STAFF }, schema: { params: idParam, body: planInputSchema } }, (request) =>
    db.transaction(async (tx) => {
      const plan = await updatePlan(tx, currentUser(request), request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity: 'planos_treino', entityId: plan.id, changes: request.body });
      return plan;
    }),
  );

  app.delete('/api/planos-treino/:id', { config: { access: STAFF }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      const result = await deletePlan(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'planos_treino', entityId: request.params.id, changes: result });
    });
    return reply.status(204).send();
  });

  app.patch(
    '/api/planos-treino/:id/favorito',
    { config: { access: STAFF }, schema: { params: idParam, body: favoriteInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const result = await setFavorite(tx, currentUser(request), request.params.id, request.body.favorito);
        await audit(tx, request, { action: 'favorite', entity: 'planos_treino', entityId: result.id, changes: request.body });
        return result;
      }),
  );

  app.get('/api/atividades', { config: { access: STAFF }, schema: { querystring: activityPickerQuerySchema } }, (request) =>
    listActivityOptions(db, request.query),
  );
};
