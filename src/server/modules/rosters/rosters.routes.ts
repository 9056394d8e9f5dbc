import { z } from 'zod';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { STAFF } from '@domain/roles';
import {
  AVAILABLE_ATHLETES_LIMIT,
  availableAthletesQuerySchema,
  availableAthletesSchema,
  MANAGED_TEAM_MAX_ATHLETES,
  managedTeamInputSchema,
  managedTeamSchema,
  rosterAddSchema,
  rosterAthleteParams,
  rosterAthleteSchema,
  rosterHistoryQuerySchema,
  rosterHistorySchema,
  rosterToggleSchema,
  rosterUpdateSchema,
} from '@domain/rosters';
import type { RouteModule } from '../../http/types';
import {
  ALREADY_ACTIVE,
  ALREADY_IN_TEAM,
  ALREADY_INACTIVE,
  addToRoster,
  createManagedTeam,
  deleteManagedTeam,
  getManagedTeam,
  listAvailableAthletes,
  listManagedTeams,
  listRoster,
  listRosterHistory,
  removeFromRoster,
  fullTeam,
  INACTIVE_ATHLETE,
  LINK_NOT_FOUND,
  setRosterAthleteActive,
  TEAM_NOT_FOUND,
  updateRosterAthlete,
} from './rosters.service';
import { actorOf } from '../../http/actor';

/** Gestão de Equipes (spec 2 §2.17, §2.18, §7 "Managed teams"): administrador and professor only. */
export const rostersRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const today = () => todayIn(config.timeZone);

  const errors = { 404: TEAM_NOT_FOUND } as const;
  const linkMissing = { 404: [TEAM_NOT_FOUND, LINK_NOT_FOUND] };
  const teamFull = fullTeam(MANAGED_TEAM_MAX_ATHLETES.default);

  app.get(
    '/api/managed-teams',
    { config: { access }, schema: { summary: 'Lista as equipes de competição', response: { 200: z.array(managedTeamSchema) } } },
    () => listManagedTeams(db),
  );

  app.get(
    '/api/managed-teams/:id',
    { config: { access, errors }, schema: { summary: 'Uma equipe de competição', params: idParam, response: { 200: managedTeamSchema } } },
    (request) => getManagedTeam(db, request.params.id),
  );

  app.post(
    '/api/managed-teams',
    {
      config: { access },
      schema: { summary: 'Cadastra uma equipe de competição', body: managedTeamInputSchema, response: { 201: managedTeamSchema } },
    },
    async (request, reply) => reply.status(201).send(await createManagedTeam(db, actorOf(request), request.body)),
  );

  app.delete(
    '/api/managed-teams/:id',
    {
      config: { access, errors },
      schema: { summary: 'Exclui uma equipe com o seu elenco e histórico', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteManagedTeam(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/managed-teams/:id/athletes',
    {
      config: { access, errors },
      schema: { summary: 'O elenco da equipe: ativos primeiro, por nome', params: idParam, response: { 200: z.array(rosterAthleteSchema) } },
    },
    (request) => listRoster(db, request.params.id),
  );

  app.get(
    '/api/managed-teams/:id/available-athletes',
    {
      config: { access, errors },
      schema: {
        summary: `Atletas ativos que ainda não estão na equipe, por nome e categoria (os primeiros ${AVAILABLE_ATHLETES_LIMIT})`,
        params: idParam,
        querystring: availableAthletesQuerySchema,
        response: { 200: availableAthletesSchema },
      },
    },
    (request) => listAvailableAthletes(db, request.params.id, request.query, today()),
  );

  app.get(
    '/api/managed-teams/:id/history',
    {
      config: { access, errors },
      schema: {
        summary: 'O histórico do elenco, do mais recente ao mais antigo, uma página por vez',
        params: idParam,
        querystring: rosterHistoryQuerySchema,
        response: { 200: rosterHistorySchema },
      },
    },
    (request) => listRosterHistory(db, request.params.id, request.query),
  );

  app.post(
    '/api/managed-teams/:id/athletes',
    {
      config: { access, errors: { 404: TEAM_NOT_FOUND, 409: [ALREADY_IN_TEAM, teamFull, INACTIVE_ATHLETE] } },
      schema: { summary: 'Põe um atleta no elenco da equipe', params: idParam, body: rosterAddSchema, response: { 201: rosterAthleteSchema } },
    },
    async (request, reply) => reply.status(201).send(await addToRoster(db, actorOf(request), request.params.id, request.body, today())),
  );

  app.put(
    '/api/managed-teams/:id/athletes/:athleteId',
    {
      config: { access, errors: linkMissing },
      schema: {
        summary: 'Altera a posição, a data de entrada ou as observações de um atleta do elenco',
        params: rosterAthleteParams,
        body: rosterUpdateSchema,
        response: { 200: rosterAthleteSchema },
      },
    },
    (request) => updateRosterAthlete(db, actorOf(request), request.params.id, request.params.athleteId, request.body),
  );

  app.put(
    '/api/managed-teams/:id/athletes/:athleteId/toggle-status',
    {
      config: { access, errors: { ...linkMissing, 409: [ALREADY_ACTIVE, ALREADY_INACTIVE, teamFull, INACTIVE_ATHLETE] } },
      schema: {
        summary: 'Inativa ou reativa um atleta no elenco (reativar pede uma vaga na equipe)',
        params: rosterAthleteParams,
        body: rosterToggleSchema,
        response: { 200: rosterAthleteSchema },
      },
    },
    (request) => setRosterAthleteActive(db, actorOf(request), request.params.id, request.params.athleteId, request.body.ativo, today()),
  );

  app.delete(
    '/api/managed-teams/:id/athletes/:athleteId',
    {
      config: { access, errors: linkMissing },
      schema: { summary: 'Tira um atleta do elenco (o histórico fica)', params: rosterAthleteParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeFromRoster(db, actorOf(request), request.params.id, request.params.athleteId);
      return reply.status(204).send(null);
    },
  );
};
