import { useId, type ReactNode } from 'react';
import { CalendarIcon } from 'lucide-react';
import { formatDate, formatMoney } from '@domain/format';
import { PERIOD_ORDER } from '@domain/ledger';
import type { DateRange, FinanceReport, ReportInstalment, ReportQuery } from '@domain/reports';
import { AlertNotice } from '@web/components/alert-notice';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { DateFilter } from '@web/components/date-filter';
import { InstalmentStatusBadge } from '@web/components/instalment-status-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { cn } from '@web/lib/utils';
import { useFinanceReport } from '../api/get-finance-report';
import { LazyBars } from './lazy-chart';

export interface FinanceTabProps {
  /** The page's period; null while the chosen dates end before they start. */
  query: ReportQuery | null;
  /** Its dates, null for "Todo o período". */
  range: DateRange | null;
  /** Dates chosen here become the period of the whole page. */
  onDatesChange: (dates: Partial<DateRange>) => void;
  /** Back to the current month (the "Mês Atual" button). */
  onCurrentMonth: () => void;
  isCurrentMonth: boolean;
}

/** A label and its amount; the amount never breaks, it goes under the label when the row is too narrow. */
function Figure({ label, value, className }: { label: string; value: string | undefined; className?: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('font-semibold whitespace-nowrap tabular-nums', className)}>{value === undefined ? <Skeleton className="h-5 w-24" /> : value}</dd>
    </div>
  );
}

function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="leading-none font-semibold">
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const compactMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

/** Previsto, recebido, descontos and pendente as bars: the picture of the figures beside it. */
function PaymentsChart({ pagamentos }: { pagamentos: FinanceReport['pagamentos'] }) {
  const items = [
    { label: 'Previsto', value: Number(pagamentos.esperado) },
    { label: 'Recebido', value: Number(pagamentos.recebido) },
    { label: 'Descontos', value: Number(pagamentos.descontos) },
    { label: 'Pendente', value: Number(pagamentos.pendente) },
  ];
  return <LazyBars items={items} format={(v) => compactMoney.format(v)} />;
}

const instalmentColumns: DataTableColumn<ReportInstalment>[] = [
  { id: 'atleta', header: 'Atleta', cell: (p) => <span className="font-medium">{p.athlete.nomeCompleto}</span> },
  { id: 'turma', header: 'Turma', cell: (p) => p.team.nome },
  { id: 'parcela', header: 'Parcela', className: 'tabular-nums', cell: (p) => `${p.numeroMensalidade}ª` },
  { id: 'vencimento', header: 'Vencimento', className: 'tabular-nums', cell: (p) => formatDate(p.dataVencimento) },
  {
    id: 'valor',
    header: 'Valor',
    headerClassName: 'text-right',
    className: 'text-right tabular-nums whitespace-nowrap',
    cell: (p) => formatMoney(p.situacao === 'pago' && p.valorPago ? p.valorPago : p.valor),
  },
  { id: 'situacao', header: 'Situação', cell: (p) => <InstalmentStatusBadge situacao={p.situacao} /> },
];

/**
 * Financeiro (spec 2 §2.13): start and end dates (the page's period, the current month by default;
 * choosing them sets the period of the whole page), summaries and the last 10 instalments.
 */
export function FinanceTab({ query, range, onDatesChange, onCurrentMonth, isCurrentMonth }: FinanceTabProps) {
  const report = useFinanceReport(query);
  const data = report.data;
  const progressId = useId();
  const paidShare = data && data.pagamentos.total ? data.pagamentos.pagas / data.pagamentos.total : 0;
  const saldo = data?.resumo.saldo;

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4 sm:flex-row sm:items-end">
        <DateFilter label="Data inicial" value={range?.inicio ?? ''} onChange={(inicio) => inicio && onDatesChange({ inicio })} className="sm:w-44" />
        <DateFilter label="Data final" value={range?.fim ?? ''} onChange={(fim) => fim && onDatesChange({ fim })} className="sm:w-44" />
        <Button variant="outline" onClick={onCurrentMonth} disabled={isCurrentMonth}>
          <CalendarIcon aria-hidden="true" />
          Mês Atual
        </Button>
      </div>

      {!query ? (
        <AlertNotice>{PERIOD_ORDER}</AlertNotice>
      ) : report.isError && !data ? (
        <div className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          <ListError message="Não foi possível carregar o relatório financeiro." onRetry={() => void report.refetch()} />
        </div>
      ) : (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <SummaryCard title="Resumo de Pagamentos">
              <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-center">
                <div>
                  <dl className="divide-y">
                    <Figure label="Previsto" value={data && formatMoney(data.pagamentos.esperado)} />
                    <Figure label="Recebido" value={data && formatMoney(data.pagamentos.recebido)} className="text-success" />
                    <Figure label="Descontos" value={data && formatMoney(data.pagamentos.descontos)} />
                    <Figure label="Pendente" value={data && formatMoney(data.pagamentos.pendente)} className="text-destructive" />
                  </dl>
                  <p className="mt-2 text-xs text-muted-foreground">
                    Previsto: mensalidades com vencimento no período, sem as canceladas. Previsto = Recebido + Descontos + Pendente.
                  </p>
                  <div className="mt-3 space-y-1">
                    <p id={progressId} className="text-sm text-muted-foreground">
                      {data ? `${data.pagamentos.pagas} de ${data.pagamentos.total} parcelas pagas` : 'Carregando...'}
                    </p>
                    <div
                      role="progressbar"
                      aria-labelledby={progressId}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={Math.round(paidShare * 100)}
                      className="h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <div className="h-full bg-success" style={{ width: `${paidShare * 100}%` }} />
                    </div>
                  </div>
                </div>
                {data ? <PaymentsChart pagamentos={data.pagamentos} /> : <Skeleton className="h-28 w-full" />}
              </div>
            </SummaryCard>
            <SummaryCard title="Resumo Geral">
              <dl className="divide-y">
                <Figure label="Receitas" value={data && formatMoney(data.resumo.receitas)} className="text-success" />
                <Figure label="Despesas" value={data && formatMoney(data.resumo.despesas)} className="text-destructive" />
                <Figure
                  label="Saldo"
                  value={saldo === undefined ? undefined : formatMoney(saldo)}
                  className={saldo === undefined ? undefined : saldo.startsWith('-') ? 'text-destructive' : 'text-success'}
                />
              </dl>
            </SummaryCard>
          </div>

          <section className="space-y-3" aria-labelledby="ultimas-parcelas">
            <h2 id="ultimas-parcelas" className="font-semibold">
              Últimas Parcelas do Período
            </h2>
            <DataTable
              caption="Últimas parcelas do período, vencimento mais recente primeiro"
              columns={instalmentColumns}
              data={data?.parcelas}
              getRowKey={(p) => p.id}
              isLoading={!data}
              loadingRows={3}
              minWidthClassName="min-w-[640px]"
              empty={<EmptyState title="Nenhuma parcela neste período" />}
            />
          </section>
        </>
      )}
    </div>
  );
}
