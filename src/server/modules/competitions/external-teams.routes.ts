import { externalTeamInputSchema } from '../../../domain/competitions';
import { idParam } from '../../../domain/fields';
import { STAFF } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createExternalTeam, getExternalTeam, listExternalTeams, updateExternalTeam } from './external-teams.service';

/**
 * Opponents, managed from the game form. Staff only: they carry contacts, and the game answers
 * already name the opponent for everyone else. No delete: a team leaves the select by `ativo`.
 */
export const externalTeamsRoutes: RouteModule = (app, { db }) => {
  app.get('/api/external-teams', { config: { access: STAFF } }, () => listExternalTeams(db));

  app.get('/api/external-teams/:id', { config: { access: STAFF }, schema: { params: idParam } }, (request) =>
    getExternalTeam(db, request.params.id),
  );

  app.post('/api/external-teams', { config: { access: STAFF }, schema: { body: externalTeamInputSchema } }, async (request, reply) => {
    const team = await db.transaction(async (tx) => {
      const created = await createExternalTeam(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'external_teams', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(team);
  });

  app.put(
    '/api/external-teams/:id',
    { config: { access: STAFF }, schema: { params: idParam, body: externalTeamInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const team = await updateExternalTeam(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity: 'external_teams', entityId: team.id, changes: request.body });
        return team;
      }),
  );
};
