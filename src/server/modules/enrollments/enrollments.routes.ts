import { z } from 'zod';
import { todayIn } from '@domain/dates';
import {
  DISCOUNT_ABOVE_FEE,
  enrollmentDeactivationSchema,
  enrollmentEditSchema,
  enrollmentInputSchema,
  enrollmentListQuerySchema,
  enrollmentListSchema,
  enrollmentReactivationSchema,
  enrollmentSchema,
  paymentValueChangeSchema,
  teamChangeSchema,
} from '@domain/enrollments';
import { idParam } from '@domain/fields';
import { permissions } from '@domain/permissions';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { ALREADY_ACTIVE, ALREADY_INACTIVE, ATHLETE_INACTIVE_REFUSAL, createEnrollment, deactivateEnrollment, DUPLICATE_ENROLLMENT, ENROLLMENT_INACTIVE, FIRST_DUE_TOO_FAR, getEnrollment, inactiveTeamRefusal, listEnrollments, listPaymentChanges, listTeamChanges, reactivateEnrollment, updateEnrollment } from './enrollments.service';
import { actorOf } from '../../http/actor';
import { ATHLETE_INACTIVE, ATHLETE_NOT_FOUND, ENROLLMENT_NOT_FOUND, TEAM_INACTIVE, TEAM_NOT_FOUND } from '@domain/messages';

/**
 * Staff create enrolments; only an administrador edits them or changes their status (spec 1 §6);
 * a cliente reads their family's, every read being scoped by athleteScope.
 */
export const enrollmentsRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);
  const access = FAMILY_AND_STAFF;
  const notFound = { 404: ENROLLMENT_NOT_FOUND } as const;
  const teamRefusals = [TEAM_NOT_FOUND, TEAM_INACTIVE, DISCOUNT_ABOVE_FEE];

  app.get(
    '/api/enrollments',
    {
      config: { access },
      schema: { summary: 'Lista as matrículas (busca, status e turma), paginada', querystring: enrollmentListQuerySchema, response: { 200: enrollmentListSchema } },
    },
    (request) => listEnrollments(db, currentUser(request), request.query),
  );

  app.get(
    '/api/enrollments/:id',
    { config: { access, errors: notFound }, schema: { summary: 'Uma matrícula', params: idParam, response: { 200: enrollmentSchema } } },
    (request) => getEnrollment(db, currentUser(request), request.params.id),
  );

  app.post(
    '/api/enrollments',
    {
      config: { access: permissions.createEnrollments, errors: { 400: [ATHLETE_NOT_FOUND, ATHLETE_INACTIVE, ...teamRefusals, FIRST_DUE_TOO_FAR], 409: DUPLICATE_ENROLLMENT } },
      schema: { summary: 'Matricula um atleta numa turma e gera as parcelas', body: enrollmentInputSchema, response: { 201: enrollmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await createEnrollment(db, actorOf(request), currentUser(request), request.body, today())),
  );

  app.patch(
    '/api/enrollments/:id',
    {
      config: { access: permissions.editEnrollments, errors: { 400: teamRefusals, 404: ENROLLMENT_NOT_FOUND, 409: ENROLLMENT_INACTIVE } },
      schema: {
        summary: 'Altera turma, mensalidade e desconto de uma matrícula ativa (reajusta as parcelas a vencer)',
        params: idParam,
        body: enrollmentEditSchema,
        response: { 200: enrollmentSchema },
      },
    },
    (request) => updateEnrollment(db, actorOf(request), currentUser(request), request.params.id, request.body, today()),
  );

  app.patch(
    '/api/enrollments/:id/deactivate',
    {
      config: { access: permissions.editEnrollments, errors: { 404: ENROLLMENT_NOT_FOUND, 409: ALREADY_INACTIVE } },
      schema: {
        summary: 'Inativa uma matrícula e cancela as parcelas em aberto a vencer',
        params: idParam,
        response: { 200: enrollmentDeactivationSchema },
      },
    },
    (request) => deactivateEnrollment(db, actorOf(request), currentUser(request), request.params.id, today()),
  );

  app.patch(
    '/api/enrollments/:id/reactivate',
    {
      config: {
        access: permissions.editEnrollments,
        errors: { 404: ENROLLMENT_NOT_FOUND, 409: [ALREADY_ACTIVE, ATHLETE_INACTIVE_REFUSAL, inactiveTeamRefusal('Futebol Sub-11')] },
      },
      schema: {
        summary: 'Reativa uma matrícula e reabre as parcelas canceladas a vencer',
        params: idParam,
        response: { 200: enrollmentReactivationSchema },
      },
    },
    (request) => reactivateEnrollment(db, actorOf(request), currentUser(request), request.params.id, today()),
  );

  app.get(
    '/api/enrollments/:id/team-changes',
    {
      config: { access, errors: notFound },
      schema: { summary: 'Histórico de trocas de turma de uma matrícula', params: idParam, response: { 200: z.array(teamChangeSchema) } },
    },
    (request) => listTeamChanges(db, currentUser(request), request.params.id),
  );

  app.get(
    '/api/enrollments/:id/payment-changes',
    {
      config: { access, errors: notFound },
      schema: { summary: 'Histórico de valores da mensalidade de uma matrícula', params: idParam, response: { 200: z.array(paymentValueChangeSchema) } },
    },
    (request) => listPaymentChanges(db, currentUser(request), request.params.id),
  );
};
