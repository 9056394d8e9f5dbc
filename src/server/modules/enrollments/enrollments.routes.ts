import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { FAMILY_AND_STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { listAthleteEnrollments } from './enrollments.service';

export const enrollmentsRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/api/enrollments-with-payments/athlete/:id',
    { config: { access: FAMILY_AND_STAFF }, schema: { params: idParam } },
    (request) => listAthleteEnrollments(db, currentUser(request), request.params.id, todayIn(config.timeZone)),
  );
};
