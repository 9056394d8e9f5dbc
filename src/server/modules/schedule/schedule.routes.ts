import { z } from 'zod';
import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { noContent } from '../../../domain/responses';
import { STAFF } from '../../../domain/roles';
import {
  FUTURE_APPLY,
  scheduleEntrySchema,
  scheduleInputSchema,
  scheduleListQuerySchema,
  scheduleStatuses,
  scheduleStatusSchema,
  scheduleStatusUnchanged,
} from '../../../domain/schedule';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  createScheduleEntry,
  deleteScheduleEntry,
  DUPLICATE,
  listSchedule,
  NOT_FOUND,
  PLAN_INACTIVE,
  PLAN_NOT_FOUND,
  setScheduleStatus,
  TEAM_INACTIVE,
  TEAM_NOT_FOUND,
  updateScheduleEntry,
} from './schedule.service';

const entity = 'cronograma_treinos';

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
    async (request, reply) => {
      const entry = await db.transaction(async (tx) => {
        const created = await createScheduleEntry(tx, request.body, today());
        await audit(tx, request, { action: 'create', entity, entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(entry);
    },
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
    (request) =>
      db.transaction(async (tx) => {
        const entry = await updateScheduleEntry(tx, request.params.id, request.body, today());
        await audit(tx, request, { action: 'update', entity, entityId: entry.id, changes: request.body });
        return entry;
      }),
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
    (request) =>
      db.transaction(async (tx) => {
        const { before, entry } = await setScheduleStatus(tx, request.params.id, request.body.status, today());
        await audit(tx, request, { action: 'status', entity, entityId: entry.id, changes: { de: before, para: entry.statusExecucao } });
        return entry;
      }),
  );

  app.delete(
    '/api/cronograma/:id',
    {
      config: { access, errors: { 404: NOT_FOUND } },
      schema: { summary: 'Remove um treino do cronograma', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const removed = await deleteScheduleEntry(tx, request.params.id);
        const { turmaId, planoTreinoId, data, statusExecucao } = removed;
        await audit(tx, request, { action: 'delete', entity, entityId: removed.id, changes: { turmaId, planoTreinoId, data, statusExecucao } });
      });
      return reply.status(204).send(null);
    },
  );
};
