import { sql } from 'drizzle-orm';
import { monthlyPayments } from '../../db/schema/index';

/**
 * design.md "Overdue" in SQL, for queries over monthly_payments; isOverdue and
 * instalmentSituation in src/domain/instalments.ts are the same rule for one instalment.
 */

/** Neither paid nor cancelled: still owed. */
export const openInstalment = sql`${monthlyPayments.status} not in ('pago', 'cancelado')`;
export const overdueInstalment = (today: string) => sql`${openInstalment} and ${monthlyPayments.dataVencimento} < ${today}`;
export const pendingInstalment = (today: string) => sql`${openInstalment} and ${monthlyPayments.dataVencimento} >= ${today}`;

/** Paid, overdue and pending-not-overdue counts of the instalments a query aggregates. */
export const instalmentCounts = (today: string) => ({
  pagas: sql<number>`count(${monthlyPayments.id}) filter (where ${monthlyPayments.status} = 'pago')::int`,
  vencidas: sql<number>`count(${monthlyPayments.id}) filter (where ${overdueInstalment(today)})::int`,
  pendentes: sql<number>`count(${monthlyPayments.id}) filter (where ${pendingInstalment(today)})::int`,
});
