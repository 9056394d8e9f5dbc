import { z } from 'zod';
import { noContent } from '@domain/responses';
import { STAFF } from '@domain/roles';
import {
  programActivitiesBulkSchema,
  programActivityInputSchema,
  programActivityParam,
  programDetailSchema,
  programInputSchema,
  programParam,
  programReorderSchema,
  programSummarySchema,
} from '@domain/training';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { ALREADY_LINKED, alreadyLinkedRefusal, missingActivitiesRefusal, NOT_IN_PROGRAM, PROGRAM_NOT_FOUND, STALE_ORDER } from './program-activities.service';
import {
  addProgramActivities,
  addProgramActivity,
  createProgram,
  deleteProgram,
  getProgram,
  listPrograms,
  removeProgramActivity,
  reorderProgramActivities,
  updateProgram,
} from './programs.service';
import { actorOf } from '../../http/actor';
import { ACTIVITY_NOT_FOUND } from '@domain/messages';

/**
 * Training programs and their ordered activities (spec 2 §2.10, §2.11, §7), staff only. Every
 * change to the activities answers the whole program, its total time recomputed by the server.
 */
export const programsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;
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
    async (request, reply) => reply.status(201).send(await createProgram(db, actorOf(request), currentUser(request), request.body)),
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
    (request) => updateProgram(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/programas-treinamento/:id',
    {
      config: { access, errors },
      schema: { summary: 'Exclui um programa (as atividades continuam)', params: programParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteProgram(db, actorOf(request), request.params.id);
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
    async (request, reply) => reply.status(201).send(await addProgramActivity(db, actorOf(request), request.params.id, request.body)),
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
    async (request, reply) => reply.status(201).send(await addProgramActivities(db, actorOf(request), request.params.id, request.body)),
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
    (request) => removeProgramActivity(db, actorOf(request), request.params.id, request.params.activityId),
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
    (request) => reorderProgramActivities(db, actorOf(request), request.params.id, request.body),
  );
};
