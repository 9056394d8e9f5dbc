import { z } from 'zod';
import { companyInputSchema, companySchema } from '@domain/companies';
import { idParam } from '@domain/fields';
import { ADMIN } from '@domain/roles';
import type { RouteModule } from '../../http/types';
import { activeUnitsRefusal, createCompany, DUPLICATE_CNPJ, getCompany, listCompanies, setCompanyStatus, updateCompany } from './companies.service';
import { actorOf } from '../../http/actor';
import { COMPANY_NOT_FOUND } from '@domain/messages';

export const companiesRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  const errors = { 404: COMPANY_NOT_FOUND } as const;
  const saved = { 404: COMPANY_NOT_FOUND, 409: DUPLICATE_CNPJ } as const;

  app.get(
    '/api/companies',
    { config: { access }, schema: { summary: 'Lista as empresas', response: { 200: z.array(companySchema) } } },
    () => listCompanies(db),
  );

  app.get(
    '/api/companies/:id',
    { config: { access, errors }, schema: { summary: 'Uma empresa', params: idParam, response: { 200: companySchema } } },
    (request) => getCompany(db, request.params.id),
  );

  app.post(
    '/api/companies',
    {
      config: { access, errors: { 409: DUPLICATE_CNPJ } },
      schema: { summary: 'Cadastra uma empresa', body: companyInputSchema, response: { 201: companySchema } },
    },
    async (request, reply) => reply.status(201).send(await createCompany(db, actorOf(request), request.body)),
  );

  app.put(
    '/api/companies/:id',
    {
      config: { access, errors: saved },
      schema: { summary: 'Altera uma empresa', params: idParam, body: companyInputSchema, response: { 200: companySchema } },
    },
    (request) => updateCompany(db, actorOf(request), request.params.id, request.body),
  );

  for (const [action, status, summary, refusals] of [
    ['deactivate', 'inativo', 'Inativa uma empresa (recusado enquanto tiver unidades ativas)', { 404: COMPANY_NOT_FOUND, 409: activeUnitsRefusal(2) }],
    ['reactivate', 'ativo', 'Reativa uma empresa', errors],
  ] as const) {
    app.patch(
      `/api/companies/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: companySchema } } },
      (request) => setCompanyStatus(db, actorOf(request), request.params.id, status),
    );
  }
};
