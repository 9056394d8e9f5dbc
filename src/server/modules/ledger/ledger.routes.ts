import { z } from 'zod';
import { todayIn } from '../../../domain/dates';
import { idParam, requiredId } from '../../../domain/fields';
import {
  categoryInputSchema,
  financialRecordExportSchema,
  financialRecordInputSchema,
  financialRecordQuerySchema,
  subcategoryInputSchema,
} from '../../../domain/ledger';
import { STAFF } from '../../../domain/roles';
import { audit } from '../../http/audit';
import type { RouteModule } from '../../http/types';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  listCategories,
  listSubcategories,
  setCategoryActive,
  setSubcategoryActive,
} from './categories.service';
import { exportContentTypes, exportFileName, exportRecords } from './ledger-export';
import { createRecord, deleteRecord, getRecord, listRecords, updateRecord } from './ledger.service';

const subcategoryQuery = z.object({
  categoryId: z.preprocess((v) => (v === '' ? undefined : v), requiredId('Categoria inválida').optional()),
});

/** Controle Financeiro and Gerenciar Categorias (spec 1 §2.13, §7.2): administrador and professor. */
export const ledgerRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const today = () => todayIn(config.timeZone);

  app.get('/api/financial-records', { config: { access }, schema: { querystring: financialRecordQuerySchema } }, (request) =>
    listRecords(db, request.query, today()),
  );

  app.get('/api/financial-records/export', { config: { access }, schema: { querystring: financialRecordExportSchema } }, (request, reply) => {
    const { formato, ...filters } = request.query;
    const stream = exportRecords(db, filters, formato, today(), (error) => request.log.error({ err: error }, 'exportação falhou'));
    return reply
      .header('content-type', exportContentTypes[formato])
      .header('content-disposition', `attachment; filename="${exportFileName(today(), formato)}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });

  app.get('/api/financial-records/:id', { config: { access }, schema: { params: idParam } }, (request) => getRecord(db, request.params.id));

  app.post('/api/financial-records', { config: { access }, schema: { body: financialRecordInputSchema } }, async (request, reply) => {
    const record = await db.transaction(async (tx) => {
      const created = await createRecord(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'financial_records', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(record);
  });

  app.patch(
    '/api/financial-records/:id',
    { config: { access }, schema: { params: idParam, body: financialRecordInputSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const { before, after } = await updateRecord(tx, request.params.id, request.body);
        const { tipo, categoria, subcategoria, descricao, valor, data, unitId } = before;
        await audit(tx, request, {
          action: 'update',
          entity: 'financial_records',
          entityId: after.id,
          changes: { antes: { tipo, categoria, subcategoria, descricao, valor, data, unitId }, depois: request.body },
        });
        return after;
      }),
  );

  app.delete('/api/financial-records/:id', { config: { access }, schema: { params: idParam } }, async (request, reply) => {
    await db.transaction(async (tx) => {
      const { tipo, categoria, subcategoria, descricao, valor, data, unitId } = await deleteRecord(tx, request.params.id);
      await audit(tx, request, {
        action: 'delete',
        entity: 'financial_records',
        entityId: request.params.id,
        changes: { tipo, categoria, subcategoria, descricao, valor, data, unitId },
      });
    });
    return reply.status(204).send();
  });

  app.get('/api/categories', { config: { access } }, () => listCategories(db));

  app.post('/api/categories', { config: { access }, schema: { body: categoryInputSchema } }, async (request, reply) => {
    const category = await db.transaction(async (tx) => {
      const created = await createCategory(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'categories', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(category);
  });

  app.get('/api/subcategories', { config: { access }, schema: { querystring: subcategoryQuery } }, (request) =>
    listSubcategories(db, request.query.categoryId),
  );

  app.post('/api/subcategories', { config: { access }, schema: { body: subcategoryInputSchema } }, async (request, reply) => {
    const subcategory = await db.transaction(async (tx) => {
      const created = await createSubcategory(tx, request.body);
      await audit(tx, request, { action: 'create', entity: 'subcategories', entityId: created.id, changes: request.body });
      return created;
    });
    return reply.status(201).send(subcategory);
  });

  for (const [entity, setActive, remove] of [
    ['categories', setCategoryActive, deleteCategory],
    ['subcategories', setSubcategoryActive, deleteSubcategory],
  ] as const) {
    for (const [action, ativo] of [
      ['deactivate', false],
      ['reactivate', true],
    ] as const) {
      app.patch(`/api/${entity}/:id/${action}`, { config: { access }, schema: { params: idParam } }, (request) =>
        db.transaction(async (tx) => {
          const updated = await setActive(tx, request.params.id, ativo);
          await audit(tx, request, { action, entity, entityId: updated.id });
          return updated;
        }),
      );
    }

    app.delete(`/api/${entity}/:id`, { config: { access }, schema: { params: idParam } }, async (request, reply) => {
      await db.transaction(async (tx) => {
        const removed = await remove(tx, request.params.id);
        await audit(tx, request, { action: 'delete', entity, entityId: removed.id, changes: { nome: removed.nome } });
      });
      return reply.status(204).send();
    });
  }
};
