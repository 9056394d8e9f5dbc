import { z } from 'zod';
import {
  bankConnectionInputSchema,
  bankConnectionSchema,
  bankConnectionTestSchema,
  bankWebhookSchema,
  BANK_NOT_CONNECTED,
  CERTIFICATE_REQUIRED,
  pixRefundInputSchema,
  pixRefundListSchema,
  REFUND_NOT_BANK_PIX,
  refundAbove,
  WEBHOOK_NOT_FOUND,
} from '@domain/bank';
import { todayIn } from '@domain/dates';
import { idParam } from '@domain/fields';
import { COMPANY_NOT_FOUND, INSTALMENT_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';
import { permissions } from '@domain/permissions';
import { noContent } from '@domain/responses';
import { currentUser } from '../../auth/guard';
import { actorOf } from '../../http/actor';
import type { RouteModule } from '../../http/types';
import type { PixOwner } from '../pix/pix.service';
import { getConnection, removeConnection, saveConnection, testConnection } from './bank-connections.service';
import { secretBox } from './secret-box';
import { receiveWebhook } from './bank-sync';
import { listRefunds, refundPix } from './refunds';

/**
 * The school's bank (docs/pix.md "O banco da escola"): a company's connection to its bank's API Pix,
 * or a unit's own. Only an administrador, and never through an API token (auth/guard.ts): whoever
 * holds it moves the school's money.
 */
export const bankRoutes: RouteModule = (app, { db, config }) => {
  const box = secretBox(config);
  const owners = [
    { path: '/api/companies/:id/bank-connection', owner: (id: number): PixOwner => ({ companyId: id }), notFound: COMPANY_NOT_FOUND, noun: 'da empresa' },
    { path: '/api/units/:id/bank-connection', owner: (id: number): PixOwner => ({ unitId: id }), notFound: UNIT_NOT_FOUND, noun: 'própria da unidade' },
  ] as const;
  const access = permissions.configurePix;
  const today = () => todayIn(config.timeZone);

  for (const { path, owner, notFound, noun } of owners) {
    app.get(
      path,
      {
        config: { access, errors: { 404: notFound } },
        schema: { summary: `A conexão com o banco ${noun}, sem segredos (null sem conexão)`, params: idParam, response: { 200: bankConnectionSchema.nullable() } },
      },
      (request) => getConnection(db, box, owner(request.params.id)),
    );

    app.put(
      path,
      {
        config: { access, errors: { 400: CERTIFICATE_REQUIRED, 404: notFound } },
        schema: {
          summary: `Grava a conexão com o banco ${noun} (segredos e certificado omitidos ficam como estão)`,
          params: idParam,
          body: bankConnectionInputSchema,
          response: { 200: bankConnectionSchema },
        },
      },
      (request) => saveConnection(db, box, actorOf(request), owner(request.params.id), request.params.id, request.body),
    );

    app.delete(
      path,
      { config: { access, errors: { 404: notFound } }, schema: { summary: `Remove a conexão com o banco ${noun}`, params: idParam, response: { 204: noContent } } },
      async (request, reply) => {
        await removeConnection(db, actorOf(request), owner(request.params.id), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${path}/test`,
      {
        config: { access, errors: { 404: BANK_NOT_CONNECTED, 502: 'O banco recusou as credenciais (client id e secret): credenciais inválidas' } },
        schema: { summary: `Testar conexão ${noun}: obtém um token e lista os Pix da última hora`, params: idParam, response: { 200: bankConnectionTestSchema } },
      },
      (request) => testConnection(db, box, owner(request.params.id), { extraCa: config.bankCa, publicUrl: config.publicUrl }),
    );
  }

  app.post(
    '/api/bank-webhooks/:token/pix',
    {
      // Public: the bank calls it. The token picks the connection; each Pix is read back from the bank before it counts.
      config: { access: 'public', errors: { 404: WEBHOOK_NOT_FOUND } },
      schema: {
        summary: 'Notificação de Pix recebidos (webhook da API Pix do banco)',
        params: z.object({ token: z.string().max(64) }),
        body: bankWebhookSchema,
        response: { 200: z.object({ recebidos: z.number().int() }) },
      },
    },
    (request) => receiveWebhook(db, config, request.params.token, request.body.pix.map((pix) => pix.endToEndId)),
  );

  app.get(
    '/api/monthly-payments/:id/pix-refunds',
    {
      config: { access: permissions.refundPix, errors: { 404: INSTALMENT_NOT_FOUND } },
      schema: { summary: 'As devoluções do Pix que pagou a parcela e quanto ainda pode ser devolvido', params: idParam, response: { 200: pixRefundListSchema } },
    },
    (request) => listRefunds(db, request.params.id),
  );

  app.post(
    '/api/monthly-payments/:id/pix-refunds',
    {
      // Money leaves the school: a person decides it, never an API token (auth/guard.ts).
      config: { access: permissions.refundPix, errors: { 400: refundAbove('180.00'), 404: INSTALMENT_NOT_FOUND, 409: REFUND_NOT_BANK_PIX, 502: 'O banco recusou a devolução' } },
      schema: {
        summary: 'Devolver PIX: devolve ao pagador parte ou todo o Pix que o banco da escola liquidou (a parcela reabre quando devolvida por inteiro)',
        params: idParam,
        body: pixRefundInputSchema,
        response: { 200: pixRefundListSchema },
      },
    },
    (request) => refundPix(db, config, actorOf(request), currentUser(request), request.params.id, request.body, today()),
  );
};
