import { todayIn } from '../../../domain/dates';
import { financePeriod, reportCsvFileName, reportExportSchema, reportFinanceQuerySchema, reportPeriodRange, reportQuerySchema } from '../../../domain/reports';
import { STAFF } from '../../../domain/roles';
import type { RouteModule } from '../../http/types';
import { reportCsv } from './report-export';
import { athletesReport, enrollmentsReport, financeReport, reportSummary, teamsReport } from './reports.service';

/** Relatórios (spec 2 §2.13): administrador and professor. "This month" and the rest are the school's calendar. */
export const reportsRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const context = () => ({ today: todayIn(config.timeZone), timeZone: config.timeZone });

  app.get('/api/reports/summary', { config: { access }, schema: { querystring: reportQuerySchema } }, (request) => {
    const ctx = context();
    return reportSummary(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
  });

  app.get('/api/reports/athletes', { config: { access }, schema: { querystring: reportQuerySchema } }, (request) => {
    const ctx = context();
    return athletesReport(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
  });

  app.get('/api/reports/teams', { config: { access }, schema: { querystring: reportQuerySchema } }, (request) => {
    const ctx = context();
    return teamsReport(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
  });

  app.get('/api/reports/enrollments', { config: { access }, schema: { querystring: reportQuerySchema } }, (request) => {
    const ctx = context();
    return enrollmentsReport(db, reportPeriodRange(request.query.periodo, ctx.today));
  });

  app.get('/api/reports/finance', { config: { access }, schema: { querystring: reportFinanceQuerySchema } }, (request) => {
    const ctx = context();
    return financeReport(db, financePeriod(request.query, ctx.today), ctx);
  });

  app.get('/api/reports/export', { config: { access }, schema: { querystring: reportExportSchema } }, async (request, reply) => {
    const ctx = context();
    const { periodo } = request.query;
    const csv = await reportCsv(db, periodo, reportPeriodRange(periodo, ctx.today), financePeriod(request.query, ctx.today), ctx);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${reportCsvFileName(ctx.today)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
};
