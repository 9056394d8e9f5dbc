import { z } from 'zod';
import { idParam } from '@domain/fields';
import { permissions } from '@domain/permissions';
import { companyOptionSchema, unitInputSchema, unitSchema } from '@domain/units';
import type { RouteModule } from '../../http/types';
import { activeTeamsRefusal, createUnit, getUnit, inactiveCompanyRefusal, listCompanyOptions, listUnits, setUnitStatus, updateUnit } from './units.service';
import { actorOf } from '../../http/actor';
import { COMPANY_INACTIVE, COMPANY_NOT_FOUND, UNIT_NOT_FOUND } from '@domain/messages';

export const unitsRoutes: RouteModule = (app, { db }) => {
  const access = permissions.manageUnits;

  const errors = { 404: UNIT_NOT_FOUND } as const;
  const companyRefusals = [COMPANY_NOT_FOUND, COMPANY_INACTIVE] as const;

  app.get(
    '/api/units',
    { config: { access }, schema: { summary: 'Lista as unidades, com a empresa de cada uma', response: { 200: z.array(unitSchema) } } },
    () => listUnits(db),
  );

  /**
   * The unit form's company select. GET /api/companies is for administradores only and carries
   * documents a professor has no need of; this answers just id and nomeFantasia of active companies.
   */
  app.get(
    '/api/units/company-options',
    {
      config: { access },
      schema: { summary: 'As empresas ativas que podem receber uma unidade', response: { 200: z.array(companyOptionSchema) } },
    },
    () => listCompanyOptions(db),
  );

  app.get(
    '/api/units/:id',
    { config: { access, errors }, schema: { summary: 'Uma unidade', params: idParam, response: { 200: unitSchema } } },
    (request) => getUnit(db, request.params.id),
  );

  app.post(
    '/api/units',
    {
      config: { access, errors: { 400: companyRefusals } },
      schema: {
        summary: 'Cadastra uma unidade (o endereço é montado a partir das partes)',
        body: unitInputSchema,
        response: { 201: unitSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createUnit(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/units/:id',
    {
      config: { access, errors: { 400: companyRefusals, 404: UNIT_NOT_FOUND } },
      schema: { summary: 'Altera uma unidade', params: idParam, body: unitInputSchema, response: { 200: unitSchema } },
    },
    (request) => updateUnit(db, actorOf(request), request.params.id, request.body),
  );

  for (const [action, status, summary, refusals] of [
    [
      'deactivate',
      'inativo',
      'Inativa uma unidade (recusado enquanto tiver turmas ativas)',
      { 404: UNIT_NOT_FOUND, 409: activeTeamsRefusal(2) },
    ],
    [
      'reactivate',
      'ativo',
      'Reativa uma unidade (recusado enquanto a empresa estiver inativa)',
      { 404: UNIT_NOT_FOUND, 409: inactiveCompanyRefusal('Esporte Clube Centro') },
    ],
  ] as const) {
    app.patch(
      `/api/units/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: unitSchema } } },
      (request) => setUnitStatus(db, actorOf(request), request.params.id, status),
    );
  }
};
