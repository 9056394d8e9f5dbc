import { z } from 'zod';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { teamRequestSchema, teamSchema } from '@domain/teams';
import type { RouteModule } from '../../http/types';
import { activeEnrollmentsRefusal, createTeam, deleteTeam, enrolledTeamRefusal, getTeam, inactiveUnitRefusal, listTeams, setTeamStatus, updateTeam } from './teams.service';
import { actorOf } from '../../http/actor';
import { TEAM_NOT_FOUND, UNIT_INACTIVE, UNIT_NOT_FOUND } from '@domain/messages';

export const teamsRoutes: RouteModule = (app, { db }) => {
  const access = permissions.manageTeams;

  const errors = { 404: TEAM_NOT_FOUND } as const;
  const unitRefusals = [UNIT_NOT_FOUND, UNIT_INACTIVE] as const;

  app.get(
    '/api/teams',
    { config: { access }, schema: { summary: 'Lista as turmas, com a unidade de cada uma', response: { 200: z.array(teamSchema) } } },
    () => listTeams(db),
  );

  app.get(
    '/api/teams/:id',
    { config: { access, errors }, schema: { summary: 'Uma turma', params: idParam, response: { 200: teamSchema } } },
    (request) => getTeam(db, request.params.id),
  );

  app.post(
    '/api/teams',
    {
      config: { access, errors: { 400: unitRefusals } },
      schema: { summary: 'Cadastra uma turma', body: teamRequestSchema, response: { 201: teamSchema } },
    },
    async (request, reply) => reply.status(201).send(await createTeam(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/teams/:id',
    {
      config: { access, errors: { 400: unitRefusals, 404: TEAM_NOT_FOUND } },
      schema: { summary: 'Altera uma turma', params: idParam, body: teamRequestSchema, response: { 200: teamSchema } },
    },
    (request) => updateTeam(db, actorOf(request), request.params.id, request.body),
  );

  for (const [action, status, summary, refusals] of [
    [
      'deactivate',
      'inativo',
      'Inativa uma turma (recusado enquanto tiver matrículas ativas)',
      { 404: TEAM_NOT_FOUND, 409: activeEnrollmentsRefusal(2) },
    ],
    [
      'reactivate',
      'ativo',
      'Reativa uma turma (recusado enquanto a unidade estiver inativa)',
      { 404: TEAM_NOT_FOUND, 409: inactiveUnitRefusal('Unidade Centro') },
    ],
  ] as const) {
    app.patch(
      `/api/teams/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: teamSchema } } },
      (request) => setTeamStatus(db, actorOf(request), request.params.id, status),
    );
  }

  app.delete(
    '/api/teams/:id',
    {
      config: { access, errors: { 404: TEAM_NOT_FOUND, 409: enrolledTeamRefusal(2) } },
      schema: {
        summary: 'Exclui uma turma sem matrículas (com matrículas, ela é inativada em vez disso)',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTeam(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
