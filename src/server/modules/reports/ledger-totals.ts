import { sql, type SQL } from 'drizzle-orm';
import type { LedgerTotals } from '@domain/ledger';
import { splitByWholeMonths, type DateRange } from '@domain/reports';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/rows';
import { financialRecords } from '../../db/schema/index';

/**
 * Receitas, despesas and saldo of the ledger rows dated in `range` (null: all of them). Whole months
 * come from ledger_monthly_totals, which triggers keep (migration 0005); only the days at either end
 * that do not fill a month are read from the rows, through the (data, id) index that carries tipo
 * and valor. So a year costs a dozen small rows, not every entry.
 */
export async function periodTotals(db: Executor, range: DateRange | null): Promise<LedgerTotals> {
  const parts: SQL[] = [];
  if (!range) {
    parts.push(sql`select tipo, valor from ledger_monthly_totals`);
  } else {
    const { months, days } = splitByWholeMonths(range);
    if (months) parts.push(sql`select tipo, valor from ledger_monthly_totals where mes between ${months.inicio}::date and ${months.fim}::date`);
    for (const d of days) {
      parts.push(
        sql`select ${financialRecords.tipo}, ${financialRecords.valor} from ${financialRecords} where ${financialRecords.data} between ${d.inicio}::date and ${d.fim}::date`,
      );
    }
  }
  const receitas = sql`coalesce(sum(valor) filter (where tipo = 'receita'), 0)`;
  const despesas = sql`coalesce(sum(valor) filter (where tipo = 'despesa'), 0)`;
  const { rows } = await db.execute<LedgerTotals & Record<string, unknown>>(sql`
    select ${receitas}::numeric(16, 2)::text as receitas,
           ${despesas}::numeric(16, 2)::text as despesas,
           (${receitas} - ${despesas})::numeric(16, 2)::text as saldo
    from (${sql.join(parts, sql` union all `)}) as ledger`);
  return firstRow(rows, 'ledger period totals');
}
