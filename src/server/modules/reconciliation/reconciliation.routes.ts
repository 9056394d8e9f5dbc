import { todayIn } from '../../../domain/dates';
import { idParam } from '../../../domain/fields';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '../../../domain/payment-date';
import { CHARGE_ALREADY_PAID, CHARGE_NOT_FOUND, CHARGE_STALE } from '../../../domain/pix';
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
} from '../../../domain/reconciliation';
import { STAFF } from '../../../domain/roles';
import type { SessionUser } from '../../../domain/auth';
import { currentUser } from '../../auth/guard';
import type { Tx } from '../../db/client';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, INSTALMENT_NOT_FOUND } from '../payments/payments.service';
import { parseStatement } from './ofx';
import { confirmLine, ignoreLine, importStatement, lineOptions, listLines, restoreLine } from './reconciliation.service';

/**
 * Bank reconciliation (issue 23): staff import the school's OFX statement and confirm, change or
 * ignore what Plantel proposes each credit paid; a confirmation pays through the payment transaction.
 */
export const reconciliationRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.post(
    '/api/bank-statements',
    {
      config: {
        access: STAFF,
        errors: { 400: [NOT_OFX, NO_FITID, FITID_TOO_LONG, ACCOUNT_TOO_LONG, TOO_MANY_CREDITS, creditDateRefused('1900-01-01', PAYMENT_DATE_TOO_OLD)] },
      },
      schema: {
        summary: 'Importa o extrato OFX da conta da escola (o arquivo em base64): guarda cada crédito uma vez por conta e FITID',
        body: bankStatementUploadSchema,
        response: { 200: bankStatementImportSchema },
      },
    },
    async (request) => {
      const statement = await parseStatement(Buffer.from(request.body.arquivo, 'base64'), today());
      return db.transaction(async (tx) => {
        const summary = await importStatement(tx, currentUser(request), statement);
        await audit(tx, request, { action: 'import', entity: 'bank_statement_lines', changes: summary });
        return summary;
      });
    },
  );

  app.get(
    '/api/bank-statements/lines',
    {
      config: { access: STAFF },
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
      config: { access: STAFF, errors: { 404: LINE_NOT_FOUND } },
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
        access: STAFF,
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
    (request) =>
      db.transaction(async (tx) => {
        const { line, paid } = await confirmLine(tx, currentUser(request), request.params.id, request.body, today());
        await audit(tx, request, {
          action: 'reconcile',
          entity: 'bank_statement_lines',
          entityId: line.id,
          changes: { fitid: line.fitid, valor: line.valor, data: line.data, ...request.body },
        });
        // Each instalment's own trail shows its payment too, as a payment taken one by one does.
        for (const item of paid) {
          await audit(tx, request, {
            action: 'process',
            entity: 'monthly_payments',
            entityId: item.instalmentId,
            changes: { dataPagamento: line.data, metodoPagamento: 'pix', valorPago: item.valor, extratoBancario: line.fitid },
          });
        }
        return line;
      }),
  );

  const decisions = [
    { action: 'ignore', summary: 'Ignora um crédito pendente (não é mensalidade): sai da lista de pendentes', decide: ignoreLine },
    { action: 'restore', summary: 'Devolve um crédito ignorado à lista de pendentes', decide: (tx: Tx, _user: SessionUser, id: number) => restoreLine(tx, id) },
  ] as const;
  for (const { action, summary, decide } of decisions) {
    app.post(
      `/api/bank-statements/lines/:id/${action}`,
      {
        config: { access: STAFF, errors: { 404: LINE_NOT_FOUND, 409: LINE_ALREADY_RECONCILED } },
        schema: { summary, params: idParam, response: { 200: bankLineSchema } },
      },
      (request) =>
        db.transaction(async (tx) => {
          const line = await decide(tx, currentUser(request), request.params.id);
          await audit(tx, request, { action, entity: 'bank_statement_lines', entityId: line.id, changes: { fitid: line.fitid, status: line.status } });
          return line;
        }),
    );
  }
};
