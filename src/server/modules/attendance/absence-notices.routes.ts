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
} from '../../../domain/attendance';
import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { FAMILY } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { NOT_FOUND as ATHLETE_NOT_FOUND } from '../athletes/athletes.service';
import { checkAbsenceNotice, createAbsenceNotice, withdrawAbsenceNotice } from './absence-notices.service';

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
    async (request, reply) => {
      const user = currentUser(request);
      await checkAbsenceNotice(db, user, request.body, today());
      const notice = await db.transaction(async (tx) => {
        const created = await createAbsenceNotice(tx, user, request.body);
        await audit(tx, request, {
          action: 'create',
          entity: 'absence_notices',
          entityId: created.id,
          changes: { athleteId: created.athleteId, teamId: created.teamId, data: created.data, motivo: created.motivo },
        });
        return created;
      });
      return reply.status(201).send(notice);
    },
  );

  app.delete(
    '/api/family/absence-notices/:id',
    {
      config: { access: FAMILY, errors: { 404: NOTICE_NOT_FOUND, 409: [NOTICE_WITHDRAW_CLOSED, NOTICE_ROLL_TAKEN] } },
      schema: { summary: 'Desfaz um aviso de falta, antes do treino', params: idParam, response: { 200: absenceNoticeSchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const notice = await withdrawAbsenceNotice(tx, currentUser(request), request.params.id, today());
        await audit(tx, request, {
          action: 'delete',
          entity: 'absence_notices',
          entityId: notice.id,
          changes: { athleteId: notice.athleteId, teamId: notice.teamId, data: notice.data },
        });
        return notice;
      }),
  );
};
