import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_INACTIVE, CATEGORY_NOT_FOUND, CATEGORY_OF_OTHER_TYPE, monthOf, PAYMENT_RECORD_NOT_DELETABLE, PAYMENT_RECORD_NOT_EDITABLE, RECORD_NOT_FOUND, SUBCATEGORY_INACTIVE, SUBCATEGORY_NOT_FOUND, SUBCATEGORY_OF_OTHER_CATEGORY, type FinancialRecord, type FinancialRecordData, type FinancialRecordList, type LedgerFilters, type LedgerTotals } from '@domain/ledger';
import { auditedChange, type Actor } from '../../audit/audit';
import type { Db, Executor, Tx } from '../../db/client';
import { firstRow } from '../../db/rows';
import { categories, financialRecords, subcategories, units } from '../../db/schema/index';
import { containsPattern, searchText } from '../../db/sql';
import { badRequest, conflict, notFound } from '../../http/errors';
import { UNIT_NOT_FOUND } from '@domain/messages';

/**
 * Controle Financeiro (spec 1 §2.13): the ledger's rows, filtered and paged in SQL, and the three
 * cards summed in SQL over the same filters. Rows recorded by an instalment's payment belong to
 * that payment: they are changed only by cancelling it (docs/architecture.md "Paying an instalment").
 */

/** What the text filter reads; migration 0005 indexes this very expression. */
const searchable = sql`plantel_search_text(coalesce(${financialRecords.descricao}, '') || ' ' || ${financialRecords.categoria} || ' ' || coalesce(${financialRecords.subcategoria}, ''))`;

/** The filters as SQL, and the period applied: the current month when neither end was given. */
export function ledgerConditions(filters: LedgerFilters, today: string) {
  const periodo = filters.inicio || filters.fim ? { inicio: filters.inicio ?? null, fim: filters.fim ?? null } : monthOf(today);
  const conditions: (SQL | undefined)[] = [
    periodo.inicio ? gte(financialRecords.data, periodo.inicio) : undefined,
    periodo.fim ? lte(financialRecords.data, periodo.fim) : undefined,
    filters.tipo ? eq(financialRecords.tipo, filters.tipo) : undefined,
    filters.categoryId ? eq(financialRecords.categoryId, filters.categoryId) : undefined,
    filters.unitId ? eq(financialRecords.unitId, filters.unitId) : undefined,
    filters.busca ? sql`${searchable} like ${searchText(containsPattern(filters.busca))}` : undefined,
  ];
  return { where: and(...conditions), periodo };
}

/** A sum of money as a decimal string with two places ('0.00' when there is nothing to add). */
export const moneySum = (amount: SQL) => sql<string>`coalesce(${amount}, 0)::numeric(16, 2)::text`;

/** Total Receitas, Total Despesas and Saldo of the rows `where` selects, in one pass. */
export async function ledgerTotals(db: Executor, where: SQL | undefined): Promise<LedgerTotals & { total: number }> {
  const receitas = sql`sum(${financialRecords.valor}) filter (where ${financialRecords.tipo} = 'receita')`;
  const despesas = sql`sum(${financialRecords.valor}) filter (where ${financialRecords.tipo} = 'despesa')`;
  const rows = await db
    .select({
      total: count(),
      receitas: moneySum(receitas),
      despesas: moneySum(despesas),
      saldo: moneySum(sql`coalesce(${receitas}, 0) - coalesce(${despesas}, 0)`),
    })
    .from(financialRecords)
    .where(where);
  return firstRow(rows, 'ledger totals');
}

export const recordColumns = {
  id: financialRecords.id,
  tipo: financialRecords.tipo,
  categoryId: financialRecords.categoryId,
  categoria: financialRecords.categoria,
  subcategoryId: financialRecords.subcategoryId,
  subcategoria: financialRecords.subcategoria,
  descricao: financialRecords.descricao,
  valor: financialRecords.valor,
  data: financialRecords.data,
  unitId: financialRecords.unitId,
  unitNome: units.nome,
  enrollmentId: financialRecords.enrollmentId,
  monthlyPaymentId: financialRecords.monthlyPaymentId,
  createdAt: financialRecords.createdAt,
  updatedAt: financialRecords.updatedAt,
};

const withUnit = (db: Executor) => db.select(recordColumns).from(financialRecords).leftJoin(units, eq(units.id, financialRecords.unitId));

export type RecordRow = Awaited<ReturnType<typeof withUnit>>[number];

export const toRecord = ({ unitNome, ...row }: RecordRow): FinancialRecord => ({
  ...row,
  unit: row.unitId !== null && unitNome !== null ? { id: row.unitId, nome: unitNome } : null,
  origem: row.monthlyPaymentId === null ? 'manual' : 'pagamento',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Newest first: the order of the list and of the export. */
export const newestFirst = [desc(financialRecords.data), desc(financialRecords.id)];

export async function listRecords(
  db: Executor,
  query: LedgerFilters & { page: number; pageSize: number },
  today: string,
): Promise<FinancialRecordList> {
  const { where, periodo } = ledgerConditions(query, today);
  const [rows, { total, ...totals }] = await Promise.all([
    withUnit(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    ledgerTotals(db, where),
  ]);
  return { items: rows.map(toRecord), total, page: query.page, pageSize: query.pageSize, periodo, totals };
}

export async function getRecord(db: Executor, id: number) {
  const [row] = await withUnit(db).where(eq(financialRecords.id, id));
  if (!row) throw notFound(RECORD_NOT_FOUND);
  return toRecord(row);
}

type StoredRecord = typeof financialRecords.$inferSelect;

/**
 * The category named in the request among those of its tipo, and the subcategory among the
 * category's. The share locks hold off their deletion until this transaction ends. An inactive one
 * is refused unless the record already had it.
 */
async function resolveCategory(tx: Tx, data: FinancialRecordData, current?: StoredRecord) {
  const named = await tx.select().from(categories).where(eq(categories.nome, data.categoria)).for('share');
  const category = named.find((c) => c.tipo === data.tipo);
  if (!category) {
    const message = named.length ? CATEGORY_OF_OTHER_TYPE : CATEGORY_NOT_FOUND;
    throw badRequest(message, { categoria: message });
  }
  if (!category.ativo && current?.categoryId !== category.id) throw badRequest(CATEGORY_INACTIVE, { categoria: CATEGORY_INACTIVE });

  if (!data.subcategoria) return { categoryId: category.id, categoria: category.nome, subcategoryId: null, subcategoria: null };
  const [subcategory] = await tx
    .select()
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, category.id), eq(subcategories.nome, data.subcategoria)))
    .for('share');
  if (!subcategory) {
    const [elsewhere] = await tx.select({ id: subcategories.id }).from(subcategories).where(eq(subcategories.nome, data.subcategoria)).limit(1);
    const message = elsewhere ? SUBCATEGORY_OF_OTHER_CATEGORY : SUBCATEGORY_NOT_FOUND;
    throw badRequest(message, { subcategoria: message });
  }
  if (!subcategory.ativo && current?.subcategoryId !== subcategory.id) {
    throw badRequest(SUBCATEGORY_INACTIVE, { subcategoria: SUBCATEGORY_INACTIVE });
  }
  return { categoryId: category.id, categoria: category.nome, subcategoryId: subcategory.id, subcategoria: subcategory.nome };
}

async function checkUnit(tx: Tx, unitId: number | null) {
  if (unitId === null) return;
  const [unit] = await tx.select({ id: units.id }).from(units).where(eq(units.id, unitId));
  if (!unit) throw badRequest(UNIT_NOT_FOUND, { unitId: UNIT_NOT_FOUND });
}

async function toRow(tx: Tx, data: FinancialRecordData, current?: StoredRecord) {
  await checkUnit(tx, data.unitId);
  return {
    tipo: data.tipo,
    ...(await resolveCategory(tx, data, current)),
    descricao: data.descricao,
    valor: data.valor,
    data: data.data,
    unitId: data.unitId,
  };
}

async function insertRecord(tx: Tx, data: FinancialRecordData) {
  const { id } = firstRow(
    await tx
      .insert(financialRecords)
      .values(await toRow(tx, data))
      .returning({ id: financialRecords.id }),
    'insert financial_records',
  );
  return getRecord(tx, id);
}

/** The row, locked until the transaction ends; one a payment recorded is refused with `refusal`. */
async function lockManualRecord(tx: Tx, id: number, refusal: string) {
  const [record] = await tx.select().from(financialRecords).where(eq(financialRecords.id, id)).for('update');
  if (!record) throw notFound(RECORD_NOT_FOUND);
  if (record.monthlyPaymentId !== null) throw conflict(refusal);
  return record;
}

async function writeRecord(tx: Tx, id: number, data: FinancialRecordData) {
  const current = await lockManualRecord(tx, id, PAYMENT_RECORD_NOT_EDITABLE);
  await tx
    .update(financialRecords)
    .set(await toRow(tx, data, current))
    .where(eq(financialRecords.id, id));
  return { before: current, after: await getRecord(tx, id) };
}

/** Removes a typed row; answers what it held, for the audit log. */
async function removeRecord(tx: Tx, id: number) {
  const record = await lockManualRecord(tx, id, PAYMENT_RECORD_NOT_DELETABLE);
  await tx.delete(financialRecords).where(eq(financialRecords.id, id));
  return record;
}

const entity = 'financial_records';

/** What the audit log keeps of a stored row. */
const auditedFields = ({ tipo, categoria, subcategoria, descricao, valor, data, unitId }: StoredRecord) => ({
  tipo,
  categoria,
  subcategoria,
  descricao,
  valor,
  data,
  unitId,
});

export const createRecord = (db: Db, actor: Actor, data: FinancialRecordData) =>
  auditedChange(db, actor, (tx) => insertRecord(tx, data), (created) => ({ action: 'create', entity, entityId: created.id, changes: data }));

/** Audited with the row as it was and the request that changed it. */
export async function updateRecord(db: Db, actor: Actor, id: number, data: FinancialRecordData) {
  const { after } = await auditedChange(
    db,
    actor,
    (tx) => writeRecord(tx, id, data),
    ({ before, after }) => ({ action: 'update', entity, entityId: after.id, changes: { antes: auditedFields(before), depois: data } }),
  );
  return after;
}

export const deleteRecord = (db: Db, actor: Actor, id: number) =>
  auditedChange(db, actor, (tx) => removeRecord(tx, id), (removed) => ({ action: 'delete', entity, entityId: id, changes: auditedFields(removed) }));
