import { z } from 'zod';
import { externalTeamInputSchema, externalTeamSchema } from '@domain/competitions';
import { idParam } from '@domain/fields';
import { STAFF } from '@domain/roles';
import { audit } from '../../audit/audit';
import type { RouteModule } from '../../http/types';
import { createExternalTeam, EXTERNAL_TEAM_DUPLICATE, getExternalTeam, listExternalTeams, updateExternalTeam } from './external-teams.service';
import { actorOf } from '../../http/actor';
import { EXTERNAL_TEAM_NOT_FOUND } from '@domain/messages';

/**
 * Opponents, managed from the game form. Staff only: they carry contacts, and the game answers
 * already name the opponent for everyone else. No delete: a team leaves the select by `ativo`.
 */
export const externalTeamsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;

  app.get(
    '/api/external-teams',
    { config: { access }, schema: { summary: 'Lista as equipes adversárias', response: { 200: z.array(externalTeamSchema) } } },
    () => listExternalTeams(db),
  );

  app.get(
    '/api/external-teams/:id',
    {
      config: { access, errors: { 404: EXTERNAL_TEAM_NOT_FOUND } },
      schema: { summary: 'Uma equipe adversária', params: idParam, response: { 200: externalTeamSchema } },
    },
    (request) => getExternalTeam(db, request.params.id),
  );

  app.post(
    '/api/external-teams',
    {
      config: { access, errors: { 409: EXTERNAL_TEAM_DUPLICATE } },
      schema: { summary: 'Cadastra uma equipe adversária', body: externalTeamInputSchema, response: { 201: externalTeamSchema } },
    },
    async (request, reply) => {
      const team = await db.transaction(async (tx) => {
        const created = await createExternalTeam(tx, request.body);
        await audit(tx, actorOf(request), { action: 'create', entity: 'external_teams', entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/api/external-teams/:id',
    {
      config: { access, errors: { 404: EXTERNAL_TEAM_NOT_FOUND, 409: EXTERNAL_TEAM_DUPLICATE } },
      schema: {
        summary: 'Altera uma equipe adversária',
        params: idParam,
        body: externalTeamInputSchema,
        response: { 200: externalTeamSchema },
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const team = await updateExternalTeam(tx, request.params.id, request.body);
        await audit(tx, actorOf(request), { action: 'update', entity: 'external_teams', entityId: team.id, changes: request.body });
        return team;
      }),
  );
};
