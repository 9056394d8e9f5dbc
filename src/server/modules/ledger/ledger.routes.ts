import { z } from 'zod';
import { todayIn } from '@domain/dates';
import { idParam, requiredId } from '@domain/fields';
import { CATEGORY_EXISTS, CATEGORY_INACTIVE, CATEGORY_NOT_FOUND, CATEGORY_OF_OTHER_TYPE, categoryInputSchema, categoryInUse, categorySchema, financialRecordExportSchema, financialRecordInputSchema, financialRecordListSchema, financialRecordQuerySchema, financialRecordSchema, INSTALMENTS_CATEGORY_PROTECTED, LATE_FEES_CATEGORY_PROTECTED, PAYMENT_RECORD_NOT_DELETABLE, PAYMENT_RECORD_NOT_EDITABLE, RECORD_NOT_FOUND, SUBCATEGORY_EXISTS, SUBCATEGORY_INACTIVE, SUBCATEGORY_NOT_FOUND, SUBCATEGORY_OF_OTHER_CATEGORY, subcategoryInputSchema, subcategoryInUse, subcategorySchema } from '@domain/ledger';
import { fileResponse, noContent } from '@domain/responses';
import { STAFF } from '@domain/roles';
import { sendFile } from '../../http/send-file';
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
import { actorOf } from '../../http/actor';
import { UNIT_NOT_FOUND } from '@domain/messages';

const subcategoryQuery = z.object({
  categoryId: z.preprocess((v) => (v === '' ? undefined : v), requiredId('Categoria inválida').optional()),
});

/** Controle Financeiro and Gerenciar Categorias (spec 1 §2.13, §7.2): administrador and professor. */
export const ledgerRoutes: RouteModule = (app, { db, config }) => {
  const access = STAFF;
  const today = () => todayIn(config.timeZone);
  /** What a saved row's category, subcategory and unit may be refused for. */
  const recordRefusals = [
    CATEGORY_NOT_FOUND,
    CATEGORY_OF_OTHER_TYPE,
    CATEGORY_INACTIVE,
    SUBCATEGORY_NOT_FOUND,
    SUBCATEGORY_OF_OTHER_CATEGORY,
    SUBCATEGORY_INACTIVE,
    UNIT_NOT_FOUND,
  ];

  app.get(
    '/api/financial-records',
    {
      config: { access },
      schema: {
        summary: 'Controle Financeiro: lançamentos do período filtrados, paginados, com os totais',
        querystring: financialRecordQuerySchema,
        response: { 200: financialRecordListSchema },
      },
    },
    (request) => listRecords(db, request.query, today()),
  );

  app.get(
    '/api/financial-records/export',
    {
      config: { access },
      schema: {
        summary: 'Exporta os lançamentos filtrados em CSV ou XLSX',
        querystring: financialRecordExportSchema,
        response: { 200: fileResponse('CSV (UTF-8 com BOM, separado por ";") ou XLSX do livro-caixa', 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
      },
    },
    async (request, reply) => {
      const { formato, ...filters } = request.query;
      return sendFile(reply, {
        contentType: exportContentTypes[formato],
        fileName: exportFileName(today(), formato),
        body: exportRecords(db, filters, formato, today(), (error) => request.log.error({ err: error }, 'exportação falhou')),
      });
    },
  );

  app.get(
    '/api/financial-records/:id',
    {
      config: { access, errors: { 404: RECORD_NOT_FOUND } },
      schema: { summary: 'Um lançamento financeiro', params: idParam, response: { 200: financialRecordSchema } },
    },
    (request) => getRecord(db, request.params.id),
  );

  app.post(
    '/api/financial-records',
    {
      config: { access, errors: { 400: recordRefusals } },
      schema: { summary: 'Registra uma receita ou despesa', body: financialRecordInputSchema, response: { 201: financialRecordSchema } },
    },
    async (request, reply) => reply.status(201).send(await createRecord(db, actorOf(request), request.body)),
  );

  app.patch(
    '/api/financial-records/:id',
    {
      config: { access, errors: { 400: recordRefusals, 404: RECORD_NOT_FOUND, 409: PAYMENT_RECORD_NOT_EDITABLE } },
      schema: {
        summary: 'Altera um lançamento digitado (não os gerados por pagamento de parcela)',
        params: idParam,
        body: financialRecordInputSchema,
        response: { 200: financialRecordSchema },
      },
    },
    (request) => updateRecord(db, actorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/financial-records/:id',
    {
      config: { access, errors: { 404: RECORD_NOT_FOUND, 409: PAYMENT_RECORD_NOT_DELETABLE } },
      schema: { summary: 'Exclui um lançamento digitado (não os gerados por pagamento de parcela)', params: idParam, response: { 204: noContent } },
    },
    async (request, reply) => {
      await deleteRecord(db, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/categories',
    { config: { access }, schema: { summary: 'Lista as categorias de receitas e despesas', response: { 200: z.array(categorySchema) } } },
    () => listCategories(db),
  );

  app.post(
    '/api/categories',
    {
      config: { access, errors: { 409: CATEGORY_EXISTS } },
      schema: { summary: 'Cadastra uma categoria', body: categoryInputSchema, response: { 201: categorySchema } },
    },
    async (request, reply) => reply.status(201).send(await createCategory(db, actorOf(request), request.body)),
  );

  app.get(
    '/api/subcategories',
    {
      config: { access },
      schema: { summary: 'Lista as subcategorias (de uma categoria, se pedida)', querystring: subcategoryQuery, response: { 200: z.array(subcategorySchema) } },
    },
    (request) => listSubcategories(db, request.query.categoryId),
  );

  app.post(
    '/api/subcategories',
    {
      config: { access, errors: { 400: CATEGORY_NOT_FOUND, 409: SUBCATEGORY_EXISTS } },
      schema: { summary: 'Cadastra uma subcategoria numa categoria', body: subcategoryInputSchema, response: { 201: subcategorySchema } },
    },
    async (request, reply) => reply.status(201).send(await createSubcategory(db, actorOf(request), request.body)),
  );

  const categoryRoutes = [
    {
      entity: 'categories',
      label: 'uma categoria',
      schema: categorySchema,
      setActive: setCategoryActive,
      remove: deleteCategory,
      statusErrors: { 404: CATEGORY_NOT_FOUND, 409: [INSTALMENTS_CATEGORY_PROTECTED, LATE_FEES_CATEGORY_PROTECTED] },
      deleteErrors: { 404: CATEGORY_NOT_FOUND, 409: [INSTALMENTS_CATEGORY_PROTECTED, LATE_FEES_CATEGORY_PROTECTED, categoryInUse(3)] },
    },
    {
      entity: 'subcategories',
      label: 'uma subcategoria',
      schema: subcategorySchema,
      setActive: setSubcategoryActive,
      remove: deleteSubcategory,
      statusErrors: { 404: SUBCATEGORY_NOT_FOUND },
      deleteErrors: { 404: SUBCATEGORY_NOT_FOUND, 409: subcategoryInUse(3) },
    },
  ] as const;

  for (const { entity, label, schema, setActive, remove, statusErrors, deleteErrors } of categoryRoutes) {
    for (const [action, ativo, verb] of [
      ['deactivate', false, 'Inativa'],
      ['reactivate', true, 'Reativa'],
    ] as const) {
      app.patch(
        `/api/${entity}/:id/${action}`,
        { config: { access, errors: statusErrors }, schema: { summary: `${verb} ${label}`, params: idParam, response: { 200: schema } } },
        (request) => setActive(db, actorOf(request), request.params.id, ativo),
      );
    }

    app.delete(
      `/api/${entity}/:id`,
      {
        config: { access, errors: deleteErrors },
        schema: { summary: `Exclui ${label} que nenhum lançamento usa`, params: idParam, response: { 204: noContent } },
      },
      async (request, reply) => {
        await remove(db, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  }
};
