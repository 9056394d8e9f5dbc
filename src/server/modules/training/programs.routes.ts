import { z } from 'zod';
import { noContent } from '../../../domain/responses';
import { STAFF } from '../../../domain/roles';
import {
  programActivitiesBulkSchema,
  programActivityInputSchema,
  programActivityParam,
  programDetailSchema,
  programInputSchema,
  programParam,
  programReorderSchema,
  programSummarySchema,
} from '../../../domain/training';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  ACTIVITY_NOT_FOUND,
  addActivities,
  addActivity,
  ALREADY_LINKED,
  alreadyLinkedRefusal,
  missingActivitiesRefusal,
  NOT_IN_PROGRAM,
  PROGRAM_NOT_FOUND,
  removeActivity,
  reorderActivities,
  STALE_ORDER,
} from './program-activities.service';
import { createProgram, deleteProgram, getProgram, listPrograms, updateProgram } from './programs.service';

/**
 * Training programs and their ordered activities (spec 2 §2.10, §2.11, §7), staff only. Every
 * change to the activities answers the whole program, its total time recomputed by the server.
 */
export const programsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;
  const entity = 'programas_treinamento';
  const errors = { 404: PROGRAM_NOT_FOUND } as const;
  const linkRefusals = [alreadyLinkedRefusal('Condução de bola'), ALREADY_LINKED];

  app.get(
    '/api/programas-treinamento',
    { config: { access }, schema: { summary: 'Lista os programas de treinamento', response: { 200: z.array(programSummarySchema) } } },
    () => listPrograms(db),
  );

  app.get(
    '/api/programas-treinamento/:id',
    {
      config: { access, errors },
      schema: { summary: 'Um programa com suas atividades em ordem', params: programParam, response: { 200: programDetailSchema } },
    },
    (request) => getProgram(db, request.params.id),
  );

  app.post(
    '/api/programas-treinamento',
    {
      config: { access },
      schema: { summary: 'Cadastra um programa de treinamento', body: programInputSchema, response: { 201: programDetailSchema } },
    },
    async (request, reply) => {
      const program = await db.transaction(async (tx) => {
        const created = await createProgram(tx, currentUser(request), request.body);
        await audit(tx, request, { action: 'create', entity, entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(program);
    },
  );

  app.put(
    '/api/programas-treinamento/:id',
    {
      config: { access, errors },
      schema: {
        summary: 'Altera título, descrição, tags e situação de um programa',
        params: programParam,
        body: programInputSchema,
        response: { 200: programDetailSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const program = await updateProgram(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity, entityId: program.id, changes: request.body });
        return program;
      }),
  );

  app.delete(
    '/api/programas-treinamento/:id',
    {
      config: { access, errors },
      schema: { summary: 'Exclui um programa (as atividades continuam)', params: programParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await deleteProgram(tx, request.params.id);
        await audit(tx, request, { action: 'delete', entity, entityId: request.params.id });
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/programas-treinamento/:id/atividades',
    {
      config: { access, errors: { 400: ACTIVITY_NOT_FOUND, 404: PROGRAM_NOT_FOUND, 409: linkRefusals } },
      schema: {
        summary: 'Inclui uma atividade no programa, na posição pedida ou no fim',
        params: programParam,
        body: programActivityInputSchema,
        response: { 201: programDetailSchema },
      },
    },
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
    {
      config: { access, errors: { 400: missingActivitiesRefusal([12, 15]), 404: PROGRAM_NOT_FOUND, 409: linkRefusals } },
      schema: {
        summary: 'Inclui várias atividades no fim do programa (todas ou nenhuma)',
        params: programParam,
        body: programActivitiesBulkSchema,
        response: { 201: programDetailSchema },
      },
    },
    async (request, reply) => {
      const program = await db.transaction(async (tx) => {
        await addActivities(tx, request.params.id, request.body.atividadeIds);
        await audit(tx, request, { action: 'add-activities', entity, entityId: request.params.id, changes: request.body });
        return getProgram(tx, request.params.id);
      });
      return reply.status(201).send(program);
    },
  );

  app.delete(
    '/api/programas-treinamento/:id/atividades/:activityId',
    {
      config: { access, errors: { 404: [PROGRAM_NOT_FOUND, NOT_IN_PROGRAM] } },
      schema: {
        summary: 'Retira uma atividade do programa e renumera as demais',
        params: programActivityParam,
        response: { 200: programDetailSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        await removeActivity(tx, request.params.id, request.params.activityId);
        await audit(tx, request, { action: 'remove-activity', entity, entityId: request.params.id, changes: { atividadeId: request.params.activityId } });
        return getProgram(tx, request.params.id);
      }),
  );

  app.patch(
    '/api/programas-treinamento/:id/atividades/reorder',
    {
      config: { access, errors: { 404: PROGRAM_NOT_FOUND, 409: STALE_ORDER } },
      schema: {
        summary: 'Reordena as atividades do programa',
        params: programParam,
        body: programReorderSchema,
        response: { 200: programDetailSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        await reorderActivities(tx, request.params.id, request.body.atividades);
        await audit(tx, request, { action: 'reorder-activities', entity, entityId: request.params.id, changes: request.body });
        return getProgram(tx, request.params.id);
      }),
  );
};
