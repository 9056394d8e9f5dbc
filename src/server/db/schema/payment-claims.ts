import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { paymentClaimStatuses } from '@domain/payment-claims';
import { day, id, money, oneOf, timestamps, timestamptz } from './columns';
import { instalments } from './enrollments';
import { users } from './users';

/**
 * "Já paguei": a family says it paid some instalments (a static code, a slow bank), with the
 * comprovante or without. While staff check it the instalments show "Em conferência" and are not
 * reminded; staff confirm it (the payment transaction) or refuse it with a reason the family reads.
 */
export const paymentClaims = pgTable(
  'payment_claims',
  {
    id: id(),
    requestedByUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The day the family says it paid. */
    dataPagamento: day().notNull(),
    valor: money().notNull(),
    /** A data URL: a JPEG Plantel re-encoded, or a PDF whose signature was checked. */
    comprovante: text(),
    status: text({ enum: paymentClaimStatuses }).notNull().default('em_conferencia'),
    /** Why staff refused it, shown to the family. */
    motivo: text(),
    decidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz(),
    ...timestamps,
  },
  (t) => [
    index('payment_claims_status_created_at_idx').on(t.status, t.createdAt),
    index('payment_claims_requested_by_user_id_idx').on(t.requestedByUserId),
    index('payment_claims_decided_by_user_id_idx').on(t.decidedByUserId),
    oneOf('payment_claims_status_check', t.status, paymentClaimStatuses),
    check('payment_claims_valor_check', sql`${t.valor} > 0`),
    check('payment_claims_motivo_check', sql`(${t.status} = 'recusada') = (${t.motivo} is not null)`),
  ],
);

export const paymentClaimItems = pgTable(
  'payment_claim_items',
  {
    claimId: integer()
      .notNull()
      .references(() => paymentClaims.id, { onDelete: 'cascade' }),
    monthlyPaymentId: integer()
      .notNull()
      .references(() => instalments.id, { onDelete: 'cascade' }),
    valor: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.monthlyPaymentId] }), index('payment_claim_items_monthly_payment_id_idx').on(t.monthlyPaymentId)],
);
