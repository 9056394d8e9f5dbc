import { formatMoney } from '@domain/format';
import type { LedgerTotals } from '@domain/ledger';
import { TotalCard, TotalCards } from '@web/components/total-cards';

const isNegative = (value: string) => value.trim().startsWith('-');

/** Total Receitas, Total Despesas and Saldo of the filtered period, as the server summed them (spec 1 §2.13). */
export function LedgerSummaryCards({ totals }: { totals: LedgerTotals | undefined }) {
  return (
    <TotalCards label="Totais do período">
      <TotalCard label="Total Receitas" value={totals && formatMoney(totals.receitas)} className="text-success" />
      <TotalCard label="Total Despesas" value={totals && formatMoney(totals.despesas)} className="text-destructive" />
      <TotalCard
        label="Saldo"
        value={totals && formatMoney(totals.saldo)}
        className={totals && isNegative(totals.saldo) ? 'text-destructive' : undefined}
      />
    </TotalCards>
  );
}
