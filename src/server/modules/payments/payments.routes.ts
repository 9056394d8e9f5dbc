import { todayIn } from '../../../domain/dates';
import { DISCOUNT_ABOVE_INSTALMENT, FUTURE_PAYMENT_DATE, instalmentDetailSchema, paymentProcessSchema } from '../../../domain/enrollments';
import { idParam } from '../../../domain/fields';
import { FAMILY_AND_STAFF, STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  ALREADY_PAID,
  CANCELLED_CANNOT_BE_PAID,
  cancelPayment,
  getInstalment,
  INSTALMENT_NOT_FOUND,
  NOT_PAID,
  processPayment,
} from './payments.service';

/** Instalments: staff take and cancel payments; a cliente reads their family's (for the details dialog). */
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

  app.patch(
    '/api/monthly-payments/:id/process',
    {
      config: {
        access: STAFF,
        errors: { 400: [FUTURE_PAYMENT_DATE, DISCOUNT_ABOVE_INSTALMENT], 404: INSTALMENT_NOT_FOUND, 409: [ALREADY_PAID, CANCELLED_CANNOT_BE_PAID] },
      },
      schema: {
        summary: 'Registra o pagamento de uma parcela (e a receita no livro-caixa)',
        params: idParam,
        body: paymentProcessSchema,
        response,
      },
    },
    (request) =>
      db.transaction(async (tx) => {
        const instalment = await processPayment(tx, currentUser(request), request.params.id, request.body, today());
        const { dataPagamento, metodoPagamento, valorDesconto, valorPago } = instalment;
        await audit(tx, request, {
          action: 'process',
          entity: 'monthly_payments',
          entityId: instalment.id,
          changes: { dataPagamento, metodoPagamento, valorDesconto, valorPago },
        });
        return instalment;
      }),
  );

  app.patch(
    '/api/monthly-payments/:id/cancel',
    {
      config: { access: STAFF, errors: { 404: INSTALMENT_NOT_FOUND, 409: NOT_PAID } },
      schema: { summary: 'Cancela o pagamento de uma parcela (e remove a receita do livro-caixa)', params: idParam, response },
    },
    (request) =>
      db.transaction(async (tx) => {
        const { instalment, undone } = await cancelPayment(tx, currentUser(request), request.params.id, today());
        await audit(tx, request, { action: 'cancel', entity: 'monthly_payments', entityId: instalment.id, changes: { pagamentoCancelado: undone } });
        return instalment;
      }),
  );
};
