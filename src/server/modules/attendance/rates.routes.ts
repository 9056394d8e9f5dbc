import { athleteAttendanceSchema, attendanceReportQuerySchema, attendanceReportSchema, periodQuerySchema } from '@domain/attendance';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { FAMILY_AND_STAFF, STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { athleteAttendance, attendanceReport } from './rates.service';
import { ATHLETE_NOT_FOUND } from '@domain/messages';

/**
 * Attendance rates: the athlete page's Frequência (staff who see athletes, and the family for its
 * own children) and Relatórios › Frequência (administrador and professor, as the other reports).
 */
export const attendanceRatesRoutes: RouteModule = (app, { db, config }) => {
  app.get(
    '/api/athletes/:id/attendance',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: ATHLETE_NOT_FOUND } },
      schema: {
        summary: 'A frequência do atleta no período: a taxa, mês a mês, e os treinos com a marcação de cada um',
        params: idParam,
        querystring: periodQuerySchema,
        response: { 200: athleteAttendanceSchema },
      },
    },
    (request) => athleteAttendance(db, currentUser(request), request.params.id, request.query.de, request.query.ate, todayIn(config.timeZone)),
  );

  app.get(
    '/api/reports/attendance',
    {
      config: { access: STAFF },
      schema: {
        summary: 'A frequência do período por turma e por unidade (treinos dados, marcações, presenças, faltas e a taxa)',
        querystring: attendanceReportQuerySchema,
        response: { 200: attendanceReportSchema },
      },
    },
    (request) => attendanceReport(db, request.query),
  );
};
