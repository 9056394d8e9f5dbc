import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { pixKeyTypes } from '@domain/pix';
import { id, money, oneOf, timestamps, timestamptz } from './columns';
import { companies } from './companies';
import { instalments } from './enrollments';
import { units } from './organization';
import { users } from './users';

/**
 * Where a school receives PIX (ADR 0014): a company's key, name and city, or a unit's own that
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

/** `substituida`: a newer charge took over some of its instalments (one open family charge at a time). */
export const pixChargeStatuses = ['aberta', 'paga', 'substituida'] as const;

/**
 * One PIX for several open instalments ('Pagar tudo' of a family): its txid names it in the bank
 * statement, and settling it pays every instalment in it at once.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: id(),
    txid: text().notNull(),
    valor: money().notNull(),
    /** The family account that asked for it. */
    requestedByUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: pixChargeStatuses }).notNull().default('aberta'),
    paidAt: timestamptz(),
    settledByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    replacedByChargeId: integer().references((): AnyPgColumn => pixCharges.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('pix_charges_txid_unique').on(t.txid),
    index('pix_charges_requested_by_user_id_idx').on(t.requestedByUserId),
    index('pix_charges_replaced_by_charge_id_idx').on(t.replacedByChargeId).where(sql`${t.replacedByChargeId} is not null`),
    oneOf('pix_charges_status_check', t.status, pixChargeStatuses),
    check('pix_charges_valor_check', sql`${t.valor} > 0`),
  ],
);

export const pixChargeItems = pgTable(
  'pix_charge_items',
  {
    chargeId: integer()
      .notNull()
      .references(() => pixCharges.id, { onDelete: 'cascade' }),
    monthlyPaymentId: integer()
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    /** The instalment's value when the charge was made: a later change of fee makes the charge stale, not wrong. */
    valor: money().notNull(),
    /** Multa e juros on the day the charge was made (src/domain/late-fees.ts), charged on top of `valor`. */
    acrescimo: money().notNull().default('0.00'),
  },
  (t) => [primaryKey({ columns: [t.chargeId, t.monthlyPaymentId] }), index('pix_charge_items_monthly_payment_id_idx').on(t.monthlyPaymentId)],
);
