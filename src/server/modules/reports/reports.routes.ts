import { todayIn } from '@domain/dates';
import {
  athletesReportSchema,
  enrollmentsReportSchema,
  financeReportSchema,
  reportCsvFileName,
  reportQuerySchema,
  reportRange,
  reportSummarySchema,
  teamsReportSchema,
} from '@domain/reports';
import { fileResponse } from '@domain/responses';
import { STAFF } from '@domain/roles';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { CSV_CONTENT_TYPE } from '../ledger/csv';
import { reportCsv } from './report-export';
import { athletesReport, enrollmentsReport, financeReport, reportSummary, teamsReport } from './reports.service';

/**
 * Relatórios (spec 2 §2.13): administrador and professor. Every route takes the page's one period
 * (reportQuerySchema); "this month" and the rest are the school's calendar.
 */
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
      return reportSummary(db, reportRange(request.query, ctx.today), ctx);
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
      return athletesReport(db, reportRange(request.query, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/teams',
    {
      config: { access },
      schema: { summary: 'Turmas do período por modalidade, com as matrículas do período ativas hoje', querystring: reportQuerySchema, response: { 200: teamsReportSchema } },
    },
    (request) => {
      const ctx = context();
      return teamsReport(db, reportRange(request.query, ctx.today), ctx);
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
      return enrollmentsReport(db, reportRange(request.query, ctx.today));
    },
  );

  app.get(
    '/api/reports/finance',
    {
      config: { access },
      schema: {
        summary: 'Mensalidades previstas, recebidas, descontadas e pendentes, resumo do livro-caixa e as últimas parcelas do período',
        querystring: reportQuerySchema,
        response: { 200: financeReportSchema },
      },
    },
    (request) => {
      const ctx = context();
      return financeReport(db, reportRange(request.query, ctx.today), ctx);
    },
  );

  app.get(
    '/api/reports/export',
    {
      config: { access },
      schema: {
        summary: 'Exporta os relatórios do período em CSV',
        querystring: reportQuerySchema,
        response: { 200: fileResponse('CSV dos relatórios (UTF-8 com BOM, separado por ";")', 'text/csv') },
      },
    },
    async (request, reply) => {
      const ctx = context();
      const csv = await reportCsv(db, request.query, reportRange(request.query, ctx.today), ctx);
      return sendFile(reply, { contentType: CSV_CONTENT_TYPE, fileName: reportCsvFileName(ctx.today), body: csv });
    },
  );
};
