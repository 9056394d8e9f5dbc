import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pixKeyTypes } from '../../../domain/pix';
import { id, oneOf, timestamps } from './columns';
import { companies } from './companies';
import { units } from './organization';

/**
 * Where a school receives PIX (issue 23): a company's key, name and city, or a unit's own that
 * overrides its company's. Exactly one owner per row, at most one row per owner.
 */
export const pixSettings = pgTable(
  'pix_settings',
  {
    id: id(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    unitId: integer().references(() => units.id, { onDelete: 'cascade' }),
    chave: text().notNull(),
    tipoChave: text({ enum: pixKeyTypes }).notNull(),
    nomeRecebedor: text().notNull(),
    cidade: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pix_settings_company_id_unique').on(t.companyId),
    uniqueIndex('pix_settings_unit_id_unique').on(t.unitId),
    oneOf('pix_settings_tipo_chave_check', t.tipoChave, pixKeyTypes),
    check('pix_settings_one_owner_check', sql`(${t.companyId} is null) <> (${t.unitId} is null)`),
  ],
);
