import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { FUTURE_PAYMENT_DATE, PAYMENT_DATE_TOO_OLD } from '@domain/payment-date';
import {
  CHARGE_ALREADY_PAID,
  CHARGE_NOT_FOUND,
  CHARGE_STALE,
  effectivePixSettingsSchema,
  familyPixChargesInputSchema,
  familyPixChargesSchema,
  NO_OPEN_INSTALMENTS,
  OFFER_CHANGED,
  ownPixSettingsSchema,
  pixChargeDetailSchema,
  pixChargeQuerySchema,
  pixChargeSchema,
  pixSettingsInputSchema,
  pixSettingsSchema,
  PIX_NOT_CONFIGURED,
  settlePixChargeSchema,
} from '@domain/pix';
import { noContent } from '@domain/responses';
import { permissions } from '@domain/permissions';
import { FAMILY, FAMILY_AND_STAFF } from '@domain/roles';
import { currentUser } from '../../auth/guard';
import type { RouteModule } from '../../http/types';
import { chargeByTxid, familyCharges, settlePixCharge } from './family-charge.service';
import { effectiveSettings, getOwnSettings, instalmentCharge, removeUnitSettings, saveSettings, type PixOwner } from './pix.service';
import { actorOf } from '../../http/actor';
import { ALREADY_PAID, CANCELLED_CANNOT_BE_PAID, COMPANY_NOT_FOUND, INSTALMENT_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';

/**
 * PIX (ADR 0014, docs/pix.md): where each company, or a unit on its own, receives, and the BR Code of an
 * open instalment. Only an administrador sees or changes the settings; the charge is for whoever may see
 * the instalment.
 */
export const pixRoutes: RouteModule = (app, { db, config }) => {
  const today = () => todayIn(config.timeZone);
  const owners = [
    { path: '/api/companies/:id/pix-settings', owner: (id: number): PixOwner => ({ companyId: id }), notFound: COMPANY_NOT_FOUND, noun: 'da empresa' },
    { path: '/api/units/:id/pix-settings', owner: (id: number): PixOwner => ({ unitId: id }), notFound: UNIT_NOT_FOUND, noun: 'própria da unidade' },
  ] as const;

  for (const { path, owner, notFound, noun } of owners) {
    app.get(
      path,
      {
        config: { access: permissions.configurePix, errors: { 404: notFound } },
        schema: { summary: `A configuração de PIX ${noun} (null sem configuração)`, params: idParam, response: { 200: ownPixSettingsSchema } },
      },
      (request) => getOwnSettings(db, owner(request.params.id)),
    );

    app.put(
      path,
      {
        config: { access: permissions.configurePix, errors: { 404: notFound } },
        schema: { summary: `Grava a configuração de PIX ${noun}`, params: idParam, body: pixSettingsInputSchema, response: { 200: pixSettingsSchema } },
      },
      (request) => saveSettings(db, actorOf(request), owner(request.params.id), request.params.id, request.body),
    );
  }

  app.delete(
    '/api/units/:id/pix-settings',
    {
      config: { access: permissions.configurePix, errors: { 404: UNIT_NOT_FOUND } },
      schema: { summary: 'Remove a configuração de PIX própria da unidade (volta a valer a da empresa)', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeUnitSettings(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/units/:id/pix-settings/effective',
    {
      config: { access: permissions.configurePix, errors: { 404: UNIT_NOT_FOUND } },
      schema: { summary: 'A configuração de PIX que vale para a unidade: a própria ou a da empresa', params: idParam, response: { 200: effectivePixSettingsSchema } },
    },
    (request) => effectiveSettings(db, request.params.id),
  );

  app.get(
    '/api/monthly-payments/:id/pix',
    {
      config: { access: FAMILY_AND_STAFF, errors: { 404: [INSTALMENT_NOT_FOUND, PIX_NOT_CONFIGURED], 409: [ALREADY_PAID, CANCELLED_CANNOT_BE_PAID] } },
      schema: { summary: 'O PIX copia e cola e o QR code de uma parcela em aberto', params: idParam, response: { 200: pixChargeSchema } },
    },
    (request) => instalmentCharge(db, currentUser(request), request.params.id, today()),
  );

  app.post(
    '/api/family/pix-charges',
    {
      config: { access: FAMILY, errors: { 404: NO_OPEN_INSTALMENTS, 409: OFFER_CHANGED } },
      schema: {
        summary: 'Pagar tudo: um PIX para as mensalidades que a família marcou entre as oferecidas (as vencidas e a próxima de cada matrícula), um por recebedor',
        body: familyPixChargesInputSchema,
        response: { 200: familyPixChargesSchema },
      },
    },
    (request) => familyCharges(db, currentUser(request), request.body.parcelas, today()),
  );

  app.get(
    '/api/pix-charges',
    {
      config: { access: permissions.takePayments, errors: { 404: CHARGE_NOT_FOUND } },
      schema: { summary: 'A cobrança PIX de uma família pelo txid (o que o extrato do banco mostra)', querystring: pixChargeQuerySchema, response: { 200: pixChargeDetailSchema } },
    },
    (request) => chargeByTxid(db, request.query.txid),
  );

  app.post(
    '/api/pix-charges/:id/settle',
    {
      config: { access: permissions.takePayments, errors: { 400: [PAYMENT_DATE_TOO_OLD, FUTURE_PAYMENT_DATE], 404: CHARGE_NOT_FOUND, 409: [CHARGE_ALREADY_PAID, CHARGE_STALE] } },
      schema: {
        summary: 'Confirma o pagamento de uma cobrança PIX da família: paga todas as suas parcelas, numa transação',
        params: idParam,
        body: settlePixChargeSchema,
        response: { 200: pixChargeDetailSchema },
      },
    },
    (request) => settlePixCharge(db, actorOf(request), currentUser(request), request.params.id, request.body.dataPagamento, today()),
  );
};
