import { z } from 'zod';
import { idParam } from '../../../domain/fields';
import { noContent } from '../../../domain/responses';
import { STAFF } from '../../../domain/roles';
import { teamRequestSchema, teamSchema } from '../../../domain/teams';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  activeEnrollmentsRefusal,
  createTeam,
  deleteTeam,
  enrolledTeamRefusal,
  getTeam,
  inactiveUnitRefusal,
  listTeams,
  NOT_FOUND,
  setTeamStatus,
  UNIT_INACTIVE,
  UNIT_NOT_FOUND,
  updateTeam,
} from './teams.service';

export const teamsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;

  const errors = { 404: NOT_FOUND } as const;
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
    async (request, reply) => {
      const team = await db.transaction(async (tx) => {
        const created = await createTeam(tx, request.body);
        await audit(tx, request, { action: 'create', entity: 'teams', entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(team);
    },
  );

  app.put(
    '/api/teams/:id',
    {
      config: { access, errors: { 400: unitRefusals, 404: NOT_FOUND } },
      schema: { summary: 'Altera uma turma', params: idParam, body: teamRequestSchema, response: { 200: teamSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const team = await updateTeam(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity: 'teams', entityId: team.id, changes: request.body });
        return team;
      }),
  );

  for (const [action, status, summary, refusals] of [
    [
      'deactivate',
      'inativo',
      'Inativa uma turma (recusado enquanto tiver matrículas ativas)',
      { 404: NOT_FOUND, 409: activeEnrollmentsRefusal(2) },
    ],
    [
      'reactivate',
      'ativo',
      'Reativa uma turma (recusado enquanto a unidade estiver inativa)',
      { 404: NOT_FOUND, 409: inactiveUnitRefusal('Unidade Centro') },
    ],
  ] as const) {
    app.patch(
      `/api/teams/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: teamSchema } } },
      (request) =>
        db.transaction(async (tx) => {
          const team = await setTeamStatus(tx, request.params.id, status);
          await audit(tx, request, { action, entity: 'teams', entityId: team.id, changes: { status } });
          return team;
        }),
    );
  }

  app.delete(
    '/api/teams/:id',
    {
      config: { access, errors: { 404: NOT_FOUND, 409: enrolledTeamRefusal(2) } },
      schema: {
        summary: 'Exclui uma turma sem matrículas (com matrículas, ela é inativada em vez disso)',
        params: idParam,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        await deleteTeam(tx, request.params.id);
        await audit(tx, request, { action: 'delete', entity: 'teams', entityId: request.params.id });
      });
      return reply.status(204).send(null);
    },
  );
};
