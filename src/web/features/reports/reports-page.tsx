import { useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { monthOf } from '@domain/ledger';
import { reportPeriodLabels, reportPeriods, reportPeriodText, reportRange, type DateRange, type ReportPeriod, type ReportQuery } from '@domain/reports';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { oneOf, positiveInt } from '@web/lib/use-list-params';
import { exportReport } from './api/export-report';
import { useReportSummary } from './api/get-summary';
import { AttendanceTab } from './components/attendance-tab';
import { AthletesTab, EnrollmentsTab, TeamsTab } from './components/distribution-tabs';
import { FinanceTab } from './components/finance-tab';
import { KpiCards } from './components/kpi-cards';

const tabs = ['atletas', 'turmas', 'matriculas', 'financeiro', 'frequencia'] as const;
type Tab = (typeof tabs)[number];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The select's value while the Financeiro tab's dates name the period. */
const CHOSEN_DATES = 'datas';

/**
 * ?periodo=&inicio=&fim=&aba= so that back and forward restore the view. One period for the cards,
 * every tab and the export: the period select (this month when absent), or the dates chosen in the
 * Financeiro tab, which replace it; a missing end is the current month's.
 */
function useReportParams() {
  const [params, setParams] = useSearchParams();
  const today = todayIn(SCHOOL_TIME_ZONE);
  const month = monthOf(today);
  const date = (key: string) => {
    const value = params.get(key);
    return value && DATE.test(value) ? value : undefined;
  };
  const periodo = oneOf<ReportPeriod>(reportPeriods, params.get('periodo')) ?? 'mes';
  const chosen = date('inicio') ?? date('fim');
  const query: ReportQuery = chosen ? { periodo, inicio: date('inicio') ?? month.inicio, fim: date('fim') ?? month.fim } : { periodo };
  const range = reportRange(query, today);
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
    /** null while the chosen dates end before they start: nothing is asked for. */
    query: range && range.inicio > range.fim ? null : query,
    periodo,
    chosen: Boolean(chosen),
    range,
    periodText: reportPeriodText(query, range),
    tab: oneOf<Tab>(tabs, params.get('aba')) ?? 'atletas',
    /** The Frequência tab's unit (?unidade=); all units when absent. */
    unitId: positiveInt(params.get('unidade')),
    selectPeriod: (value: ReportPeriod) => set({ periodo: value === 'mes' ? undefined : value, inicio: undefined, fim: undefined }),
    chooseDates: (dates: Partial<DateRange>) => {
      const base = range ?? month;
      set({ periodo: undefined, inicio: dates.inicio ?? base.inicio, fim: dates.fim ?? base.fim });
    },
    set,
  };
}

/** Relatórios (spec 2 §2.13): administrador and professor; every figure is computed by the server. */
export function ReportsPage() {
  const { query, periodo, chosen, range, periodText, tab, unitId, selectPeriod, chooseDates, set } = useReportParams();
  const summary = useReportSummary(query);
  const [exporting, setExporting] = useState(false);

  async function handleExport() {
    if (!query) return;
    setExporting(true);
    try {
      await exportReport(query);
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
              <Select value={chosen ? CHOSEN_DATES : periodo} onValueChange={(value) => value !== CHOSEN_DATES && selectPeriod(value as ReportPeriod)}>
                <SelectTrigger id="relatorio-periodo" className="w-44">
                  <SelectValue>{chosen ? 'Datas escolhidas' : reportPeriodLabels[periodo]}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {reportPeriods.map((p) => (
                    <SelectItem key={p} value={p}>
                      {reportPeriodLabels[p]}
                    </SelectItem>
                  ))}
                  {chosen && <SelectItem value={CHOSEN_DATES}>Datas escolhidas</SelectItem>}
                </SelectContent>
              </Select>
            </div>
            <Button variant="outline" onClick={() => void handleExport()} disabled={exporting || !query}>
              <DownloadIcon aria-hidden="true" />
              Exportar
            </Button>
          </div>
        }
      />

      <p className="text-sm text-muted-foreground">
        Todos os números desta página e a exportação são de: <span className="font-medium text-foreground">{periodText}</span>
      </p>

      {query && <KpiCards summary={summary.data} />}

      <Tabs value={tab} onValueChange={(value) => set({ aba: value === 'atletas' ? undefined : value })} className="gap-4">
        <TabsList className="w-full">
          <TabsTrigger value="atletas">Atletas</TabsTrigger>
          <TabsTrigger value="turmas">Turmas</TabsTrigger>
          <TabsTrigger value="matriculas">Matrículas</TabsTrigger>
          <TabsTrigger value="financeiro">Financeiro</TabsTrigger>
          <TabsTrigger value="frequencia">Frequência</TabsTrigger>
        </TabsList>
        <TabsContent value="atletas">
          <AthletesTab query={query} />
        </TabsContent>
        <TabsContent value="turmas">
          <TeamsTab query={query} />
        </TabsContent>
        <TabsContent value="matriculas">
          <EnrollmentsTab query={query} />
        </TabsContent>
        <TabsContent value="financeiro">
          <FinanceTab
            query={query}
            range={range}
            onDatesChange={chooseDates}
            onCurrentMonth={() => selectPeriod('mes')}
            isCurrentMonth={periodo === 'mes' && !chosen}
          />
        </TabsContent>
        <TabsContent value="frequencia">
          <AttendanceTab
            range={range}
            onDatesChange={chooseDates}
            onCurrentMonth={() => selectPeriod('mes')}
            isCurrentMonth={periodo === 'mes' && !chosen}
            unitId={unitId}
            onUnitChange={(id) => set({ unidade: id ? String(id) : undefined })}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
