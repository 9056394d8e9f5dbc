import {
  absenceNoticeInputSchema,
  AGENDA_DAYS,
  absenceNoticeSchema,
  NOT_IN_TEAM,
  NOTICE_EXISTS,
  NOTICE_NOT_FOUND,
  NOTICE_PAST_DAY,
  NOTICE_ROLL_TAKEN,
  NOTICE_TOO_FAR,
  NOTICE_WITHDRAW_CLOSED,
  SESSION_CANCELLED,
  SESSION_NOT_FOUND,
} from '@domain/attendance';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { FAMILY } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { createAbsenceNotice, withdrawAbsenceNotice } from './absence-notices.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/** The family's side of the roll: telling the school ahead of an absence (the sessions are on the family Início). */
export const absenceNoticesRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.post(
    '/api/family/absence-notices',
    {
      config: {
        access: FAMILY,
        errors: {
          400: NOTICE_TOO_FAR,
          404: ATHLETE_NOT_FOUND,
          409: [NOTICE_EXISTS, NOTICE_ROLL_TAKEN],
          422: [NOTICE_PAST_DAY, NOT_IN_TEAM, SESSION_NOT_FOUND, SESSION_CANCELLED],
        },
      },
      schema: {
        summary: `Avisa que o filho vai faltar a um treino dos próximos ${AGENDA_DAYS} dias (os do Início da família); na chamada ele começa com falta justificada`,
        body: absenceNoticeInputSchema,
        response: { 201: absenceNoticeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAbsenceNotice(db, actorOf(request), currentUser(request), request.body, today())),
  );

  app.delete(
    '/api/family/absence-notices/:id',
    {
      config: { access: FAMILY, errors: { 404: NOTICE_NOT_FOUND, 409: [NOTICE_WITHDRAW_CLOSED, NOTICE_ROLL_TAKEN] } },
      schema: { summary: 'Desfaz um aviso de falta, antes do treino', params: idParam, response: { 200: absenceNoticeSchema } },
    },
    (request) => withdrawAbsenceNotice(db, actorOf(request), currentUser(request), request.params.id, today()),
  );
};
