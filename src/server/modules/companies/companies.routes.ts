import { z } from 'zod';
import { companyInputSchema, companySchema } from '../../../domain/companies';
import { idParam } from '../../../domain/fields';
import { ADMIN } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { activeUnitsRefusal, createCompany, DUPLICATE_CNPJ, getCompany, listCompanies, NOT_FOUND, setCompanyStatus, updateCompany } from './companies.service';

export const companiesRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  const errors = { 404: NOT_FOUND } as const;
  const saved = { 404: NOT_FOUND, 409: DUPLICATE_CNPJ } as const;

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
    async (request, reply) => {
      const company = await db.transaction(async (tx) => {
        const created = await createCompany(tx, request.body);
        await audit(tx, request, { action: 'create', entity: 'companies', entityId: created.id, changes: request.body });
        return created;
      });
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/companies/:id',
    {
      config: { access, errors: saved },
      schema: { summary: 'Altera uma empresa', params: idParam, body: companyInputSchema, response: { 200: companySchema } },
    },
    (request) =>
      db.transaction(async (tx) => {
        const company = await updateCompany(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity: 'companies', entityId: company.id, changes: request.body });
        return company;
      }),
  );

  for (const [action, status, summary, refusals] of [
    ['deactivate', 'inativo', 'Inativa uma empresa (recusado enquanto tiver unidades ativas)', { 404: NOT_FOUND, 409: activeUnitsRefusal(2) }],
    ['reactivate', 'ativo', 'Reativa uma empresa', errors],
  ] as const) {
    app.patch(
      `/api/companies/:id/${action}`,
      { config: { access, errors: refusals }, schema: { summary, params: idParam, response: { 200: companySchema } } },
      (request) =>
      db.transaction(async (tx) => {
        const company = await setCompanyStatus(tx, request.params.id, status);
        await audit(tx, request, { action, entity: 'companies', entityId: company.id, changes: { status } });
        return company;
      }),
    );
  }
};
