import { z } from 'zod';
import {
  gameEventInputSchema,
  gameEventSchema,
  lineupEditSchema,
  lineupEntrySchema,
  lineupCandidatesQuerySchema,
  lineupCandidatesSchema,
  lineupInputSchema,
  playerStatsInputSchema,
  playerStatsSchema,
} from '@domain/competitions';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { ALL_ROLES } from '@domain/roles';
import type { RouteModule } from '../../http/types';
import { addEvent, deleteEvent, EVENT_NOT_FOUND, listEvents, NOT_IN_LINEUP, updateEvent } from './game-events.service';
import {
  addToLineup,
  ALREADY_IN_LINEUP,
  LINEUP_ENTRY_NOT_FOUND,
  LINEUP_WITH_EVENTS,
  listLineup,
  removeFromLineup,
  shirtTaken,
  updateLineupEntry,
} from './game-lineup.service';
import { listStats, saveStats } from './game-stats.service';
import { SUBSTITUTION_FIELD_REFUSALS, TIMELINE_REFUSALS } from './game-timeline.service';
import { assertGameExists, GAME_NOT_FOUND } from './games.service';
import { listLineupCandidates } from './lineup-candidates.service';
import { actorOf } from '../../http/actor';

const id = idParam.shape.id;
const lineupParams = z.object({ id, lineupId: id });
const eventParams = z.object({ id, eventId: id });
const statsParams = z.object({ id, athleteId: id });

/**
 * The game sheet (súmula): lineup, events and player statistics. Everyone who sees the game sees
 * its sheet (athletes by name only: photos stay with their families); staff write it. Every write
 * locks the game row first, so two people filling in one sheet never interleave.
 */
export const gameSheetRoutes: RouteModule = (app, { db, config }) => {
  const read = { access: ALL_ROLES, errors: { 404: GAME_NOT_FOUND } };
  const entryMissing = { 404: [GAME_NOT_FOUND, LINEUP_ENTRY_NOT_FOUND] };
  const eventMissing = { 404: [GAME_NOT_FOUND, EVENT_NOT_FOUND], 422: TIMELINE_REFUSALS };

  app.get(
    '/api/games/:id/lineup',
    {
      config: read,
      schema: {
        summary: 'A escalação do jogo: titulares primeiro, pelo número da camisa',
        params: idParam,
        response: { 200: z.array(lineupEntrySchema) },
      },
    },
    async (request) => {
      await assertGameExists(db, request.params.id);
      return listLineup(db, request.params.id);
    },
  );

  app.get(
    '/api/games/:id/lineup/candidates',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: GAME_NOT_FOUND } },
      schema: {
        summary: 'Quem pode entrar na escalação: os convocados que vão, os convocados sem resposta, os atletas da turma do jogo, os da sua categoria, os demais e, por último, os convocados que não vão',
        params: idParam,
        querystring: lineupCandidatesQuerySchema,
        response: { 200: lineupCandidatesSchema },
      },
    },
    (request) => listLineupCandidates(db, request.params.id, request.query, todayIn(config.timeZone)),
  );

  app.post(
    '/api/games/:id/lineup',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: GAME_NOT_FOUND, 409: [ALREADY_IN_LINEUP, shirtTaken(10)] } },
      schema: { summary: 'Põe um atleta na escalação do jogo', params: idParam, body: lineupInputSchema, response: { 201: lineupEntrySchema } },
    },
    async (request, reply) => reply.status(201).send(await addToLineup(db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/games/:id/lineup/:lineupId',
    {
      config: { access: permissions.manageCompetitions, errors: { ...entryMissing, 409: shirtTaken(10), 422: [...SUBSTITUTION_FIELD_REFUSALS, ...TIMELINE_REFUSALS] } },
      schema: {
        summary: 'Altera a entrada de um atleta na escalação',
        params: lineupParams,
        body: lineupEditSchema,
        response: { 200: lineupEntrySchema },
      },
    },
    (request) => updateLineupEntry(db, actorOf(request), request.params.id, request.params.lineupId, request.body),
  );

  app.delete(
    '/api/games/:id/lineup/:lineupId',
    {
      config: { access: permissions.manageCompetitions, errors: { ...entryMissing, 409: LINEUP_WITH_EVENTS } },
      schema: {
        summary: 'Tira um atleta da escalação, com as suas estatísticas (recusado enquanto tiver eventos no jogo)',
        params: lineupParams,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await removeFromLineup(db, actorOf(request), request.params.id, request.params.lineupId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/games/:id/events',
    {
      config: read,
      schema: { summary: 'Os eventos do jogo, na ordem em que aconteceram', params: idParam, response: { 200: z.array(gameEventSchema) } },
    },
    async (request) => {
      await assertGameExists(db, request.params.id);
      return listEvents(db, request.params.id);
    },
  );

  app.post(
    '/api/games/:id/events',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: GAME_NOT_FOUND, 422: TIMELINE_REFUSALS } },
      schema: {
        summary: 'Registra um evento do jogo (o placar, as estatísticas contadas e, numa substituição, a escalação acompanham)',
        params: idParam,
        body: gameEventInputSchema,
        response: { 201: gameEventSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addEvent(db, actorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/games/:id/events/:eventId',
    {
      config: { access: permissions.manageCompetitions, errors: eventMissing },
      schema: { summary: 'Altera um evento do jogo', params: eventParams, body: gameEventInputSchema, response: { 200: gameEventSchema } },
    },
    (request) => updateEvent(db, actorOf(request), request.params.id, request.params.eventId, request.body),
  );

  app.delete(
    '/api/games/:id/events/:eventId',
    {
      config: { access: permissions.manageCompetitions, errors: eventMissing },
      schema: { summary: 'Exclui um evento do jogo', params: eventParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteEvent(db, actorOf(request), request.params.id, request.params.eventId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/games/:id/stats',
    {
      config: read,
      schema: {
        summary: 'As estatísticas de cada atleta da escalação',
        params: idParam,
        response: { 200: z.array(playerStatsSchema) },
      },
    },
    async (request) => {
      await assertGameExists(db, request.params.id);
      return listStats(db, request.params.id);
    },
  );

  app.put(
    '/api/games/:id/stats/:athleteId',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: NOT_IN_LINEUP } },
      schema: {
        summary: 'Grava as estatísticas de um atleta que os eventos não contam',
        params: statsParams,
        body: playerStatsInputSchema,
        response: { 200: playerStatsSchema },
      },
    },
    (request) => saveStats(db, actorOf(request), request.params.id, request.params.athleteId, request.body),
  );
};
