import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, INSTALMENT_NOT_FOUND } from '@domain/messages';
import {
  CLAIM_DECIDED,
  CLAIM_NOT_FOUND,
  CLAIM_NOT_OPEN,
  COMPROVANTE_TOO_LARGE,
  confirmPaymentClaimSchema,
  INVALID_COMPROVANTE,
  paymentClaimInputSchema,
  paymentClaimListSchema,
  paymentClaimQuerySchema,
  paymentClaimSchema,
  refusePaymentClaimSchema,
} from '@domain/payment-claims';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '@domain/payment-date';
import { permissions } from '@domain/permissions';
import { fileResponse } from '@domain/responses';
import { FAMILY } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import { actorOf } from '../../http/actor';
import { sendFile } from '../../http/send-file';
import type { RouteModule } from '../../http/types';
import { claimComprovante, claimPayment, confirmClaim, pendingClaims, refuseClaim } from './payment-claims.service';

/**
 * "Já paguei" (docs/pix.md): a family says it paid, with the comprovante or without; staff confirm
 * (the payment is recorded) or refuse with a reason.
 */
export const paymentClaimsRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.post(
    '/api/family/payment-claims',
    {
      config: {
        access: FAMILY,
        errors: { 400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE, INVALID_COMPROVANTE, COMPROVANTE_TOO_LARGE], 404: INSTALMENT_NOT_FOUND, 409: CLAIM_NOT_OPEN },
      },
      schema: {
        summary: 'Já paguei: a família informa que pagou mensalidades em aberto (com o comprovante, imagem ou PDF, se quiser); ficam em conferência',
        body: paymentClaimInputSchema,
        response: { 201: paymentClaimSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await claimPayment(db, actorOf(request), currentUser(request), request.body, today())),
  );

  app.get(
    '/api/payment-claims',
    {
      config: { access: permissions.takePayments },
      schema: { summary: 'Os pagamentos informados pelas famílias ainda em conferência, os mais antigos primeiro', querystring: paymentClaimQuerySchema, response: { 200: paymentClaimListSchema } },
    },
    (request) => pendingClaims(db, request.query.page),
  );

  app.get(
    '/api/payment-claims/:id/comprovante',
    {
      config: { access: permissions.takePayments, errors: { 404: CLAIM_NOT_FOUND } },
      schema: { summary: 'O comprovante de um pagamento informado (JPEG ou PDF)', params: idParam, response: { 200: fileResponse('O comprovante enviado pela família', 'image/jpeg', 'application/pdf') } },
    },
    async (request, reply) => sendFile(reply, await claimComprovante(db, request.params.id)),
  );

  app.post(
    '/api/payment-claims/:id/confirm',
    {
      config: {
        access: permissions.takePayments,
        errors: { 400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE], 404: CLAIM_NOT_FOUND, 409: [CLAIM_DECIDED, ALREADY_PAID, CANCELLED_CANNOT_BE_PAID] },
      },
      schema: {
        summary: 'Confirma um pagamento informado: paga por PIX as mensalidades dele ainda em aberto, numa transação',
        params: idParam,
        body: confirmPaymentClaimSchema,
        response: { 200: paymentClaimSchema },
      },
    },
    (request) => confirmClaim(db, actorOf(request), currentUser(request), request.params.id, request.body.dataPagamento, today()),
  );

  app.post(
    '/api/payment-claims/:id/refuse',
    {
      config: { access: permissions.takePayments, errors: { 404: CLAIM_NOT_FOUND, 409: CLAIM_DECIDED } },
      schema: { summary: 'Recusa um pagamento informado, com o motivo que a família lê', params: idParam, body: refusePaymentClaimSchema, response: { 200: paymentClaimSchema } },
    },
    (request) => refuseClaim(db, actorOf(request), currentUser(request), request.params.id, request.body.motivo),
  );
};
