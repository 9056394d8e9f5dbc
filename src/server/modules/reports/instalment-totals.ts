import { sql } from 'drizzle-orm';
import type { DateRange, FinanceReport } from '../../../domain/reports';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { moneySum } from '../ledger/ledger.service';

/**
 * Esperado, recebido and pendente of the instalments due in `range`, cancelled ones left out, and
 * how many were paid of how many. Read from instalment_daily_totals, which triggers keep per due
 * day and status (migration 0007): a month costs ~120 small rows instead of ~20,000 instalments.
 */
export async function instalmentTotals(db: Executor, range: DateRange): Promise<FinanceReport['pagamentos']> {
  const paid = sql`status = 'pago'`;
  const open = sql`status not in ('pago', 'cancelado')`;
  const counted = sql`status <> 'cancelado'`;
  const { rows } = await db.execute<FinanceReport['pagamentos'] & Record<string, unknown>>(sql`
    select ${moneySum(sql`sum(valor) filter (where ${counted})`)} as esperado,
           ${moneySum(sql`sum(valor_pago) filter (where ${paid})`)} as recebido,
           ${moneySum(sql`sum(valor) filter (where ${open})`)} as pendente,
           coalesce(sum(parcelas) filter (where ${paid}), 0)::int as pagas,
           coalesce(sum(parcelas) filter (where ${counted}), 0)::int as total
      from instalment_daily_totals
     where dia between ${range.inicio}::date and ${range.fim}::date`);
  return firstRow(rows, 'instalment_daily_totals');
}
