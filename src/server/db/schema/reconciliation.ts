import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankLineStatuses } from '@domain/reconciliation';
import { day, id, money, oneOf, timestamps, timestamptz } from './columns';
import { instalments } from './enrollments';
import { pixCharges } from './pix';
import { users } from './users';

/**
 * The credits of the school's bank statements (ADR 0014), each kept once per account and the bank's
 * FITID, so importing a statement again adds nothing. A reconciled line names what it paid.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    /** The account as the OFX names it: bank, branch and account number. */
    conta: text().notNull(),
    /** The bank's id of the transaction, unique within the account. */
    fitid: text().notNull(),
    data: day().notNull(),
    valor: money().notNull(),
    descricao: text().notNull(),
    /** The txid the bank reported with the credit (API Pix); an OFX line has none. */
    txid: text(),
    status: text({ enum: bankLineStatuses }).notNull().default('pendente'),
    importedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    monthlyPaymentId: integer().references(() => instalments.id, { onDelete: 'set null' }),
    pixChargeId: integer().references(() => pixCharges.id, { onDelete: 'set null' }),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_statement_lines_conta_fitid_unique').on(t.conta, t.fitid),
    index('bank_statement_lines_status_data_idx').on(t.status, t.data),
    // Removing an instalment or a charge looks here for the lines that name it.
    index('bank_statement_lines_monthly_payment_id_idx').on(t.monthlyPaymentId).where(sql`${t.monthlyPaymentId} is not null`),
    index('bank_statement_lines_pix_charge_id_idx').on(t.pixChargeId).where(sql`${t.pixChargeId} is not null`),
    oneOf('bank_statement_lines_status_check', t.status, bankLineStatuses),
    check('bank_statement_lines_valor_check', sql`${t.valor} > 0`),
    check('bank_statement_lines_one_target_check', sql`num_nonnulls(${t.monthlyPaymentId}, ${t.pixChargeId}) <= 1`),
  ],
);

/**
 * "Ignorar créditos como …": a credit whose description holds the pattern (accents and case ignored)
 * is not a fee (an investment's yield, a transfer between the school's accounts) and is ignored.
 */
export const bankLineRules = pgTable(
  'bank_line_rules',
  {
    id: id(),
    padrao: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('bank_line_rules_padrao_unique').on(t.padrao)],
);
