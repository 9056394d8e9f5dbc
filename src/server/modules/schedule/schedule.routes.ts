import { idParam } from '../../../domain/fields';
import { STAFF } from '../../../domain/roles';
import { scheduleInputSchema, scheduleListQuerySchema, scheduleStatusSchema } from '../../../domain/schedule';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  createScheduleEntry,
  deleteScheduleEntry,
  listSchedule,
  setScheduleStatus,
  updateScheduleEntry,
} from './schedule.service';

const entity = 'cronograma_treinos';

/** Cronograma de Treinos (spec 2 §2.12 and §7 "Schedule"): administrador and professor. */
export const scheduleRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;

  app.get('/api/cronograma', { config: { access }, schema: { querystring: scheduleListQuerySchema } }, (request) =>
    listSchedule(db, request.query),
  );

  app.post('/api/cronograma', { config: { access }, schema: { body: scheduleInputSchema } }, async (request, reply) => {
    const entry = await db.transaction(async (tx) => {
      const created = await createScheduleEntry(tx, request.body);
      await audit(tx, request, { action: 'create', entity, entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(entry);
  });

  app.put('/api/cronograma/:id', { config: { access }, schema: { params: idParam, body: scheduleInputSchema } }, (request) =>
    db.transaction(async (tx) => {
      const entry = await updateScheduleEntry(tx, request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity, entityId: entry.id, changes: request.body });
      return entry;
    }),
  );

  app.patch(
    '/api/cronograma/:id/status',
    { config: { access }, schema: { params: idParam, body: scheduleStatusSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const { before, entry } = await setScheduleStatus(tx, request.params.id, request.body.status);
        await audit(tx, request, { action: 'status', entity, entityId: entry.id, changes: { de: before, para: entry.statusExecucao } });
        return entry;
      }),
  );

  app.delete('/api/cronograma/:id', { config: { access }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      const removed = await deleteScheduleEntry(tx, request.params.id);
      const { turmaId, planoTreinoId, data, statusExecucao } = removed;
      await audit(tx, request, { action: 'delete', entity, entityId: removed.id, changes: { turmaId, planoTreinoId, data, statusExecucao } });
    });
    return reply.status(204).send();
  });
};
