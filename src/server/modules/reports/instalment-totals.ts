import { sql } from 'drizzle-orm';
import type { DateRange, FinanceReport } from '@domain/reports';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { moneySum } from '../ledger/ledger.service';

/**
 * Esperado, recebido, descontos and pendente of the instalments due in `range` (null: all of them),
 * cancelled ones left out, and how many were paid of how many. Read from instalment_daily_totals,
 * which triggers keep per due day and status (migration 0007): a month costs ~120 small rows
 * instead of ~20,000 instalments.
 *
 * Descontos is what the paid instalments were worth less what was paid for them: payment sets
 * valorPago to valor − valorDesconto, so this is the discounts given, and it is what makes
 * esperado = recebido + descontos + pendente hold to the cent whatever rows were written by hand.
 */
export async function instalmentTotals(db: Executor, range: DateRange | null): Promise<FinanceReport['pagamentos']> {
  const paid = sql`status = 'pago'`;
  const open = sql`status not in ('pago', 'cancelado')`;
  const counted = sql`status <> 'cancelado'`;
  const due = range ? sql`where dia between ${range.inicio}::date and ${range.fim}::date` : sql``;
  const { rows } = await db.execute<FinanceReport['pagamentos'] & Record<string, unknown>>(sql`
    select ${moneySum(sql`sum(valor) filter (where ${counted})`)} as esperado,
           ${moneySum(sql`sum(valor_pago) filter (where ${paid})`)} as recebido,
           ${moneySum(sql`sum(valor - valor_pago) filter (where ${paid})`)} as descontos,
           ${moneySum(sql`sum(valor) filter (where ${open})`)} as pendente,
           coalesce(sum(parcelas) filter (where ${paid}), 0)::int as pagas,
           coalesce(sum(parcelas) filter (where ${counted}), 0)::int as total
      from instalment_daily_totals
      ${due}`);
  return firstRow(rows, 'instalment_daily_totals');
}

/**
 * How many instalments are overdue and what they add up to, from the per-day sums that triggers
 * keep (instalment_daily_totals, migration 0007): a few hundred days instead of every overdue
 * instalment of the network, which the bell and Início ask for on every page.
 */
export async function overdueTotals(db: Executor, today: string) {
  const { rows } = await db.execute<{ quantidade: number; valor: string }>(sql`
    select coalesce(sum(parcelas), 0)::int as quantidade, coalesce(sum(valor), 0)::numeric(12, 2)::text as valor
      from instalment_daily_totals
     where dia < ${today}::date and status not in ('pago', 'cancelado')`);
  return firstRow(rows, 'sum overdue');
}
