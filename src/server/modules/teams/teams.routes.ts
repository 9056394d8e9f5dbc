import { idParam } from '../../../domain/fields';
import { STAFF } from '../../../domain/roles';
import { teamRequestSchema } from '../../../domain/teams';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createTeam, deleteTeam, getTeam, listTeams, setTeamStatus, updateTeam } from './teams.service';

export const teamsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;

  app.get('/api/teams', { config: { access } }, () => listTeams(db));

  app.get('/api/teams/:id', { config: { access }, schema: { params: idParam } }, (request) => getTeam(db, request.params.id));

  app.post('/api/teams', { config: { access }, schema: { body: teamRequestSchema } }, async (request, reply) => {
    const team = await db.transaction(async (tx) => {
      const created = await createTeam(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'teams', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(team);
  });

  app.put('/api/teams/:id', { config: { access }, schema: { params: idParam, body: teamRequestSchema } }, (request) =>
    db.transaction(async (tx) => {
      const team = await updateTeam(tx, request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity: 'teams', entityId: team.id, changes: request.body });
      return team;
    }),
  );

  for (const [action, status] of [
    ['deactivate', 'inativo'],
    ['reactivate', 'ativo'],
  ] as const) {
    app.patch(`/api/teams/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
      db.transaction(async (tx) => {
        const team = await setTeamStatus(tx, request.params.id, status);
        await audit(tx, request, { action, entity: 'teams', entityId: team.id, changes: { status } });
        return team;
      }),
    );
  }

  app.delete('/api/teams/:id', { config: { access }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteTeam(tx, request.params.id);
      await audit(tx, request, { action: 'delete', entity: 'teams', entityId: request.params.id });
    });
    return reply.status(204).send();
  });
};
