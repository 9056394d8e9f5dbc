import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ledgerTypes } from '@domain/ledger';
import { day, id, money, oneOf, timestamps } from './columns';
import { enrollments, instalments } from './enrollments';
import { units } from './organization';
import { bankStatementLines } from './reconciliation';

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
    /** The multa e juros of the instalment's payment, booked apart from its value (src/domain/late-fees.ts). */
    lateFees: boolean().notNull().default(false),
    /** The bank credit that paid it (a R$ 900 credit is the receita of five R$ 180 instalments). */
    bankStatementLineId: integer().references(() => bankStatementLines.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    // One ledger entry per paid instalment, and one for its late fees (docs/architecture.md "Paying an instalment").
    uniqueIndex('financial_records_monthly_payment_id_late_fees_unique').on(t.monthlyPaymentId, t.lateFees),
    index('financial_records_tipo_idx').on(t.tipo),
    index('financial_records_data_idx').on(t.data),
    index('financial_records_categoria_idx').on(t.categoria),
    index('financial_records_category_id_idx').on(t.categoryId),
    index('financial_records_subcategory_id_idx').on(t.subcategoryId),
    index('financial_records_unit_id_idx').on(t.unitId),
    index('financial_records_enrollment_id_idx').on(t.enrollmentId),
    index('financial_records_bank_statement_line_id_idx').on(t.bankStatementLineId).where(sql`${t.bankStatementLineId} is not null`),
    oneOf('financial_records_tipo_check', t.tipo, ledgerTypes),
    check('financial_records_valor_check', sql`${t.valor} >= 0`),
  ],
);
