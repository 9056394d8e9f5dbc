import { todayIn } from '../../../domain/dates';
import {
  athletesReportSchema,
  enrollmentsReportSchema,
  financePeriod,
  financeReportSchema,
  reportCsvFileName,
  reportExportSchema,
  reportFinanceQuerySchema,
  reportPeriodRange,
  reportQuerySchema,
  reportSummarySchema,
  teamsReportSchema,
} from '../../../domain/reports';
import { fileResponse } from '../../../domain/responses';
import { STAFF } from '../../../domain/roles';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { CSV_CONTENT_TYPE } from '../ledger/csv';
import { reportCsv } from './report-export';
import { athletesReport, enrollmentsReport, financeReport, reportSummary, teamsReport } from './reports.service';

/** Relatórios (spec 2 §2.13): administrador and professor. "This month" and the rest are the school's calendar. */
export const reportsRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const context = () => ({ today: todayIn(config.timeZone), timeZone: config.timeZone });

  app.get(
    '/api/reports/summary',
    {
      config: { access },
      schema: {
        summary: 'Os quatro indicadores do período: atletas, turmas, matrículas e saldo',
        querystring: reportQuerySchema,
        response: { 200: reportSummarySchema },
      },
    },
    (request) => {
      const ctx = context();
      return reportSummary(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/athletes',
    {
      config: { access },
      schema: { summary: 'Atletas do período por faixa etária e por sexo', querystring: reportQuerySchema, response: { 200: athletesReportSchema } },
    },
    (request) => {
      const ctx = context();
      return athletesReport(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/teams',
    {
      config: { access },
      schema: { summary: 'Turmas do período por modalidade, com as matrículas ativas', querystring: reportQuerySchema, response: { 200: teamsReportSchema } },
    },
    (request) => {
      const ctx = context();
      return teamsReport(db, reportPeriodRange(request.query.periodo, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/enrollments',
    {
      config: { access },
      schema: { summary: 'Matrículas do período por status', querystring: reportQuerySchema, response: { 200: enrollmentsReportSchema } },
    },
    (request) => {
      const ctx = context();
      return enrollmentsReport(db, reportPeriodRange(request.query.periodo, ctx.today));
    },
  );

  app.get(
    '/api/reports/finance',
    {
      config: { access },
      schema: {
        summary: 'Mensalidades previstas, recebidas e pendentes, resumo do livro-caixa e as últimas parcelas do período',
        querystring: reportFinanceQuerySchema,
        response: { 200: financeReportSchema },
      },
    },
    (request) => {
      const ctx = context();
      return financeReport(db, financePeriod(request.query, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/export',
    {
      config: { access },
      schema: {
        summary: 'Exporta os relatórios em CSV',
        querystring: reportExportSchema,
        response: { 200: fileResponse('CSV dos relatórios (UTF-8 com BOM, separado por ";")', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = context();
      const { periodo } = request.query;
      const csv = await reportCsv(db, periodo, reportPeriodRange(periodo, ctx.today), financePeriod(request.query, ctx.today), ctx);
      return sendFile(reply, { contentType: CSV_CONTENT_TYPE, fileName: reportCsvFileName(ctx.today), body: csv });
    },
  );
};
