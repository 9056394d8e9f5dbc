import { z } from 'zod';
import {
  CALLUP_ATHLETE_NOT_FOUND,
  CALLUP_CLOSED,
  CALLUP_GAME_CANCELLED,
  CALLUP_GAME_OVER,
  CALLUP_NOT_FOUND,
  callupAnswerInputSchema,
  callupInputSchema,
  familyCallupSchema,
  gameCallupsSchema,
} from '@domain/callups';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { FAMILY } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { answerCallup, callUp, listFamilyCallups, listGameCallups, removeCallup } from './callups.service';
import { assertGameExists, GAME_NOT_FOUND } from './games.service';
import { actorOf } from '../../http/actor';

const callupParams = z.object({ id: idParam.shape.id, callupId: idParam.shape.id });

/**
 * Convocação (docs/attendance-and-calendars.md): staff who change games (administrador and
 * professor, as the lineup) call athletes up; each family answers its own children's call-ups until
 * the game starts. Every change is audited in its transaction.
 */
export const callupsRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/api/games/:id/callups',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: GAME_NOT_FOUND } },
      schema: {
        summary: 'A convocação do jogo: cada atleta convocado com a resposta da família, e quantos vão, não vão e não responderam',
        params: idParam,
        response: { 200: gameCallupsSchema },
      },
    },
    async (request) => {
      await assertGameExists(db, request.params.id);
      return listGameCallups(db, request.params.id);
    },
  );

  app.post(
    '/api/games/:id/callups',
    {
      config: { access: permissions.manageCompetitions, errors: { 400: CALLUP_ATHLETE_NOT_FOUND, 404: GAME_NOT_FOUND, 409: CALLUP_GAME_OVER } },
      schema: {
        summary: 'Convoca atletas para o jogo (um já convocado continua como está, com a sua resposta); responde a convocação inteira',
        params: idParam,
        body: callupInputSchema,
        response: { 200: gameCallupsSchema },
      },
    },
    (request) => callUp(db, actorOf(request), currentUser(request), request.params.id, request.body.athleteIds),
  );

  app.delete(
    '/api/games/:id/callups/:callupId',
    {
      config: { access: permissions.manageCompetitions, errors: { 404: [GAME_NOT_FOUND, CALLUP_NOT_FOUND] } },
      schema: { summary: 'Tira um atleta da convocação do jogo, com a resposta da família', params: callupParams, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeCallup(db, actorOf(request), request.params.id, request.params.callupId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/family/callups',
    {
      config: { access: FAMILY },
      schema: {
        summary: 'As convocações das crianças da família para os jogos de hoje em diante, com a resposta dada',
        response: { 200: z.array(familyCallupSchema) },
      },
    },
    (request) => listFamilyCallups(db, currentUser(request), todayIn(config.timeZone), config.timeZone, new Date()),
  );

  app.put(
    '/api/family/callups/:id',
    {
      config: { access: FAMILY, errors: { 404: CALLUP_NOT_FOUND, 409: [CALLUP_CLOSED, CALLUP_GAME_CANCELLED] } },
      schema: {
        summary: 'A família responde à convocação de uma criança: vai ou não vai, com uma observação (até o início do jogo)',
        params: idParam,
        body: callupAnswerInputSchema,
        response: { 200: familyCallupSchema },
      },
    },
    (request) => answerCallup(db, actorOf(request), currentUser(request), request.params.id, request.body, new Date(), config.timeZone),
  );
};
