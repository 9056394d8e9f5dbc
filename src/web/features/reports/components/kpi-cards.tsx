import { useId, useState, type ReactNode } from 'react';
import { InfoIcon } from 'lucide-react';
import { formatCount, formatMoney } from '@domain/format';
import type { ReportSummary } from '@domain/reports';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';

/** What each card counts: one definition per figure, the same the tabs and the export use. */
const kpiDefinitions = {
  atletas: 'Atletas cadastrados no período. Ativos: os que estão ativos hoje.',
  turmas: 'Turmas cadastradas no período. Ativas: as que estão ativas hoje.',
  matriculas: 'Matrículas feitas no período (data da matrícula) que estão ativas hoje, de todas as feitas no período.',
  saldo: 'Receitas menos despesas do livro-caixa com data no período.',
} as const;

interface KpiCardProps {
  label: string;
  definition: string;
  value?: string;
  detail?: ReactNode;
  valueClassName?: string;
}

/**
 * The definition is the button's tooltip on mouse hover and keyboard focus; a tap shows no tooltip,
 * so pressing the button also opens it as a line of the card.
 *
 * The figure never breaks: its size follows the card's width (container units, between 1 rem and
 * 1.5 rem), so a balance in the tens of thousands fits a phone's half-width card on one line.
 */
function KpiCard({ label, definition, value, detail, valueClassName }: KpiCardProps) {
  const [open, setOpen] = useState(false);
  const definitionId = useId();
  return (
    <Card className="py-4">
      <CardContent className="@container px-4 sm:px-6">
        <div className="min-w-0 space-y-1">
          <div className="flex items-start justify-between gap-1">
            <p className="text-sm font-medium text-muted-foreground">{label}</p>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 size-6 text-muted-foreground"
              aria-label={`O que é ${label}`}
              aria-expanded={open}
              aria-controls={definitionId}
              data-tooltip={definition}
              onClick={() => setOpen((shown) => !shown)}
            >
              <InfoIcon aria-hidden="true" />
            </Button>
          </div>
          {value === undefined ? (
            <Skeleton className="h-8 w-24" />
          ) : (
            <p className={cn('text-[length:clamp(1rem,13cqi,1.5rem)] leading-tight font-bold whitespace-nowrap tabular-nums', valueClassName)}>{value}</p>
          )}
          {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
          <p id={definitionId} hidden={!open} className="border-t pt-2 text-xs text-muted-foreground">
            {definition}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * The four KPI cards of spec 2 §2.13; the balance green when zero or more, red below. Two cards a
 * row only when two fit in rem (a container query), so the largest font gets one a row.
 */
export function KpiCards({ summary }: { summary: ReportSummary | undefined }) {
  const saldo = summary?.financeiro.saldo;
  return (
    <section aria-label="Indicadores" className="@container">
      <div className="grid grid-cols-1 gap-3 @min-[20rem]:grid-cols-2 sm:gap-4 @5xl:grid-cols-4">
        <KpiCard
          label="Total de Atletas"
          definition={kpiDefinitions.atletas}
          value={summary && formatCount(summary.atletas.total)}
          detail={summary && `${formatCount(summary.atletas.ativos)} ativos`}
        />
        <KpiCard
          label="Total de Turmas"
          definition={kpiDefinitions.turmas}
          value={summary && formatCount(summary.turmas.total)}
          detail={summary && `${formatCount(summary.turmas.ativas)} ativas`}
        />
        <KpiCard
          label="Matrículas Ativas"
          definition={kpiDefinitions.matriculas}
          value={summary && formatCount(summary.matriculas.ativas)}
          detail={summary && `de ${formatCount(summary.matriculas.total)} feitas no período`}
        />
        <KpiCard
          label="Saldo Financeiro"
          definition={kpiDefinitions.saldo}
          value={saldo === undefined ? undefined : formatMoney(saldo)}
          detail={
            summary && (
              <>
                Receitas <span className="whitespace-nowrap tabular-nums">{formatMoney(summary.financeiro.receitas)}</span>
              </>
            )
          }
          valueClassName={saldo === undefined ? undefined : saldo.startsWith('-') ? 'text-destructive' : 'text-success'}
        />
      </div>
    </section>
  );
}
