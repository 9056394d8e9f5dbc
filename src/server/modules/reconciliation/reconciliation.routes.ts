import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '@domain/payment-date';
import { CHARGE_ALREADY_PAID, CHARGE_NOT_FOUND, CHARGE_STALE } from '@domain/pix';
import {
  ACCOUNT_TOO_LONG,
  AMOUNT_DIFFERS,
  bankLineConfirmSchema,
  bankLineListSchema,
  bankLineOptionsQuerySchema,
  bankLineOptionsSchema,
  bankLineSchema,
  bankLinesQuerySchema,
  bankStatementImportSchema,
  bankStatementUploadSchema,
  creditDateRefused,
  FITID_TOO_LONG,
  LINE_ALREADY_RECONCILED,
  LINE_IGNORED,
  LINE_NOT_FOUND,
  NO_FITID,
  NOT_OFX,
  TOO_MANY_CREDITS,
} from '@domain/reconciliation';
import { permissions } from '@domain/permissions';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { confirmLine, decideLine, importStatement, lineOptions, listLines } from './reconciliation.service';
import { actorOf } from '../../http/actor';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, INSTALMENT_NOT_FOUND } from '@domain/messages';

/**
 * Bank reconciliation (ADR 0014, docs/pix.md): staff import the school's OFX statement and confirm,
 * change or ignore what Plantel proposes each credit paid; a confirmation pays through the payment
 * transaction.
 */
export const reconciliationRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.post(
    '/api/bank-statements',
    {
      config: {
        access: permissions.takePayments,
        errors: { 400: [NOT_OFX, NO_FITID, FITID_TOO_LONG, ACCOUNT_TOO_LONG, TOO_MANY_CREDITS, creditDateRefused('1900-01-01', PAYMENT_DATE_TOO_OLD)] },
      },
      schema: {
        summary: 'Importa o extrato OFX da conta da escola (o arquivo em base64): guarda cada crédito uma vez por conta e FITID',
        body: bankStatementUploadSchema,
        response: { 200: bankStatementImportSchema },
      },
    },
    (request) => importStatement(db, actorOf(request), currentUser(request), Buffer.from(request.body.arquivo, 'base64'), today()),
  );

  app.get(
    '/api/bank-statements/lines',
    {
      config: { access: permissions.takePayments },
      schema: {
        summary: 'Os créditos importados de uma situação (pendentes com a proposta de conciliação e o motivo), do mais recente',
        querystring: bankLinesQuerySchema,
        response: { 200: bankLineListSchema },
      },
    },
    (request) => listLines(db, request.query),
  );

  app.get(
    '/api/bank-statements/lines/:id/options',
    {
      config: { access: permissions.takePayments, errors: { 404: LINE_NOT_FOUND } },
      schema: {
        summary: 'As parcelas e cobranças PIX em aberto com o valor do crédito, para escolher outra (busca pelo nome do atleta)',
        params: idParam,
        querystring: bankLineOptionsQuerySchema,
        response: { 200: bankLineOptionsSchema },
      },
    },
    (request) => lineOptions(db, request.params.id, request.query.busca),
  );

  app.post(
    '/api/bank-statements/lines/:id/confirm',
    {
      config: {
        access: permissions.takePayments,
        errors: {
          400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE],
          404: [LINE_NOT_FOUND, INSTALMENT_NOT_FOUND, CHARGE_NOT_FOUND],
          409: [LINE_ALREADY_RECONCILED, LINE_IGNORED, AMOUNT_DIFFERS, ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, CHARGE_ALREADY_PAID, CHARGE_STALE],
        },
      },
      schema: {
        summary: 'Concilia um crédito: paga por PIX, na data do crédito, a parcela ou todas as parcelas da cobrança PIX, numa transação',
        params: idParam,
        body: bankLineConfirmSchema,
        response: { 200: bankLineSchema },
      },
    },
    (request) => confirmLine(db, actorOf(request), currentUser(request), request.params.id, request.body, today()),
  );

  const decisions = [
    { action: 'ignore', summary: 'Ignora um crédito pendente (não é mensalidade): sai da lista de pendentes' },
    { action: 'restore', summary: 'Devolve um crédito ignorado à lista de pendentes' },
  ] as const;
  for (const { action, summary } of decisions) {
    app.post(
      `/api/bank-statements/lines/:id/${action}`,
      {
        config: { access: permissions.takePayments, errors: { 404: LINE_NOT_FOUND, 409: LINE_ALREADY_RECONCILED } },
        schema: { summary, params: idParam, response: { 200: bankLineSchema } },
      },
      (request) => decideLine(db, actorOf(request), currentUser(request), request.params.id, action),
    );
  }
};
