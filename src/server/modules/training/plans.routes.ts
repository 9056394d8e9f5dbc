import { z } from 'zod';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { ALL_ROLES, STAFF } from '@domain/roles';
import {
  activityOptionSchema,
  activityPickerQuerySchema,
  favoriteInputSchema,
  planFavoriteSchema,
  planInputSchema,
  planListQuerySchema,
  subActivitySchema,
  trainingPlanListSchema,
  trainingPlanSchema,
} from '@domain/training';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { createPlan, deletePlan, getPlan, listActivityOptions, listPlans, listSubActivities, scheduledPlanRefusal, setFavorite, updatePlan } from './plans.service';
import { actorOf } from '../../http/actor';
import { ACTIVITY_NOT_FOUND } from '@domain/messages';

/**
 * Training plans, called activities on the screens (spec 2 §2.9, §7). Every signed-in role reads
 * them (/planos-treino-demo; cliente and assistente see active plans only); staff manage them.
 */
export const plansRoutes: RouteModule = (app, { db }) => {
  const errors = { 404: ACTIVITY_NOT_FOUND } as const;

  app.get(
    '/api/planos-treino',
    {
      config: { access: ALL_ROLES },
      schema: {
        summary: 'Lista as atividades (planos de treino), com busca, filtros e favoritos',
        querystring: planListQuerySchema,
        response: { 200: trainingPlanListSchema },
      },
    },
    (request) => listPlans(db, currentUser(request), request.query),
  );

  app.get(
    '/api/planos-treino/:id',
    {
      config: { access: ALL_ROLES, errors },
      schema: { summary: 'Uma atividade com suas subatividades', params: idParam, response: { 200: trainingPlanSchema } },
    },
    (request) => getPlan(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/planos-treino/:id/atividades',
    {
      config: { access: ALL_ROLES, errors },
      schema: { summary: 'As subatividades de uma atividade, em ordem', params: idParam, response: { 200: z.array(subActivitySchema) } },
    },
    (request) => listSubActivities(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/planos-treino',
    {
      config: { access: STAFF },
      schema: { summary: 'Cadastra uma atividade com suas subatividades', body: planInputSchema, response: { 201: trainingPlanSchema } },
    },
    async (request, reply) => reply.status(201).send(await createPlan(db, actorOf(request), currentUser(request), request.body)),
  );

  app.patch(
    '/api/planos-treino/:id',
    {
      config: { access: STAFF, errors },
      schema: {
        summary: 'Altera uma atividade e substitui suas subatividades',
        params: idParam,
        body: planInputSchema,
        response: { 200: trainingPlanSchema },
      },
    },
    (request) => updatePlan(db, actorOf(request), currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/planos-treino/:id',
    {
      config: { access: STAFF, errors: { 404: ACTIVITY_NOT_FOUND, 409: scheduledPlanRefusal(3) } },
      schema: {
        summary: 'Exclui uma atividade (recusado se estiver no cronograma) e a retira dos programas',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deletePlan(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/api/planos-treino/:id/favorito',
    {
      config: { access: STAFF, errors },
      schema: {
        summary: 'Marca ou desmarca uma atividade como favorita de quem chama',
        params: idParam,
        body: favoriteInputSchema,
        response: { 200: planFavoriteSchema },
      },
    },
    (request) => setFavorite(db, actorOf(request), currentUser(request), request.params.id, request.body.favorito),
  );

  app.get(
    '/api/atividades',
    {
      config: { access: STAFF },
      schema: {
        summary: 'Atividades ativas para escolher num programa (sem as que ele já tem)',
        querystring: activityPickerQuerySchema,
        response: { 200: z.array(activityOptionSchema) },
      },
    },
    (request) => listActivityOptions(db, request.query),
  );
};
