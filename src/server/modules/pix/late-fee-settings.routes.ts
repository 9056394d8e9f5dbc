import { idParam } from '@domain/fields';
import { effectiveLateFeeSettingsSchema, lateFeeSettingsInputSchema, lateFeeSettingsSchema, ownLateFeeSettingsSchema } from '@domain/late-fees';
import { COMPANY_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';
import { permissions } from '@domain/permissions';
import { noContent } from '@domain/responses';
import { actorOf } from '../../http/actor';
import type { RouteModule } from '../../http/types';
import { effectiveLateFees, getOwnLateFees, removeUnitLateFees, saveLateFees } from './late-fee-settings.service';
import type { PixOwner } from './pix.service';

/**
 * Multa e juros (docs/pix.md "Multa e juros"): what paying late costs, set per company with a unit's
 * own policy overriding it, as PIX settings are. Only an administrador sees or changes it.
 */
export const lateFeeSettingsRoutes: RouteModule = (app, { db }) => {
  const owners = [
    { path: '/api/companies/:id/late-fee-settings', owner: (id: number): PixOwner => ({ companyId: id }), notFound: COMPANY_NOT_FOUND, noun: 'da empresa' },
    { path: '/api/units/:id/late-fee-settings', owner: (id: number): PixOwner => ({ unitId: id }), notFound: UNIT_NOT_FOUND, noun: 'própria da unidade' },
  ] as const;

  for (const { path, owner, notFound, noun } of owners) {
    app.get(
      path,
      {
        config: { access: permissions.configurePix, errors: { 404: notFound } },
        schema: { summary: `A multa e os juros ${noun} (null sem configuração)`, params: idParam, response: { 200: ownLateFeeSettingsSchema } },
      },
      (request) => getOwnLateFees(db, owner(request.params.id)),
    );

    app.put(
      path,
      {
        config: { access: permissions.configurePix, errors: { 404: notFound } },
        schema: {
          summary: `Grava a multa (% uma vez) e os juros (% ao mês, pro rata die) ${noun}`,
          params: idParam,
          body: lateFeeSettingsInputSchema,
          response: { 200: lateFeeSettingsSchema },
        },
      },
      (request) => saveLateFees(db, actorOf(request), owner(request.params.id), request.params.id, request.body),
    );
  }

  app.delete(
    '/api/units/:id/late-fee-settings',
    {
      config: { access: permissions.configurePix, errors: { 404: UNIT_NOT_FOUND } },
      schema: { summary: 'Remove a multa e os juros próprios da unidade (volta a valer a da empresa)', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await removeUnitLateFees(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/units/:id/late-fee-settings/effective',
    {
      config: { access: permissions.configurePix, errors: { 404: UNIT_NOT_FOUND } },
      schema: { summary: 'A multa e os juros que valem para a unidade: os próprios ou os da empresa', params: idParam, response: { 200: effectiveLateFeeSettingsSchema } },
    },
    (request) => effectiveLateFees(db, request.params.id),
  );
};
