import { z } from 'zod';
import { gameEventInputSchema, lineupEditSchema, lineupInputSchema, playerStatsInputSchema } from '../../../domain/competitions';
import { idParam } from '../../../domain/fields';
import { ALL_ROLES, STAFF } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { addEvent, deleteEvent, listEvents, updateEvent } from './game-events.service';
import { addToLineup, listLineup, removeFromLineup, updateLineupEntry } from './game-lineup.service';
import { listStats, saveStats } from './game-stats.service';
import { assertGameExists } from './games.service';

const id = idParam.shape.id;
const lineupParams = z.object({ id, lineupId: id });
const eventParams = z.object({ id, eventId: id });
const statsParams = z.object({ id, athleteId: id });

/**
 * The game sheet (súmula): lineup, events and player statistics. Everyone who sees the game sees
 * its sheet (athletes by name only: photos stay with their families); staff write it. Every write
 * locks the game row first, so two people filling in one sheet never interleave.
 */
export const gameSheetRoutes: RouteModule = (app, { db }) => {
  const read = { config: { access: ALL_ROLES }, schema: { params: idParam } };

  app.get('/api/games/:id/lineup', read, async (request) => {
    await assertGameExists(db, request.params.id);
    return listLineup(db, request.params.id);
  });

  app.post('/api/games/:id/lineup', { config: { access: STAFF }, schema: { params: idParam, body: lineupInputSchema } }, async (request, reply) => {
    const entry = await db.transaction(async (tx) => {
      const created = await addToLineup(tx, request.params.id, request.body);
      const changes = { gameId: request.params.id, ...request.body };
      await audit(tx, request, { action: 'create', entity: 'game_lineups', entityId: created.id, changes });
      return created;
    });
    return reply.status(201).send(entry);
  });

  app.put(
    '/api/games/:id/lineup/:lineupId',
    { config: { access: STAFF }, schema: { params: lineupParams, body: lineupEditSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const entry = await updateLineupEntry(tx, request.params.id, request.params.lineupId, request.body);
        await audit(tx, request, { action: 'update', entity: 'game_lineups', entityId: entry.id, changes: request.body });
        return entry;
      }),
  );

  app.delete('/api/games/:id/lineup/:lineupId', { config: { access: STAFF }, schema: { params: lineupParams } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      const athleteId = await removeFromLineup(tx, request.params.id, request.params.lineupId);
      const changes = { gameId: request.params.id, athleteId };
      await audit(tx, request, { action: 'delete', entity: 'game_lineups', entityId: request.params.lineupId, changes });
    });
    return reply.status(204).send();
  });

  app.get('/api/games/:id/events', read, async (request) => {
    await assertGameExists(db, request.params.id);
    return listEvents(db, request.params.id);
  });

  app.post('/api/games/:id/events', { config: { access: STAFF }, schema: { params: idParam, body: gameEventInputSchema } }, async (request, reply) => {
    const event = await db.transaction(async (tx) => {
      const created = await addEvent(tx, request.params.id, request.body);
      const changes = { gameId: request.params.id, ...request.body };
      await audit(tx, request, { action: 'create', entity: 'game_events', entityId: created.id, changes });
      return created;
    });
    return reply.status(201).send(event);
  });

  app.put(
    '/api/games/:id/events/:eventId',
    { config: { access: STAFF }, schema: { params: eventParams, body: gameEventInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const event = await updateEvent(tx, request.params.id, request.params.eventId, request.body);
        await audit(tx, request, { action: 'update', entity: 'game_events', entityId: event.id, changes: request.body });
        return event;
      }),
  );

  app.delete('/api/games/:id/events/:eventId', { config: { access: STAFF }, schema: { params: eventParams } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      await deleteEvent(tx, request.params.id, request.params.eventId);
      await audit(tx, request, { action: 'delete', entity: 'game_events', entityId: request.params.eventId, changes: { gameId: request.params.id } });
    });
    return reply.status(204).send();
  });

  app.get('/api/games/:id/stats', read, async (request) => {
    await assertGameExists(db, request.params.id);
    return listStats(db, request.params.id);
  });

  app.put(
    '/api/games/:id/stats/:athleteId',
    { config: { access: STAFF }, schema: { params: statsParams, body: playerStatsInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const stats = await saveStats(tx, request.params.id, request.params.athleteId, request.body);
        await audit(tx, request, {
          action: 'update',
          entity: 'game_player_stats',
          entityId: null,
          changes: { gameId: request.params.id, athleteId: request.params.athleteId, ...request.body },
        });
        return stats;
      }),
  );
};
