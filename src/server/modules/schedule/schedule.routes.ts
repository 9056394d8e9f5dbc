import { z } from 'zod';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { STAFF } from '@domain/roles';
import {
  FUTURE_APPLY,
  scheduleEntrySchema,
  scheduleInputSchema,
  scheduleListQuerySchema,
  scheduleStatuses,
  scheduleStatusSchema,
  scheduleStatusUnchanged,
} from '@domain/schedule';
import type { RouteModule } from '../../http/types';
import { createScheduleEntry, deleteScheduleEntry, DUPLICATE, listSchedule, NOT_FOUND, PLAN_INACTIVE, PLAN_NOT_FOUND, setScheduleStatus, updateScheduleEntry } from './schedule.service';
import { actorOf } from '../../http/actor';
import { TEAM_INACTIVE, TEAM_NOT_FOUND } from '@domain/messages';

const choiceRefusals = [TEAM_NOT_FOUND, TEAM_INACTIVE, PLAN_NOT_FOUND, PLAN_INACTIVE];

/** Cronograma de Treinos (spec 2 §2.12 and §7 "Schedule"): administrador and professor. */
export const scheduleRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const today = () => todayIn(config.timeZone);

  app.get(
    '/api/cronograma',
    {
      config: { access },
      schema: {
        summary: 'Lista o cronograma de treinos (por turma, mês, semana e status)',
        querystring: scheduleListQuerySchema,
        response: { 200: z.array(scheduleEntrySchema) },
      },
    },
    (request) => listSchedule(db, request.query),
  );

  app.post(
    '/api/cronograma',
    {
      config: { access, errors: { 400: choiceRefusals, 409: DUPLICATE, 422: FUTURE_APPLY } },
      schema: { summary: 'Agenda um plano de treino para uma turma', body: scheduleInputSchema, response: { 201: scheduleEntrySchema } },
    },
    async (request, reply) => reply.status(201).send(await createScheduleEntry(db, actorOf(request), request.body, today())),
  );

  app.put(
    '/api/cronograma/:id',
    {
      config: { access, errors: { 400: choiceRefusals, 404: NOT_FOUND, 409: DUPLICATE, 422: FUTURE_APPLY } },
      schema: {
        summary: 'Altera um treino do cronograma',
        params: idParam,
        body: scheduleInputSchema,
        response: { 200: scheduleEntrySchema },
      },
    },
    (request) => updateScheduleEntry(db, actorOf(request), request.params.id, request.body, today()),
  );

  app.patch(
    '/api/cronograma/:id/status',
    {
      config: { access, errors: { 404: NOT_FOUND, 409: scheduleStatuses.map(scheduleStatusUnchanged), 422: FUTURE_APPLY } },
      schema: {
        summary: 'Muda o status de execução de um treino (aplicar, cancelar, replanejar)',
        params: idParam,
        body: scheduleStatusSchema,
        response: { 200: scheduleEntrySchema },
      },
    },
    (request) => setScheduleStatus(db, actorOf(request), request.params.id, request.body.status, today()),
  );

  app.delete(
    '/api/cronograma/:id',
    {
      config: { access, errors: { 404: NOT_FOUND } },
      schema: { summary: 'Remove um treino do cronograma', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteScheduleEntry(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
