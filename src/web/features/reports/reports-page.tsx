import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { monthOf } from '@domain/ledger';
import { reportPeriodLabels, reportPeriods, type DateRange, type ReportPeriod } from '@domain/reports';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { oneOf } from '@web/lib/use-list-params';
import { exportReport } from './api/export-report';
import { useReportSummary } from './api/get-summary';
import { AthletesTab, EnrollmentsTab, TeamsTab } from './components/distribution-tabs';
import { FinanceTab } from './components/finance-tab';
import { KpiCards } from './components/kpi-cards';

const tabs = ['atletas', 'turmas', 'matriculas', 'financeiro'] as const;
type Tab = (typeof tabs)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * ?periodo=&aba=&inicio=&fim= so that back and forward restore the view: the period of the counts,
 * the tab, and the Financeiro tab's dates (the current month when absent).
 */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const month = monthOf(todayIn(SCHOOL_TIME_ZONE));
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  const range: DateRange = { inicio: date('inicio') ?? month.inicio, fim: date('fim') ?? month.fim };
  const set = (patch: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    periodo: oneOf<ReportPeriod>(reportPeriods, params.get('periodo')) ?? 'todos',
    tab: oneOf<Tab>(tabs, params.get('aba')) ?? 'atletas',
    range,
    isCurrentMonth: range.inicio === month.inicio && range.fim === month.fim,
    set,
  };
}

/** Relatórios (spec 2 §2.13): administrador and professor; every figure is computed by the server. */
export function ReportsPage() {
  const { periodo, tab, range, isCurrentMonth, set } = useReportParams();
  const summary = useReportSummary(periodo);
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    setExporting(true);
    try {
      await exportReport(periodo, range);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao exportar relatório', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <PageHeader
        title="Relatórios"
        subtitle="Números de atletas, turmas, matrículas e finanças da escola"
        actions={
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-2">
              <Label htmlFor="relatorio-periodo">Período</Label>
              <Select value={periodo} onValueChange={(value) => set({ periodo: value === 'todos' ? undefined : value })}>
                <SelectTrigger id="relatorio-periodo" className="w-44">
                  <SelectValue>{reportPeriodLabels[periodo]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {reportPeriods.map((p) => (
                    <SelectItem key={p} value={p}>
                      {reportPeriodLabels[p]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <Button variant="outline" onClick={() => void handleExport()} disabled={exporting}>
              <DownloadIcon aria-hidden="true" />
              Exportar
            </Button>
          </div>
        }
      />

      <KpiCards summary={summary.data} />

      <Tabs value={tab} onValueChange={(value) => set({ aba: value === 'atletas' ? undefined : value })} className="gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="atletas">Atletas</TabsTrigger>
          <TabsTrigger value="turmas">Turmas</TabsTrigger>
          <TabsTrigger value="matriculas">Matrículas</TabsTrigger>
          <TabsTrigger value="financeiro">Financeiro</TabsTrigger>
        </TabsList>
        <TabsContent value="atletas">
          <AthletesTab periodo={periodo} />
        </TabsContent>
        <TabsContent value="turmas">
          <TeamsTab periodo={periodo} />
        </TabsContent>
        <TabsContent value="matriculas">
          <EnrollmentsTab periodo={periodo} />
        </TabsContent>
        <TabsContent value="financeiro">
          <FinanceTab
            range={range}
            onRangeChange={(patch) => set(patch)}
            onCurrentMonth={() => set({ inicio: undefined, fim: undefined })}
            isCurrentMonth={isCurrentMonth}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
