import { z } from 'zod';
import {
  attendanceSettingsSchema,
  CORRECTION_CLOSED,
  daySessionsSchema,
  dayQuerySchema,
  dropoutRiskListSchema,
  marksInputSchema,
  NOT_IN_TEAM,
  periodQuerySchema,
  rollSchema,
  sessionCancelSchema,
  SESSION_CANCELLED,
  SESSION_IN_FUTURE,
  SESSION_NOT_FOUND,
  sessionParams,
  trainingSessionSchema,
} from '@domain/attendance';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { can, permissions } from '@domain/permissions';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { dropoutRisk, getAttendanceSettings, saveAttendanceSettings } from './alerts.service';
import { cancelSession, getRoll, saveMarks, uncancelSession } from './marks.service';
import { listSessions, taughtTeamIds } from './sessions.service';
import { actorOf } from '../../http/actor';

/**
 * Chamada (ADR 0017): the sessions of a day and of a team, the roll and its marks, cancelling a
 * session, the absence-alert setting and the "Risco de evasão" list. Every staff role takes the roll.
 */
export const attendanceRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.get(
    '/api/attendance/day',
    { config: { access: permissions.takeAttendance }, schema: { summary: 'Os treinos de um dia: primeiro os das turmas do usuário (todas, para o administrador), ou só as suas ou só as outras', querystring: dayQuerySchema, response: { 200: daySessionsSchema } } },
    async (request) => {
      const user = currentUser(request);
      const { data, turmas } = request.query;
      const mine = can(user, 'ownEveryTeam') ? null : new Set(await taughtTeamIds(db, user.id));
      // An administrador has no "outras"; a coach's own teams are a few, read alone instead of the network's day (2,000 teams).
      if (!mine && turmas === 'outras') return [];
      const scope = mine && turmas === 'minhas' ? { teamIds: [...mine] } : 'active';
      return (await listSessions(db, scope, data, data))
        .map((s) => ({ ...s, minha: mine === null || mine.has(s.teamId) }))
        .filter((s) => (turmas === 'minhas' ? s.minha : turmas === 'outras' ? !s.minha : true))
        .sort((a, b) => Number(b.minha) - Number(a.minha) || (a.inicio ?? '').localeCompare(b.inicio ?? ''));
    },
  );

  app.get(
    '/api/teams/:id/sessions',
    { config: { access: permissions.takeAttendance }, schema: { summary: 'Os treinos de uma turma num período (dias da semana da turma e cronograma)', params: idParam, querystring: periodQuerySchema, response: { 200: z.array(trainingSessionSchema) } } },
    (request) => listSessions(db, { teamIds: [request.params.id] }, request.query.de, request.query.ate),
  );

  app.get(
    '/api/teams/:id/sessions/:data/attendance',
    { config: { access: permissions.takeAttendance, errors: { 404: SESSION_NOT_FOUND } }, schema: { summary: 'A chamada de um treino: os atletas da turma naquele dia e suas marcações', params: sessionParams, response: { 200: rollSchema } } },
    (request) => getRoll(db, currentUser(request), request.params.id, request.params.data, today()),
  );

  app.put(
    '/api/teams/:id/sessions/:data/attendance',
    {
      config: { access: permissions.takeAttendance, errors: { 404: SESSION_NOT_FOUND, 409: [SESSION_CANCELLED, SESSION_IN_FUTURE, CORRECTION_CLOSED], 422: NOT_IN_TEAM } },
      schema: { summary: 'Grava marcações da chamada (só as enviadas; corrigíveis por 7 dias, depois só pelo administrador)', params: sessionParams, body: marksInputSchema, response: { 200: rollSchema } },
    },
    (request) => saveMarks(db, actorOf(request), currentUser(request), request.params.id, request.params.data, request.body, today(), config.timeZone),
  );

  app.post(
    '/api/teams/:id/sessions/:data/cancel',
    {
      config: { access: permissions.takeAttendance, errors: { 404: SESSION_NOT_FOUND, 409: CORRECTION_CLOSED } },
      schema: { summary: 'Cancela um treino (chuva, feriado) com o motivo que as famílias veem; um treino passado, como a chamada: por 7 dias, depois só pelo administrador', params: sessionParams, body: sessionCancelSchema, response: { 200: trainingSessionSchema } },
    },
    (request) => cancelSession(db, actorOf(request), currentUser(request), request.params.id, request.params.data, request.body.motivo, today()),
  );

  app.delete(
    '/api/teams/:id/sessions/:data/cancel',
    {
      config: { access: permissions.takeAttendance, errors: { 404: SESSION_NOT_FOUND, 409: CORRECTION_CLOSED } },
      schema: { summary: 'Desfaz o cancelamento de um treino (como a chamada: por 7 dias, depois só pelo administrador)', params: sessionParams, response: { 200: trainingSessionSchema } },
    },
    (request) => uncancelSession(db, actorOf(request), currentUser(request), request.params.id, request.params.data, today()),
  );

  app.get(
    '/api/attendance/dropout-risk',
    { config: { access: permissions.takeAttendance }, schema: { summary: 'Risco de evasão: atletas com faltas seguidas sem justificativa acima do limite da escola', response: { 200: dropoutRiskListSchema } } },
    () => dropoutRisk(db),
  );

  app.get(
    '/api/attendance-settings',
    { config: { access: permissions.takeAttendance }, schema: { summary: 'Quantas faltas seguidas sem justificativa geram o alerta', response: { 200: attendanceSettingsSchema } } },
    () => getAttendanceSettings(db),
  );

  app.put(
    '/api/attendance-settings',
    { config: { access: permissions.setAbsenceAlert }, schema: { summary: 'Grava o limite de faltas seguidas do alerta', body: attendanceSettingsSchema, response: { 200: attendanceSettingsSchema } } },
    (request) => saveAttendanceSettings(db, actorOf(request), currentUser(request), request.body),
  );
};
