import { sql } from 'drizzle-orm';
import { instalments } from './schema/index';

/**
 * docs/architecture.md "Overdue" in SQL, for queries over monthly_payments; isOverdue and
 * instalmentSituation in src/domain/instalments.ts are the same rule for one instalment.
 */

/** Neither paid nor cancelled: still owed. */
export const openInstalment = sql`${instalments.status} not in ('pago', 'cancelado')`;
export const overdueInstalment = (today: string) => sql`${openInstalment} and ${instalments.dataVencimento} < ${today}`;
export const pendingInstalment = (today: string) => sql`${openInstalment} and ${instalments.dataVencimento} >= ${today}`;

/** Paid, overdue and pending-not-overdue counts of the instalments a query aggregates. */
export const instalmentCounts = (today: string) => ({
  pagas: sql<number>`count(${instalments.id}) filter (where ${instalments.status} = 'pago')::int`,
  vencidas: sql<number>`count(${instalments.id}) filter (where ${overdueInstalment(today)})::int`,
  pendentes: sql<number>`count(${instalments.id}) filter (where ${pendingInstalment(today)})::int`,
});
