import type { FastifyRequest } from 'fastify';
import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { STAFF } from '../../../domain/roles';
import {
  availableAthletesQuerySchema,
  managedTeamInputSchema,
  rosterAddSchema,
  rosterAthleteParams,
  rosterHistoryQuerySchema,
  rosterToggleSchema,
  rosterUpdateSchema,
} from '../../../domain/rosters';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  addToRoster,
  createManagedTeam,
  deleteManagedTeam,
  getManagedTeam,
  listAvailableAthletes,
  listManagedTeams,
  listRoster,
  listRosterHistory,
  removeFromRoster,
  type RosterActor,
  setRosterAthleteActive,
  updateRosterAthlete,
} from './rosters.service';

/** Gestão de Equipes (spec 2 §2.17, §2.18, §7 "Managed teams"): administrador and professor only. */
export const rostersRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const today = () => todayIn(config.timeZone);
  const actor = (request: FastifyRequest): RosterActor => ({ userId: currentUser(request).id, today: today() });

  app.get('/api/managed-teams', { config: { access } }, () => listManagedTeams(db));

  app.get('/api/managed-teams/:id', { config: { access }, schema: { params: idParam } }, (request) => getManagedTeam(db, request.params.id));

  app.post('/api/managed-teams', { config: { access }, schema: { body: managedTeamInputSchema } }, async (request, reply) => {
    const team = await db.transaction(async (tx) => {
      const created = await createManagedTeam(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'managed_teams', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(team);
  });

  app.delete('/api/managed-teams/:id', { config: { access }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteManagedTeam(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'managed_teams', entityId: request.params.id });
    });
    return reply.status(204).send();
  });

  app.get('/api/managed-teams/:id/athletes', { config: { access }, schema: { params: idParam } }, (request) =>
    listRoster(db, request.params.id),
  );

  app.get(
    '/api/managed-teams/:id/available-athletes',
    { config: { access }, schema: { params: idParam, querystring: availableAthletesQuerySchema } },
    (request) => listAvailableAthletes(db, request.params.id, request.query, today()),
  );

  app.get(
    '/api/managed-teams/:id/history',
    { config: { access }, schema: { params: idParam, querystring: rosterHistoryQuerySchema } },
    (request) => listRosterHistory(db, request.params.id, request.query),
  );

  app.post(
    '/api/managed-teams/:id/athletes',
    { config: { access }, schema: { params: idParam, body: rosterAddSchema } },
    async (request, reply) => {
      const link = await db.transaction(async (tx) => {
        const added = await addToRoster(tx, request.params.id, request.body, actor(request));
        await audit(tx, request, { action: 'add-athlete', entity: 'managed_teams', entityId: request.params.id, changes: request.body });
        return added;
      });
      return reply.status(201).send(link);
    },
  );

  app.put(
    '/api/managed-teams/:id/athletes/:athleteId',
    { config: { access }, schema: { params: rosterAthleteParams, body: rosterUpdateSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const { id, athleteId } = request.params;
        const link = await updateRosterAthlete(tx, id, athleteId, request.body, actor(request));
        await audit(tx, request, { action: 'update-athlete', entity: 'managed_teams', entityId: id, changes: { athleteId, ...request.body } });
        return link;
      }),
  );

  app.put(
    '/api/managed-teams/:id/athletes/:athleteId/toggle-status',
    { config: { access }, schema: { params: rosterAthleteParams, body: rosterToggleSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const { id, athleteId } = request.params;
        const link = await setRosterAthleteActive(tx, id, athleteId, request.body.ativo, actor(request));
        await audit(tx, request, { action: 'toggle-athlete', entity: 'managed_teams', entityId: id, changes: { athleteId, ...request.body } });
        return link;
      }),
  );

  app.delete(
    '/api/managed-teams/:id/athletes/:athleteId',
    { config: { access }, schema: { params: rosterAthleteParams } },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const { id, athleteId } = request.params;
        await removeFromRoster(tx, id, athleteId, actor(request));
        await audit(tx, request, { action: 'remove-athlete', entity: 'managed_teams', entityId: id, changes: { athleteId } });
      });
      return reply.status(204).send();
    },
  );
};
