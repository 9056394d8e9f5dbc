import { useId } from 'react';
import type { LedgerTotals } from '@domain/ledger';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const isNegative = (value: string) => value.trim().startsWith('-');

function TotalCard({ label, value, className }: { label: string; value: string | undefined; className?: string }) {
  const labelId = useId();
  return (
    <Card className="py-4" role="group" aria-labelledby={labelId}>
      <CardContent className="space-y-1 px-4 sm:px-6">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        {value === undefined ? (
          <Skeleton className="h-8 w-32" />
        ) : (
          <p className={cn('text-2xl font-bold tabular-nums', className)}>{formatMoney(value)}</p>
        )}
      </CardContent>
    </Card>
  );
}

/** Total Receitas, Total Despesas and Saldo of the filtered period, as the server summed them (spec 1 §2.13). */
export function LedgerSummaryCards({ totals }: { totals: LedgerTotals | undefined }) {
  return (
    <section aria-label="Totais do período" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <TotalCard label="Total Receitas" value={totals?.receitas} className="text-success" />
      <TotalCard label="Total Despesas" value={totals?.despesas} className="text-destructive" />
      <TotalCard label="Saldo" value={totals?.saldo} className={totals && isNegative(totals.saldo) ? 'text-destructive' : undefined} />
    </section>
  );
}
