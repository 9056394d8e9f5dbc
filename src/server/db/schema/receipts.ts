import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from './columns';
import { companies } from './companies';
import { instalments } from './enrollments';

/**
 * Each school's last receipt number (docs/pix.md "Recibo"): receipts are numbered in sequence per
 * company, as a paper receipt book is. The number is taken as the payment commits (migration 0031's
 * deferred trigger on receipts), so this row is locked only for the commit itself: payments of one
 * school at once still get consecutive numbers, without waiting on each other's work.
 */
export const receiptCounters = pgTable('receipt_counters', {
  companyId: integer()
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  ultimoNumero: integer().notNull(),
});

/**
 * A receipt issued when an instalment was paid: its school and number. A payment cancelled and
 * taken again issues a new one; the instalment's receipt is its latest. Instalments paid before
 * receipts were numbered have none, and keep the number they were printed with (receipts.service.ts).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Set as its payment commits (receipt_counters); null only inside that transaction. */
    numero: integer(),
    monthlyPaymentId: integer()
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    emitidoEm: timestamptz().notNull().defaultNow(),
    /** When the family's "Pagamento confirmado" e-mail left; null until then, or when no e-mail could be sent. */
    confirmacaoEnviadaEm: timestamptz(),
  },
  (t) => [uniqueIndex('receipts_company_numero_unique').on(t.companyId, t.numero), index('receipts_monthly_payment_id_idx').on(t.monthlyPaymentId)],
);
