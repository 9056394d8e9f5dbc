import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CALENDAR_NOT_FOUND, calendarFeedSchema } from '@domain/calendar';
import { idParam } from '@domain/fields';
import { fileResponse, noContent } from '@domain/responses';
import { FAMILY, STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { feedAddress, feedCalendar, renewFeed, revokeFeed, type FeedOwner } from './calendar.service';
import { FEED_CACHE_SECONDS, feedCache } from './feed-cache';
import { actorOf } from '../../http/actor';
import { TEAM_NOT_FOUND } from '@domain/messages';

/** If-None-Match against the current ETag: `*`, or a list of tags compared weakly (RFC 9110 §13.1.2). */
function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

/**
 * Calendar feeds (ADR 0016): staff get, renew and revoke a team's address; a family its own; and
 * the address itself answers the iCalendar to whoever holds it, without a session (a calendar app
 * has none). Creating, renewing and revoking are audited, never with the address.
 */
export const calendarRoutes: RouteModule = (app, { db, config }) => {
  const settings = { publicUrl: config.publicUrl, timeZone: config.timeZone };
  // This instance's feeds written in the last minutes; the address itself is checked on every request.
  const feeds = feedCache();

  const owners = [
    {
      base: '/api/teams/:id/calendar-feed',
      access: STAFF,
      params: idParam,
      errors: { 404: TEAM_NOT_FOUND },
      what: 'da turma',
      owner: (request: FastifyRequest): FeedOwner => ({ tipo: 'turma', teamId: (request.params as { id: number }).id }),
    },
    {
      base: '/api/family/calendar-feed',
      access: FAMILY,
      params: undefined,
      errors: {},
      what: 'da família (os treinos e jogos das turmas de cada filho)',
      owner: (request: FastifyRequest): FeedOwner => ({ tipo: 'familia', userId: currentUser(request).id }),
    },
  ] as const;

  for (const { base, access, params, errors, what, owner: ownerOf } of owners) {
    // A POST read like a query by the dialog: asking again answers the same address.
    app.post(
      base,
      {
        config: { access, errors },
        schema: { summary: `O endereço do calendário ${what}, criado no primeiro pedido`, ...(params && { params }), response: { 200: calendarFeedSchema } },
      },
      (request) => feedAddress(db, actorOf(request), ownerOf(request), currentUser(request).id, settings),
    );

    app.post(
      `${base}/renew`,
      {
        config: { access, errors },
        schema: { summary: `Gera um novo endereço para o calendário ${what}; o anterior deixa de funcionar`, ...(params && { params }), response: { 200: calendarFeedSchema } },
      },
      (request) => renewFeed(db, actorOf(request), ownerOf(request), currentUser(request).id, settings, feeds),
    );

    app.delete(
      base,
      {
        config: { access, errors },
        schema: { summary: `Revoga o endereço do calendário ${what}`, ...(params && { params }), response: { 204: noContent } },
      },
      async (request, reply) => {
        await revokeFeed(db, actorOf(request), ownerOf(request), feeds);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    '/api/calendar/:token.ics',
    {
      config: { access: 'public', errors: { 404: CALENDAR_NOT_FOUND } },
      schema: {
        summary: 'O calendário (iCalendar, RFC 5545) de um endereço secreto: treinos e jogos de 30 dias atrás a 90 dias à frente',
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: fileResponse('Calendário iCalendar no fuso da escola (com ETag; pode ter até 5 minutos)', 'text/calendar'),
          // Sent without a payload (undefined): a serialized null would go out with its Content-Length.
          304: z.null().optional().meta({ description: 'Não mudou desde o ETag enviado em If-None-Match: sem corpo' }),
        },
      },
    },
    async (request, reply) => {
      const feed = await feedCalendar(db, request.params.token, settings, feeds);
      reply.header('etag', feed.etag).header('cache-control', `private, max-age=${FEED_CACHE_SECONDS}`);
      if (matchesEtag(request.headers['if-none-match'], feed.etag)) return reply.status(304).send(undefined);
      return sendFile(reply, { contentType: 'text/calendar; charset=utf-8', body: feed.body });
    },
  );
};
