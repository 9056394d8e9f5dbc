import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  CATEGORY_EXISTS,
  CATEGORY_NOT_FOUND,
  categoryInUse,
  protectedCategoryRefusal,
  SUBCATEGORY_EXISTS,
  SUBCATEGORY_NOT_FOUND,
  subcategoryInUse,
  type Category,
  type CategoryData,
  type Subcategory,
  type SubcategoryData,
} from '@domain/ledger';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { categories, financialRecords, subcategories } from '../../db/schema/index';
import { ptBR } from '../../db/sql';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../http/errors';

/**
 * Gerenciar Categorias: categories and their subcategories. One that a ledger row uses keeps that
 * row readable, so it is never deleted, only inactivated (inactive ones are not offered for new
 * rows). Mensalidades receives every paid instalment, so it stays active.
 */

// Written out: drizzle leaves the columns of a one-table select unqualified, which inside the
// subquery would name financial_records' own id.
const categoryUsed = sql<boolean>`exists (select 1 from financial_records used where used.category_id = "categories"."id")`;
const subcategoryUsed = sql<boolean>`exists (select 1 from financial_records used where used.subcategory_id = "subcategories"."id")`;

const categoryColumns = { id: categories.id, nome: categories.nome, tipo: categories.tipo, ativo: categories.ativo, emUso: categoryUsed };
const subcategoryColumns = {
  id: subcategories.id,
  nome: subcategories.nome,
  categoryId: subcategories.categoryId,
  ativo: subcategories.ativo,
  emUso: subcategoryUsed,
};

export function listCategories(db: Executor): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .orderBy(asc(categories.tipo), asc(ptBR(categories.nome)), asc(categories.id));
}

async function getCategory(db: Executor, id: number): Promise<Category> {
  const [category] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  return category;
}

/** Names are compared without regard to case: "uniformes" is the Uniformes already there. */
const sameName = (column: typeof categories.nome | typeof subcategories.nome, nome: string) => sql`lower(${column}) = lower(${nome})`;

async function insertCategory(tx: Tx, data: CategoryData) {
  const [existing] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tipo, data.tipo), sameName(categories.nome, data.nome)));
  if (existing) throw conflict(CATEGORY_EXISTS);
  try {
    const { id } = firstRow(await tx.insert(categories).values(data).returning({ id: categories.id }), 'insert categories');
    return getCategory(tx, id);
  } catch (error) {
    if (isUniqueViolation(error, 'categories_nome_tipo_unique')) throw conflict(CATEGORY_EXISTS);
    throw error;
  }
}

/** The row locked until the transaction ends: a new ledger row naming it waits (its share lock). */
async function lockCategory(tx: Tx, id: number) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const refusal = protectedCategoryRefusal(category);
  if (refusal) throw conflict(refusal);
  return category;
}

async function writeCategoryActive(tx: Tx, id: number, ativo: boolean) {
  await lockCategory(tx, id);
  await tx.update(categories).set({ ativo }).where(eq(categories.id, id));
  return getCategory(tx, id);
}

async function removeCategory(tx: Tx, id: number) {
  const category = await lockCategory(tx, id);
  const { used } = firstRow(
    await tx.select({ used: count() }).from(financialRecords).where(eq(financialRecords.categoryId, id)),
    'count financial_records',
  );
  if (used > 0) throw conflict(categoryInUse(used));
  await tx.delete(categories).where(eq(categories.id, id));
  return category;
}

export function listSubcategories(db: Executor, categoryId?: number): Promise<Subcategory[]> {
  return db
    .select(subcategoryColumns)
    .from(subcategories)
    .where(categoryId ? eq(subcategories.categoryId, categoryId) : undefined)
    .orderBy(asc(ptBR(subcategories.nome)), asc(subcategories.id));
}

async function getSubcategory(db: Executor, id: number): Promise<Subcategory> {
  const [subcategory] = await db.select(subcategoryColumns).from(subcategories).where(eq(subcategories.id, id));
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

async function insertSubcategory(tx: Tx, data: SubcategoryData) {
  const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, data.categoryId)).for('share');
  if (!category) throw badRequest(CATEGORY_NOT_FOUND, { categoryId: CATEGORY_NOT_FOUND });
  const [existing] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, data.categoryId), sameName(subcategories.nome, data.nome)));
  if (existing) throw conflict(SUBCATEGORY_EXISTS);
  try {
    const { id } = firstRow(await tx.insert(subcategories).values(data).returning({ id: subcategories.id }), 'insert subcategories');
    return getSubcategory(tx, id);
  } catch (error) {
    if (isUniqueViolation(error, 'subcategories_category_id_nome_unique')) throw conflict(SUBCATEGORY_EXISTS);
    throw error;
  }
}

async function lockSubcategory(tx: Tx, id: number) {
  const [subcategory] = await tx.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
  if (!subcategory) throw notFound(SUBCATEGORY_NOT_FOUND);
  return subcategory;
}

async function writeSubcategoryActive(tx: Tx, id: number, ativo: boolean) {
  await lockSubcategory(tx, id);
  await tx.update(subcategories).set({ ativo }).where(eq(subcategories.id, id));
  return getSubcategory(tx, id);
}

async function removeSubcategory(tx: Tx, id: number) {
  const subcategory = await lockSubcategory(tx, id);
  const { used } = firstRow(
    await tx.select({ used: count() }).from(financialRecords).where(eq(financialRecords.subcategoryId, id)),
    'count financial_records',
  );
  if (used > 0) throw conflict(subcategoryInUse(used));
  await tx.delete(subcategories).where(eq(subcategories.id, id));
  return subcategory;
}

// ---- the use cases, each audited in its transaction ----

const created = (entity: string, data: CategoryData | SubcategoryData) => (row: { id: number }) => ({ action: 'create', entity, entityId: row.id, changes: data });
const activeSet = (entity: string, ativo: boolean) => (row: { id: number }) => ({ action: ativo ? 'reactivate' : 'deactivate', entity, entityId: row.id });
const deleted = (entity: string) => (row: { id: number; nome: string }) => ({ action: 'delete', entity, entityId: row.id, changes: { nome: row.nome } });

export const createCategory = (db: Db, actor: Actor, data: CategoryData) =>
  auditedChange(db, actor, (tx) => insertCategory(tx, data), created('categories', data));

export const setCategoryActive = (db: Db, actor: Actor, id: number, ativo: boolean) =>
  auditedChange(db, actor, (tx) => writeCategoryActive(tx, id, ativo), activeSet('categories', ativo));

export const deleteCategory = (db: Db, actor: Actor, id: number) => auditedChange(db, actor, (tx) => removeCategory(tx, id), deleted('categories'));

export const createSubcategory = (db: Db, actor: Actor, data: SubcategoryData) =>
  auditedChange(db, actor, (tx) => insertSubcategory(tx, data), created('subcategories', data));

export const setSubcategoryActive = (db: Db, actor: Actor, id: number, ativo: boolean) =>
  auditedChange(db, actor, (tx) => writeSubcategoryActive(tx, id, ativo), activeSet('subcategories', ativo));

export const deleteSubcategory = (db: Db, actor: Actor, id: number) => auditedChange(db, actor, (tx) => removeSubcategory(tx, id), deleted('subcategories'));
