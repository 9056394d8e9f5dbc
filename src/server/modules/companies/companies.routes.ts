import { companyInputSchema } from '../../../domain/companies';
import { idParam } from '../../../domain/fields';
import { ADMIN } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createCompany, getCompany, listCompanies, setCompanyStatus, updateCompany } from './companies.service';

export const companiesRoutes: RouteModule = (app, { db }) => {
  const access = ADMIN;

  app.get('/api/companies', { config: { access } }, () => listCompanies(db));

  app.get('/api/companies/:id', { config: { access }, schema: { params: idParam } }, (request) =>
    getCompany(db, request.params.id),
  );

  app.post('/api/companies', { config: { access }, schema: { body: companyInputSchema } }, async (request, reply) => {
    const company = await db.transaction(async (tx) => {
      const created = await createCompany(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'companies', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(company);
  });

  app.put(
    '/api/companies/:id',
    { config: { access }, schema: { params: idParam, body: companyInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const company = await updateCompany(tx, request.params.id, request.body);
        await audit(tx, request, { action: 'update', entity: 'companies', entityId: company.id, changes: request.body });
        return company;
      }),
  );

  for (const [action, status] of [
    ['deactivate', 'inativo'],
    ['reactivate', 'ativo'],
  ] as const) {
    app.patch(`/api/companies/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
      db.transaction(async (tx) => {
        const company = await setCompanyStatus(tx, request.params.id, status);
        await audit(tx, request, { action, entity: 'companies', entityId: company.id, changes: { status } });
        return company;
      }),
    );
  }
};
