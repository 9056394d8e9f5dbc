import type { ReportSummary } from '@domain/reports';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatMoney } from '@web/lib/format';
import { cn } from '@web/lib/utils';

const number = new Intl.NumberFormat('pt-BR');

interface KpiCardProps {
  label: string;
  value?: string;
  detail?: string;
  valueClassName?: string;
}

function KpiCard({ label, value, detail, valueClassName }: KpiCardProps) {
  return (
    <Card className="py-4">
      <CardContent className="px-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          {value === undefined ? (
            <Skeleton className="h-8 w-24" />
          ) : (
            <p className={cn('text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl', valueClassName)}>{value}</p>
          )}
          {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
        </div>
      </CardContent>
    </Card>
  );
}

/** The four KPI cards of spec 2 §2.13; the balance green when zero or more, red below. */
export function KpiCards({ summary }: { summary: ReportSummary | undefined }) {
  const saldo = summary?.financeiro.saldo;
  return (
    <section aria-label="Indicadores" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <KpiCard
        label="Total de Atletas"
        value={summary && number.format(summary.atletas.total)}
        detail={summary && `${number.format(summary.atletas.ativos)} ativos`}
      />
      <KpiCard
        label="Total de Turmas"
        value={summary && number.format(summary.turmas.total)}
        detail={summary && `${number.format(summary.turmas.ativas)} ativas`}
      />
      <KpiCard
        label="Matrículas Ativas"
        value={summary && number.format(summary.matriculas.ativas)}
        detail={summary && `de ${number.format(summary.matriculas.total)} matrículas`}
      />
      <KpiCard
        label="Saldo Financeiro"
        value={saldo === undefined ? undefined : formatMoney(saldo)}
        detail={summary && `Receitas ${formatMoney(summary.financeiro.receitas)}`}
        valueClassName={saldo === undefined ? undefined : saldo.startsWith('-') ? 'text-destructive' : 'text-success'}
      />
    </section>
  );
}
