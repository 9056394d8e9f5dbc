import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankProfileIds } from '@domain/bank';
import { day, id, money, oneOf, timestamps, timestamptz } from './columns';
import { instalments } from './enrollments';
import { companies } from './companies';
import { units } from './organization';
import { users } from './users';

/**
 * A school's connection to its bank's API Pix (docs/pix.md "O banco da escola"): a company's, or a
 * unit's own that overrides its company's, as pix_settings. What would let someone else act as the
 * school (client secret, application key, the certificate's private key) is sealed in `segredos`
 * with a key kept outside the database (modules/bank/secret-box.ts).
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: id(),
    companyId: integer().references(() => companies.id, { onDelete: 'cascade' }),
    unitId: integer().references(() => units.id, { onDelete: 'cascade' }),
    perfil: text({ enum: bankProfileIds }).notNull(),
    baseUrl: text().notNull(),
    tokenUrl: text().notNull(),
    clientId: text().notNull(),
    escopos: text().notNull().default(''),
    chave: text().notNull(),
    /** The certificate's holder and end of validity, shown to staff; the certificate itself is sealed. */
    certificadoTitular: text().notNull(),
    certificadoValidoAte: timestamptz().notNull(),
    /** AES-256-GCM of { clientSecret, appKey, cert, key }. */
    segredos: text().notNull(),
    /** The last instant of Pix received already read from the bank. */
    consultadoAte: timestamptz(),
    ultimoSucesso: timestamptz(),
    ultimoErro: text(),
    falhasSeguidas: integer().notNull().default(0),
    /** The secret part of the address the bank's webhook calls (…/api/bank-webhooks/{token}/pix). */
    webhookToken: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_connections_company_id_unique').on(t.companyId),
    uniqueIndex('bank_connections_unit_id_unique').on(t.unitId),
    uniqueIndex('bank_connections_webhook_token_unique').on(t.webhookToken),
    oneOf('bank_connections_perfil_check', t.perfil, bankProfileIds),
    check('bank_connections_one_owner_check', sql`(${t.companyId} is null) <> (${t.unitId} is null)`),
  ],
);

export const bankChargeStatuses = ['ativa', 'paga', 'removida'] as const;

/**
 * A charge with a due date (`cobv`) made at the school's bank for one open instalment: its txid,
 * what it charged and the "copia e cola" the family pays with. At most one active per instalment; a
 * changed instalment revises it, a paid or cancelled one removes it.
 */
export const bankCharges = pgTable(
  'bank_charges',
  {
    id: id(),
    connectionId: integer()
      .notNull()
      .references(() => bankConnections.id, { onDelete: 'cascade' }),
    monthlyPaymentId: integer().references(() => instalments.id, { onDelete: 'set null' }),
    txid: text().notNull(),
    status: text({ enum: bankChargeStatuses }).notNull().default('ativa'),
    valor: money().notNull(),
    vencimento: day().notNull(),
    copiaECola: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_charges_txid_unique').on(t.txid),
    uniqueIndex('bank_charges_active_instalment_unique').on(t.monthlyPaymentId).where(sql`${t.status} = 'ativa'`),
    index('bank_charges_connection_id_idx').on(t.connectionId),
    oneOf('bank_charges_status_check', t.status, bankChargeStatuses),
  ],
);

export const bankRefundStatuses = ['solicitada', 'em_processamento', 'devolvida', 'recusada'] as const;

/**
 * A devolução of a Pix the school's bank settled, whole or in part: written before the bank is
 * asked, so a refund the bank took while the answer was lost is asked again with the same id (the
 * standard's PUT is idempotent by it) instead of forgotten.
 */
export const bankRefunds = pgTable(
  'bank_refunds',
  {
    id: id(),
    connectionId: integer()
      .notNull()
      .references(() => bankConnections.id, { onDelete: 'cascade' }),
    monthlyPaymentId: integer().references(() => instalments.id, { onDelete: 'set null' }),
    endToEndId: text().notNull(),
    /** The devolução's id at the bank (the standard's `id`, 1–35 characters). */
    devolucaoId: text().notNull(),
    valor: money().notNull(),
    motivo: text(),
    status: text({ enum: bankRefundStatuses }).notNull().default('solicitada'),
    rtrId: text(),
    erro: text(),
    requestedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bank_refunds_devolucao_id_unique').on(t.devolucaoId),
    index('bank_refunds_monthly_payment_id_idx').on(t.monthlyPaymentId),
    index('bank_refunds_end_to_end_id_idx').on(t.endToEndId),
    oneOf('bank_refunds_status_check', t.status, bankRefundStatuses),
    check('bank_refunds_valor_check', sql`${t.valor} > 0`),
  ],
);
