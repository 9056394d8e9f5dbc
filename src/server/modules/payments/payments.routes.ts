import { todayIn } from '../../../domain/dates';
import { paymentProcessSchema } from '../../../domain/enrollments';
import { idParam } from '../../../domain/fields';
import { FAMILY_AND_STAFF, STAFF } from '../../../domain/roles';
import { currentUser } from '../../auth/guard';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { cancelPayment, getInstalment, processPayment } from './payments.service';

/** Instalments: staff take and cancel payments; a cliente reads their family's (for the details dialog). */
export const paymentsRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);

  app.get('/api/monthly-payments/:id', { config: { access: FAMILY_AND_STAFF }, schema: { params: idParam } }, (request) =>
    getInstalment(db, currentUser(request), request.params.id, today()),
  );

  app.patch(
    '/api/monthly-payments/:id/process',
    { config: { access: STAFF }, schema: { params: idParam, body: paymentProcessSchema } },
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

  app.patch('/api/monthly-payments/:id/cancel', { config: { access: STAFF }, schema: { params: idParam } }, (request) =>
    db.transaction(async (tx) => {
      const { instalment, undone } = await cancelPayment(tx, currentUser(request), request.params.id, today());
      await audit(tx, request, { action: 'cancel', entity: 'monthly_payments', entityId: instalment.id, changes: { pagamentoCancelado: undone } });
      return instalment;
    }),
  );
};
