import { z } from 'zod';
import { externalTeamInputSchema, externalTeamSchema } from '@domain/competitions';
import { idParam } from '@domain/fields';
import { permissions } from '@domain/permissions';
import type { RouteModule } from '../../http/types';
import { createExternalTeam, EXTERNAL_TEAM_DUPLICATE, getExternalTeam, listExternalTeams, updateExternalTeam } from './external-teams.service';
import { actorOf } from '../../http/actor';
import { EXTERNAL_TEAM_NOT_FOUND } from '@domain/messages';

/**
 * Opponents, managed from the game form. Staff only: they carry contacts, and the game answers
 * already name the opponent for everyone else. No delete: a team leaves the select by `ativo`.
 */
export const externalTeamsRoutes: RouteModule = (app, { db }) => {
  const access = permissions.manageCompetitions;

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
    async (request, reply) => reply.status(201).send(await createExternalTeam(db, actorOf(request), request.body)),
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
    (request) => updateExternalTeam(db, actorOf(request), request.params.id, request.body),
  );
};
