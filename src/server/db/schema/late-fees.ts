import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { companies } from './companies';
import { units } from './organization';

/** A percentage with two decimals ('2.00'), as the API Pix's `valorPerc` writes it. */
const percent = () => numeric({ precision: 5, scale: 2, mode: 'string' });

/**
 * Multa e juros an overdue instalment costs (src/domain/late-fees.ts): a company's policy, or a
 * unit's own that overrides its company's, as PIX settings are kept. Exactly one owner per row, at
 * most one row per owner; no row, no fees.
 */
export const lateFeeSettings = pgTable(
  'late_fee_settings',
  {
    id: id(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    unitId: integer().references(() => units.id, { onDelete: 'cascade' }),
    multaPercentual: percent().notNull(),
    jurosMensalPercentual: percent().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('late_fee_settings_company_id_unique').on(t.companyId),
    uniqueIndex('late_fee_settings_unit_id_unique').on(t.unitId),
    check('late_fee_settings_one_owner_check', sql`(${t.companyId} is null) <> (${t.unitId} is null)`),
    // The legal limits the input schema states (src/domain/late-fees.ts MAX_MULTA_PERCENT, MAX_JUROS_PERCENT).
    check('late_fee_settings_multa_check', sql`${t.multaPercentual} between 0 and 2`),
    check('late_fee_settings_juros_check', sql`${t.jurosMensalPercentual} between 0 and 1`),
  ],
);
