import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CATEGORY_EXISTS,
  CATEGORY_INACTIVE,
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NOT_FOUND,
  categoryInUse,
  defaultCategories,
  INSTALMENTS_CATEGORY_PROTECTED,
  SUBCATEGORY_EXISTS,
  SUBCATEGORY_INACTIVE,
  SUBCATEGORY_REQUIRED,
  subcategoryInUse,
  type Category,
  type Subcategory,
} from '@domain/ledger';
import { STAFF } from '@domain/roles';
import { auditLog, categories, financialRecords, subcategories } from '../../db/schema/index';
import { signedIn } from '../../test/factories';
import { categoryId, recordInput } from '../../test/ledger-factories';
import { expectNoServerErrorForMalformedBodies, expectRefusals } from '../../test/refusals';
import { createTestApp, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let admin: Record<string, string>;
let professor: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await signedIn(ctx.db, 'administrador')).headers;
  professor = (await signedIn(ctx.db, 'professor')).headers;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  ctx.app.inject({ method, url, payload: payload as object, headers });

const snapshot = async () => ({
  categories: await ctx.db.select().from(categories).orderBy(categories.id),
  subcategories: await ctx.db.select().from(subcategories).orderBy(subcategories.id),
});

async function createCategory(nome: string, tipo: string) {
  const res = await call('POST', '/api/categories', { nome, tipo });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Category;
}

async function createSubcategory(nome: string, categoryId: number) {
  const res = await call('POST', '/api/subcategories', { nome, categoryId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Subcategory;
}

describe('refusals', () => {
  test.each([
    ['GET', '/api/categories'],
    ['POST', '/api/categories'],
    ['PATCH', '/api/categories/1/deactivate'],
    ['PATCH', '/api/categories/1/reactivate'],
    ['DELETE', '/api/categories/2'],
    ['GET', '/api/subcategories'],
    ['POST', '/api/subcategories'],
    ['PATCH', '/api/subcategories/1/deactivate'],
    ['PATCH', '/api/subcategories/1/reactivate'],
    ['DELETE', '/api/subcategories/1'],
  ] as const)('%s %s: 401 without a session, 403 for cliente and assistente, nothing stored', async (method, url) => {
    const before = await snapshot();
    await expectRefusals(ctx, { method, url, payload: { nome: 'Viagens', tipo: 'despesa', categoryId: 2 } }, STAFF);
    expect(await snapshot()).toEqual(before);
  });

  test.each(['/api/categories', '/api/subcategories'])('POST %s: malformed bodies never give a 500', async (url) => {
    await expectNoServerErrorForMalformedBodies(ctx, { method: 'POST', url }, admin);
  });

  test('unknown ids are 404s with their messages; bad ids 400s', async () => {
    for (const [method, url, message] of [
      ['PATCH', '/api/categories/999999/deactivate', CATEGORY_NOT_FOUND],
      ['DELETE', '/api/categories/999999', CATEGORY_NOT_FOUND],
      ['PATCH', '/api/subcategories/999999/reactivate', 'Subcategoria não encontrada'],
      ['DELETE', '/api/subcategories/999999', 'Subcategoria não encontrada'],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message });
    }
    expect((await call('DELETE', '/api/categories/abc')).statusCode).toBe(400);
    expect((await call('GET', '/api/subcategories?categoryId=x')).statusCode).toBe(400);
  });
});

test('a new database already has the default categories, all active and unused', async () => {
  const res = await call('GET', '/api/categories', undefined, professor);
  expect(res.statusCode).toBe(200);
  const list: Category[] = res.json();
  for (const tipo of ['receita', 'despesa'] as const) {
    expect(list.filter((c) => c.tipo === tipo).map((c) => c.nome).sort()).toEqual([...defaultCategories[tipo]].sort());
  }
  expect(list.every((c) => c.ativo && !c.emUso)).toBe(true);
});

describe('categories', () => {
  test('are created with their messages; the same name and tipo, in any case, is a 409', async () => {
    for (const [body, field, message] of [
      [{ nome: '  ', tipo: 'despesa' }, 'nome', CATEGORY_NAME_REQUIRED],
      [{ tipo: 'despesa' }, 'nome', CATEGORY_NAME_REQUIRED],
      [{ nome: 'Viagens' }, 'tipo', 'Tipo é obrigatório'],
      [{ nome: 'Viagens', tipo: 'outro' }, 'tipo', 'Tipo inválido'],
    ] as const) {
      const res = await call('POST', '/api/categories', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, errors: { [field]: message } });
    }

    const res = await call('POST', '/api/categories', { nome: ' Viagens ', tipo: 'despesa' }, professor);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ nome: 'Viagens', tipo: 'despesa', ativo: true, emUso: false });
    const [log] = await ctx.db.select().from(auditLog).where(and(eq(auditLog.entity, 'categories'), eq(auditLog.entityId, res.json().id)));
    expect(log).toMatchObject({ action: 'create' });

    const before = await snapshot();
    for (const nome of ['Viagens', 'VIAGENS']) {
      const dup = await call('POST', '/api/categories', { nome, tipo: 'despesa' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ message: CATEGORY_EXISTS });
    }
    expect(await snapshot()).toEqual(before);
    // The same name as a receita is another category.
    await createCategory('Viagens', 'receita');
  });

  test('one in use cannot be deleted, only inactivated; while inactive it is not accepted on new rows', async () => {
    const category = await createCategory('Arbitragem', 'despesa');
    expect((await call('POST', '/api/financial-records', recordInput({ categoria: 'Arbitragem' }))).statusCode).toBe(201);
    expect((await call('GET', '/api/categories')).json().find((c: Category) => c.id === category.id).emUso).toBe(true);

    const refused = await call('DELETE', `/api/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: categoryInUse(1) });
    expect(categoryInUse(1)).toBe('Não é possível excluir a categoria: ela possui 1 lançamento. Inative a categoria em vez de excluí-la.');

    const off = await call('PATCH', `/api/categories/${category.id}/deactivate`, undefined, professor);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: category.id, ativo: false, emUso: true });
    const newRow = await call('POST', '/api/financial-records', recordInput({ categoria: 'Arbitragem' }));
    expect(newRow.statusCode).toBe(400);
    expect(newRow.json().errors).toEqual({ categoria: CATEGORY_INACTIVE });

    const on = await call('PATCH', `/api/categories/${category.id}/reactivate`);
    expect(on.json()).toMatchObject({ ativo: true });
    expect((await call('POST', '/api/financial-records', recordInput({ categoria: 'Arbitragem' }))).statusCode).toBe(201);
  });

  test('one unused is deleted, with its subcategories', async () => {
    const category = await createCategory('Transporte', 'despesa');
    const sub = await createSubcategory('Vans', category.id);
    const res = await call('DELETE', `/api/categories/${category.id}`, undefined, professor);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(categories).where(eq(categories.id, category.id))).toEqual([]);
    expect(await ctx.db.select().from(subcategories).where(eq(subcategories.id, sub.id))).toEqual([]);
  });

  test('Mensalidades, which receives the paid instalments, can be neither inactivated nor deleted', async () => {
    const id = await categoryId(ctx.db, 'Mensalidades', 'receita');
    const before = await snapshot();
    for (const [method, url] of [
      ['PATCH', `/api/categories/${id}/deactivate`],
      ['DELETE', `/api/categories/${id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: INSTALMENTS_CATEGORY_PROTECTED });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('subcategories', () => {
  test('need a name and a category (one message), belong to it, and repeat only across categories', async () => {
    const material = await categoryId(ctx.db, 'Material Esportivo', 'despesa');
    for (const body of [{ nome: '', categoryId: material }, { nome: 'Bolas' }, { nome: 'Bolas', categoryId: '' }, {}]) {
      const res = await call('POST', '/api/subcategories', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(SUBCATEGORY_REQUIRED);
    }
    const unknown = await call('POST', '/api/subcategories', { nome: 'Bolas', categoryId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: CATEGORY_NOT_FOUND, errors: { categoryId: CATEGORY_NOT_FOUND } });

    const bolas = await createSubcategory('Bolas', material);
    expect(bolas).toMatchObject({ nome: 'Bolas', categoryId: material, ativo: true, emUso: false });
    const dup = await call('POST', '/api/subcategories', { nome: 'bolas', categoryId: material });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ message: SUBCATEGORY_EXISTS });
    await createSubcategory('Bolas', await categoryId(ctx.db, 'Manutenção', 'despesa'));

    const res = await call('GET', `/api/subcategories?categoryId=${material}`, undefined, professor);
    expect(res.json().map((s: Subcategory) => s.nome)).toEqual(['Bolas']);
    expect((await call('GET', '/api/subcategories')).json().filter((s: Subcategory) => s.nome === 'Bolas')).toHaveLength(2);
  });

  test('one in use cannot be deleted, only inactivated; inactive it is refused on new rows', async () => {
    const eventos = await categoryId(ctx.db, 'Eventos', 'receita');
    const sub = await createSubcategory('Festa Junina', eventos);
    const row = await call('POST', '/api/financial-records', recordInput({ tipo: 'receita', categoria: 'Eventos', subcategoria: 'Festa Junina' }));
    expect(row.statusCode).toBe(201);
    expect(row.json()).toMatchObject({ subcategoryId: sub.id, subcategoria: 'Festa Junina' });
    const [stored] = await ctx.db.select().from(financialRecords).where(eq(financialRecords.id, row.json().id));
    expect(stored!.subcategoryId).toBe(sub.id);

    const refused = await call('DELETE', `/api/subcategories/${sub.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: subcategoryInUse(1) });

    expect((await call('PATCH', `/api/subcategories/${sub.id}/deactivate`)).json()).toMatchObject({ ativo: false, emUso: true });
    const inactive = await call('POST', '/api/financial-records', recordInput({ tipo: 'receita', categoria: 'Eventos', subcategoria: 'Festa Junina' }));
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual({ subcategoria: SUBCATEGORY_INACTIVE });
    expect((await call('PATCH', `/api/subcategories/${sub.id}/reactivate`)).json()).toMatchObject({ ativo: true });

    const unused = await createSubcategory('Bingo', eventos);
    expect((await call('DELETE', `/api/subcategories/${unused.id}`)).statusCode).toBe(204);
    expect(await ctx.db.select().from(subcategories).where(eq(subcategories.id, unused.id))).toEqual([]);
  });
});
