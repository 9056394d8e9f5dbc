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
  bankLineRuleCreatedSchema,
  bankLineRuleInputSchema,
  bankLineRulesSchema,
  bankLineSchema,
  bankLinesIgnoredSchema,
  bankLinesIgnoreSchema,
  bankLinesQuerySchema,
  bankStatementImportSchema,
  bankStatementUploadSchema,
  CARD_STATEMENT,
  creditAmountUnreadable,
  creditDateRefused,
  creditDateUnreadable,
  currencyRefused,
  FITID_TOO_LONG,
  INVESTMENT_STATEMENT,
  LINE_ALREADY_RECONCILED,
  LINE_IGNORED,
  LINE_NOT_FOUND,
  NO_ACCOUNT,
  NO_FITID,
  NO_STATEMENT,
  NOT_OFX,
  manualPixSchema,
  RULE_NOT_FOUND,
  SUM_DIFFERS,
  TOO_MANY_CREDITS,
} from '@domain/reconciliation';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { createRule, deleteRule, listRules } from './line-rules';
import { confirmLine, decideLine, ignoreLines, importStatement, lineOptions, listLines, recordManualPix } from './reconciliation.service';
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
        errors: {
          400: [
            NOT_OFX,
            CARD_STATEMENT,
            INVESTMENT_STATEMENT,
            NO_STATEMENT,
            NO_ACCOUNT,
            currencyRefused('USD'),
            NO_FITID,
            FITID_TOO_LONG,
            ACCOUNT_TOO_LONG,
            TOO_MANY_CREDITS,
            creditAmountUnreadable('1,2,3', '2025-03-04'),
            creditDateUnreadable('2025-13-45'),
            creditDateRefused('1900-01-01', PAYMENT_DATE_TOO_OLD),
          ],
        },
      },
      schema: {
        summary: 'Importa o extrato OFX da escola (o arquivo em base64): os créditos de cada conta que ele traz, cada um uma vez por conta e FITID; marca a conta nunca importada',
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
        summary:
          'As parcelas e cobranças PIX em aberto com o valor do crédito, para escolher outra, e as parcelas em aberto da família, para marcar várias (busca pelo nome do atleta ou do responsável)',
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
          409: [LINE_ALREADY_RECONCILED, LINE_IGNORED, AMOUNT_DIFFERS, SUM_DIFFERS, ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, CHARGE_ALREADY_PAID, CHARGE_STALE],
        },
      },
      schema: {
        summary:
          'Concilia um crédito: paga por PIX, na data do crédito, a parcela, as parcelas escolhidas (que somem o valor, com ou sem multa e juros) ou todas as parcelas da cobrança PIX, numa transação',
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

  app.post(
    '/api/bank-statements/lines/ignore',
    {
      config: { access: permissions.takePayments },
      schema: { summary: 'Ignora de uma vez os créditos pendentes marcados', body: bankLinesIgnoreSchema, response: { 200: bankLinesIgnoredSchema } },
    },
    (request) => ignoreLines(db, actorOf(request), currentUser(request), request.body.ids),
  );

  app.post(
    '/api/bank-statements/pix',
    {
      config: { access: permissions.takePayments, errors: { 400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE] } },
      schema: {
        summary: '"Confirmar PIX": guarda um PIX visto no aplicativo do banco como crédito pendente e responde a proposta de conciliação (txid ou valor e pagador)',
        body: manualPixSchema,
        response: { 200: bankLineSchema },
      },
    },
    (request) => recordManualPix(db, actorOf(request), currentUser(request), request.body, today()),
  );

  app.get(
    '/api/bank-statements/rules',
    {
      config: { access: permissions.takePayments },
      schema: { summary: 'As regras que ignoram créditos pelo texto da descrição', response: { 200: bankLineRulesSchema } },
    },
    () => listRules(db),
  );

  app.post(
    '/api/bank-statements/rules',
    {
      config: { access: permissions.takePayments },
      schema: {
        summary: 'Cria uma regra "ignorar créditos como …": ignora já os pendentes com esse texto, e os dos extratos importados depois',
        body: bankLineRuleInputSchema,
        response: { 200: bankLineRuleCreatedSchema },
      },
    },
    (request) => createRule(db, actorOf(request), currentUser(request), request.body.padrao),
  );

  app.delete(
    '/api/bank-statements/rules/:id',
    {
      config: { access: permissions.takePayments, errors: { 404: RULE_NOT_FOUND } },
      schema: { summary: 'Remove uma regra; os créditos que ela ignorou continuam ignorados', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteRule(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
