import { z } from 'zod';
import { todayIn } from '@domain/dates';
import {
  athleteEnrollmentSchema,
  DISCOUNT_ABOVE_INSTALMENT,
  enrollmentPaymentsExportSchema,
  enrollmentPaymentsListSchema,
  enrollmentPaymentsQuerySchema,
  enrollmentPaymentsSchema,
  instalmentDetailSchema,
  paymentProcessSchema,
  paymentsCsvFileName,
} from '@domain/enrollments';
import { idParam } from '@domain/fields';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '@domain/payment-date';
import { fileResponse } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { FAMILY_AND_STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { CSV_CONTENT_TYPE } from '../ledger/csv';
import { getEnrollmentPayments, listAthleteEnrollments, listEnrollmentPayments } from './enrollment-payments.service';
import { exportPayments } from './payments-export';
import { cancelPayment, getInstalment, NOT_PAID, payInstalment } from './payments.service';
import { receiptPdf } from './receipt-pdf';
import { getReceiptData, isPayer, NO_RECEIPT_UNPAID, receiptFileName } from './receipts.service';
import { actorOf } from '../../http/actor';
import { ALREADY_PAID, ATHLETE_NOT_FOUND, CANCELLED_CANNOT_BE_PAID, ENROLLMENT_NOT_FOUND, INSTALMENT_NOT_FOUND } from '@domain/messages';

/**
 * Instalments: staff take and cancel payments; a cliente reads their family's (for the details
 * dialog) and, like staff, downloads the receipt of a paid one. Gestão Financeira reads enrolments
 * with their instalments, each read scoped by athleteScope.
 */
export const paymentsRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  const response = { 200: instalmentDetailSchema };

  app.get(
    '/api/monthly-payments/:id',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: INSTALMENT_NOT_FOUND } },
      schema: { summary: 'Uma parcela, com a matrícula e quem registrou o pagamento', params: idParam, response },
    },
    (request) => getInstalment(db, currentUser(request), request.params.id, today()),
  );

  app.get(
    '/api/monthly-payments/:id/receipt',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: INSTALMENT_NOT_FOUND, 409: NO_RECEIPT_UNPAID } },
      schema: {
        summary: 'O recibo em PDF de uma parcela paga (o CPF do pagador inteiro só para ele mesmo)',
        params: idParam,
        response: { 200: fileResponse('Recibo da parcela, com o número do recibo no nome do arquivo', 'application/pdf') },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const receipt = await getReceiptData(db, user, request.params.id);
      return sendFile(reply, {
        contentType: 'application/pdf',
        fileName: receiptFileName(receipt),
        body: await receiptPdf(receipt, { timeZone: config.timeZone, generatedAt: new Date() }, { wholeCpf: isPayer(user, receipt) }),
      });
    },
  );

  app.patch(
    '/api/monthly-payments/:id/process',
    {
      config: {
        access: permissions.takePayments,
        errors: { 400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE, DISCOUNT_ABOVE_INSTALMENT], 404: INSTALMENT_NOT_FOUND, 409: [ALREADY_PAID, CANCELLED_CANNOT_BE_PAID] },
      },
      schema: {
        summary: 'Registra o pagamento de uma parcela (e a receita no livro-caixa)',
        params: idParam,
        body: paymentProcessSchema,
        response,
      },
    },
    (request) => payInstalment(db, actorOf(request), currentUser(request), request.params.id, request.body, today()),
  );

  app.patch(
    '/api/monthly-payments/:id/cancel',
    {
      config: { access: permissions.takePayments, errors: { 404: INSTALMENT_NOT_FOUND, 409: NOT_PAID } },
      schema: { summary: 'Cancela o pagamento de uma parcela (e remove a receita do livro-caixa)', params: idParam, response },
    },
    (request) => cancelPayment(db, actorOf(request), currentUser(request), request.params.id, today()),
  );

  app.get(
    '/api/enrollments-with-payments',
    {
      config: { access: FAMILY_AND_STAFF },
      schema: {
        summary: 'Gestão Financeira: matrículas com a situação das parcelas, filtradas e paginadas',
        querystring: enrollmentPaymentsQuerySchema,
        response: { 200: enrollmentPaymentsListSchema },
      },
    },
    (request) => listEnrollmentPayments(db, currentUser(request), request.query, today()),
  );

  app.get(
    '/api/enrollments-with-payments/export',
    {
      config: { access: FAMILY_AND_STAFF },
      schema: {
        summary: 'Gestão Financeira em CSV: uma linha por parcela das matrículas filtradas',
        querystring: enrollmentPaymentsExportSchema,
        response: { 200: fileResponse('CSV das parcelas (UTF-8 com BOM, separado por ";")', 'text/csv') },
      },
    },
    async (request, reply) =>
      sendFile(reply, {
        contentType: CSV_CONTENT_TYPE,
        fileName: paymentsCsvFileName(today()),
        body: exportPayments(db, currentUser(request), request.query, today()),
      }),
  );

  app.get(
    '/api/enrollments-with-payments/athlete/:id',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: ATHLETE_NOT_FOUND } },
      schema: { summary: 'As matrículas de um atleta com a contagem das parcelas', params: idParam, response: { 200: z.array(athleteEnrollmentSchema) } },
    },
    (request) => listAthleteEnrollments(db, currentUser(request), request.params.id, today()),
  );

  app.get(
    '/api/enrollments-with-payments/:id',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: ENROLLMENT_NOT_FOUND } },
      schema: { summary: 'As parcelas de uma matrícula e seus totais', params: idParam, response: { 200: enrollmentPaymentsSchema } },
    },
    (request) => getEnrollmentPayments(db, currentUser(request), request.params.id, today()),
  );
};
