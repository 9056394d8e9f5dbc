import { DEFAULT_PAGE_SIZE } from '@web/components/pagination';
import { lazy, Suspense, useCallback, useState } from 'react';
import { DownloadIcon } from 'lucide-react';
import { STAFF } from '@domain/roles';
import { AfterFirstPaint } from '@web/components/after-first-paint';
import { ListError } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { PageHeader } from '@web/components/page-header';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { hasRole, useCurrentUser } from '@web/lib/session';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { effectiveSearch } from '@web/lib/use-list-params';
import { exportPayments } from './api/export-payments';
import { useEnrollmentsWithPayments, type EnrollmentPaymentsFilters } from './api/get-enrollments-with-payments';
import { PaymentsBulkBar } from './components/payments-bulk-bar';
import { PaymentsFilters, type PaymentsFilterValues } from './components/payments-filters';
import { PaymentsTable } from './components/payments-table';

// Loaded when an athlete is opened: its payment forms (react-hook-form, the schemas) are not needed to show the list.
const PaymentsAthleteView = lazy(() => import('./components/payments-athlete-view').then((m) => ({ default: m.PaymentsAthleteView })));

/** Gestão Financeira (spec 1 §2.14): enrolments with their instalment situation, and one athlete's finances. */
export function PaymentsPage() {
  const isStaff = hasRole(useCurrentUser(), STAFF);
  const [term, setTerm] = useState('');
  const busca = effectiveSearch(useDebouncedValue(term, 300)) || undefined;
  const [values, setValues] = useState<PaymentsFilterValues>({ somenteVencidas: false });
  const [ordem, setOrdem] = useState<'asc' | 'desc'>('asc');
  const [paging, setPaging] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [viewing, setViewingState] = useState<number | null>(null);
  // The list and the detail view replace each other: each starts at the top, not where the other was scrolled.
  const setViewing = (enrollmentId: number | null) => {
    setViewingState(enrollmentId);
    window.scrollTo({ top: 0 });
  };
  const [exporting, setExporting] = useState(false);

  // Spec 1 §9: a new search, situation or filter starts again from page 1 (and drops a selection
  // the new list may no longer show).
  const [seenBusca, setSeenBusca] = useState(busca);
  if (busca !== seenBusca) {
    setSeenBusca(busca);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected(new Set());
  }
  // Stable, so the memoised filter bar does not re-render when only the list's data changes.
  const changeFilters = useCallback((next: PaymentsFilterValues) => {
    setValues(next);
    setPaging((current) => ({ ...current, page: 1 }));
    setSelected(new Set());
  }, []);

  const filters: EnrollmentPaymentsFilters = { ...values, busca, ordem, ...paging };
  const enrollments = useEnrollmentsWithPayments(filters);
  const list = enrollments.data;

  async function handleExport() {
    setExporting(true);
    try {
      await exportPayments({ ...values, busca, ordem });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao exportar relatório', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setExporting(false);
    }
  }

  if (viewing !== null) {
    return (
      <>
        <PageHeader title="Gestão Financeira" />
        <Suspense fallback={null}>
          <PaymentsAthleteView enrollmentId={viewing} onBack={() => setViewing(null)} />
        </Suspense>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Gestão Financeira"
        subtitle="Acompanhe as mensalidades dos atletas matriculados"
        actions={
          <IconButton
            label="Exportar CSV"
            variant="outline"
            icon={<DownloadIcon />}
            onClick={() => void handleExport()}
            disabled={exporting || !list || list.total === 0}
          />
        }
      />

      <AfterFirstPaint>
        <PaymentsFilters search={term} onSearchChange={setTerm} values={values} onChange={changeFilters} showUnits={isStaff} />

        {isStaff && <PaymentsBulkBar selected={selected} onClear={() => setSelected(new Set())} />}

        <PaymentsTable
          list={list}
          isLoading={enrollments.isPending}
          error={
            enrollments.isError && !list ? (
              <ListError message="Não foi possível carregar as matrículas." onRetry={() => void enrollments.refetch()} />
            ) : undefined
          }
          ordem={ordem}
          onOrdemChange={(next) => {
            setOrdem(next);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          selectable={isStaff}
          selected={selected}
          onSelectedChange={setSelected}
          onView={(item) => setViewing(item.id)}
          onPageChange={(page) => setPaging((current) => ({ ...current, page }))}
          onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      </AfterFirstPaint>
    </>
  );
}
