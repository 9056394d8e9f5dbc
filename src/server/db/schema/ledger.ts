import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTypes } from '@domain/ledger';
import { day, id, money, oneOf, timestamps } from './columns';
import { enrollments, instalments } from './enrollments';
import { units } from './organization';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    nome: text().notNull(),
    tipo: text({ enum: ledgerTypes }).notNull(),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_nome_tipo_unique').on(t.nome, t.tipo),
    index('categories_tipo_idx').on(t.tipo),
    oneOf('categories_tipo_check', t.tipo, ledgerTypes),
  ],
);

export const subcategories = pgTable(
  'subcategories',
  {
    id: id(),
    nome: text().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    ativo: boolean().notNull().default(true),
    ...timestamps,
  },
  // Also serves lookups by category_id (its leading column).
  (t) => [uniqueIndex('subcategories_category_id_nome_unique').on(t.categoryId, t.nome)],
);

/**
 * A ledger entry keeps its category and subcategory by name as well as by id, so it still reads
 * correctly after a category is renamed or removed.
 */
export const financialRecords = pgTable(
  'financial_records',
  {
    id: id(),
    tipo: text({ enum: ledgerTypes }).notNull(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: integer().references(() => subcategories.id, { onDelete: 'set null' }),
    categoria: text().notNull(),
    subcategoria: text(),
    descricao: text(),
    valor: money().notNull(),
    data: day().notNull(),
    unitId: integer().references(() => units.id, { onDelete: 'set null' }),
    enrollmentId: integer().references(() => enrollments.id, { onDelete: 'set null' }),
    monthlyPaymentId: integer().references(() => instalments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One ledger entry per paid instalment (docs/architecture.md "Paying an instalment").
    uniqueIndex('financial_records_monthly_payment_id_unique').on(t.monthlyPaymentId),
    index('financial_records_tipo_idx').on(t.tipo),
    index('financial_records_data_idx').on(t.data),
    index('financial_records_categoria_idx').on(t.categoria),
    index('financial_records_category_id_idx').on(t.categoryId),
    index('financial_records_subcategory_id_idx').on(t.subcategoryId),
    index('financial_records_unit_id_idx').on(t.unitId),
    index('financial_records_enrollment_id_idx').on(t.enrollmentId),
    oneOf('financial_records_tipo_check', t.tipo, ledgerTypes),
    check('financial_records_valor_check', sql`${t.valor} >= 0`),
  ],
);
