import { todayIn } from '../../../domain/dates';
import {
  enrollmentEditSchema,
  enrollmentInputSchema,
  enrollmentListQuerySchema,
  enrollmentPaymentsQuerySchema,
} from '../../../domain/enrollments';
import { idParam } from '../../../domain/fields';
import { ADMIN, FAMILY_AND_STAFF, STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { getEnrollmentPayments, listAthleteEnrollments, listEnrollmentPayments } from './enrollment-payments.service';
import {
  createEnrollment,
  deactivateEnrollment,
  getEnrollment,
  listEnrollments,
  listPaymentChanges,
  listTeamChanges,
  reactivateEnrollment,
  updateEnrollment,
} from './enrollments.service';

/**
 * Staff create enrolments; only an administrador edits them or changes their status (spec 1 §6);
 * a cliente reads their family's, every read being scoped by athleteScope.
 */
export const enrollmentsRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);
  const read = { config: { access: FAMILY_AND_STAFF }, schema: { params: idParam } };

  app.get('/api/enrollments', { config: { access: FAMILY_AND_STAFF }, schema: { querystring: enrollmentListQuerySchema } }, (request) =>
    listEnrollments(db, currentUser(request), request.query),
  );

  app.get('/api/enrollments/:id', read, (request) => getEnrollment(db, currentUser(request), request.params.id));

  app.post('/api/enrollments', { config: { access: STAFF }, schema: { body: enrollmentInputSchema } }, async (request, reply) => {
    const enrollment = await db.transaction(async (tx) => {
      const created = await createEnrollment(tx, currentUser(request), request.body, today());
      await audit(tx, request, {
        action: 'create',
        entity: 'enrollments',
        entityId: created.enrollment.id,
        changes: { ...request.body, parcelasCriadas: created.instalments },
      });
      return created.enrollment;
    });
    return reply.status(201).send(enrollment);
  });

  app.patch('/api/enrollments/:id', { config: { access: ADMIN }, schema: { params: idParam, body: enrollmentEditSchema } }, (request) =>
    db.transaction(async (tx) => {
      const updated = await updateEnrollment(tx, currentUser(request), request.params.id, request.body, today());
      await audit(tx, request, {
        action: 'update',
        entity: 'enrollments',
        entityId: updated.enrollment.id,
        changes: { ...request.body, parcelasReajustadas: updated.revaluedPayments },
      });
      return updated.enrollment;
    }),
  );

  app.patch('/api/enrollments/:id/deactivate', { config: { access: ADMIN }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const result = await deactivateEnrollment(tx, currentUser(request), request.params.id, today());
      await audit(tx, request, {
        action: 'deactivate',
        entity: 'enrollments',
        entityId: result.enrollment.id,
        changes: { inactivatedPayments: result.inactivatedPayments },
      });
      return result;
    }),
  );

  app.patch('/api/enrollments/:id/reactivate', { config: { access: ADMIN }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const result = await reactivateEnrollment(tx, currentUser(request), request.params.id, today());
      await audit(tx, request, {
        action: 'reactivate',
        entity: 'enrollments',
        entityId: result.enrollment.id,
        changes: { reactivatedPayments: result.reactivatedPayments },
      });
      return result;
    }),
  );

  app.get('/api/enrollments/:id/team-changes', read, (request) => listTeamChanges(db, currentUser(request), request.params.id));

  app.get('/api/enrollments/:id/payment-changes', read, (request) => listPaymentChanges(db, currentUser(request), request.params.id));

  app.get(
    '/api/enrollments-with-payments',
    { config: { access: FAMILY_AND_STAFF }, schema: { querystring: enrollmentPaymentsQuerySchema } },
    (request) => listEnrollmentPayments(db, currentUser(request), request.query, today()),
  );

  app.get('/api/enrollments-with-payments/athlete/:id', read, (request) =>
    listAthleteEnrollments(db, currentUser(request), request.params.id, today()),
  );

  app.get('/api/enrollments-with-payments/:id', read, (request) =>
    getEnrollmentPayments(db, currentUser(request), request.params.id, today()),
  );
};
