import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * "Já paguei" (payment_claims) in SQL, for queries over instalments: `instalmentId` is the column
 * naming the instalment in the query around it. The tables go by their own names, so the condition
 * can sit in a query that already reads them.
 */

/** A family said it paid this instalment and staff have not checked yet: "Em conferência", not offered, not reminded. */
export const underReview = (instalmentId: AnyPgColumn | SQL) =>
  sql<boolean>`exists (select 1 from payment_claim_items review_item join payment_claims review on review.id = review_item.claim_id
    where review_item.monthly_payment_id = ${instalmentId} and review.status = 'em_conferencia')`;

/** The instalment's latest claim as `{status, motivo}`, or null: what the family's Início says of it. */
export const latestClaim = (instalmentId: AnyPgColumn | SQL) =>
  sql<{ status: 'em_conferencia' | 'confirmada' | 'recusada'; motivo: string | null } | null>`(select json_build_object('status', latest.status, 'motivo', latest.motivo)
    from payment_claim_items latest_item join payment_claims latest on latest.id = latest_item.claim_id
    where latest_item.monthly_payment_id = ${instalmentId} order by latest.id desc limit 1)`;
