import { useId } from 'react';
import type { EnrollmentPayments, MoneyTotal } from '@domain/enrollments';
import { Card, CardContent } from '@web/components/ui/card';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

function SummaryCard({ label, total, className }: { label: string; total: MoneyTotal; className?: string }) {
  const labelId = useId();
  return (
    <Card className="py-4" role="group" aria-labelledby={labelId}>
      <CardContent className="space-y-1 px-4 sm:px-6">
        <p id={labelId} className="text-sm font-medium text-muted-foreground">
          {label}
        </p>
        <p className={cn('text-2xl font-bold tabular-nums', className)}>{formatMoney(total.valor)}</p>
        <p className="text-sm text-muted-foreground">{total.quantidade} parcela(s)</p>
      </CardContent>
    </Card>
  );
}

/** Total em Aberto, Total Pago and Total Geral of one enrolment (spec 1 §2.8), as the server adds them up. */
export function FinanceSummaryCards({ totals }: { totals: EnrollmentPayments['totals'] }) {
  return (
    <section aria-label="Resumo financeiro" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      <SummaryCard label="Total em Aberto" total={totals.emAberto} />
      <SummaryCard label="Total Pago" total={totals.pago} className="text-success" />
      <SummaryCard label="Total Geral" total={totals.geral} />
    </section>
  );
}
