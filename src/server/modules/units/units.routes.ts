import { idParam } from '../../../domain/fields';
import { STAFF } from '../../../domain/roles';
import { unitInputSchema } from '../../../domain/units';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import { createUnit, getUnit, listCompanyOptions, listUnits, setUnitStatus, updateUnit } from './units.service';

export const unitsRoutes: RouteModule = (app, { db }) => {
  const access = STAFF;

  app.get('/api/units', { config: { access } }, () => listUnits(db));

  /**
   * The unit form's company select. GET /api/companies is for administradores only and carries
   * documents a professor has no need of; this answers just id and nomeFantasia of active companies.
   */
  app.get('/api/units/company-options', { config: { access } }, () => listCompanyOptions(db));

  app.get('/api/units/:id', { config: { access }, schema: { params: idParam } }, (request) => getUnit(db, request.params.id));

  app.post('/api/units', { config: { access }, schema: { body: unitInputSchema } }, async (request, reply) => {
    const unit = await db.transaction(async (tx) => {
      const created = await createUnit(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'units', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(unit);
  });

  app.put('/api/units/:id', { config: { access }, schema: { params: idParam, body: unitInputSchema } }, (request) =>
    db.transaction(async (tx) => {
      const unit = await updateUnit(tx, request.params.id, request.body);
      await audit(tx, request, { action: 'update', entity: 'units', entityId: unit.id, changes: request.body });
      return unit;
    }),
  );

  for (const [action, status] of [
    ['deactivate', 'inativo'],
    ['reactivate', 'ativo'],
  ] as const) {
    app.patch(`/api/units/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
      db.transaction(async (tx) => {
        const unit = await setUnitStatus(tx, request.params.id, status);
        await audit(tx, request, { action, entity: 'units', entityId: unit.id, changes: { status } });
        return unit;
      }),
    );
  }
};
