import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { BellRingIcon, DownloadIcon, QrCodeIcon } from 'lucide-react';
import { paymentSituations } from '@domain/enrollments';
import { AfterFirstPaint } from '@web/components/after-first-paint';
import { listLoadError } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useCan } from '@web/lib/session';
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { exportPayments } from './api/export-payments';
import { useEnrollmentsWithPayments, type EnrollmentPaymentsFilters } from './api/get-enrollments-with-payments';
import { PaymentClaimsCard } from './components/payment-claims-card';
import { PaymentsBulkBar } from './components/payments-bulk-bar';
import { PaymentsFilters, type PaymentsFilterValues } from './components/payments-filters';
import { PaymentsTable } from './components/payments-table';
import { UnreachableFamiliesCard } from './components/unreachable-families-card';

// Loaded when an athlete or the régua is opened: their forms (react-hook-form, the schemas) are not needed to show the list.
const PaymentsAthleteView = lazy(() => import('./components/payments-athlete-view').then((m) => ({ default: m.PaymentsAthleteView })));
const ConfirmPixDialog = lazy(() => import('@web/features/reconciliation').then((m) => ({ default: m.ConfirmPixDialog })));
const ReminderSettingsDialog = lazy(() => import('./components/reminder-settings-dialog').then((m) => ({ default: m.ReminderSettingsDialog })));

const filterKeys = ['unidade', 'situacao', 'vencidas', 'ordem'] as const;

/** ?unidade=&situacao=&vencidas=1&ordem=desc besides the search and the page; ?matricula= opens one enrolment. */
const readFilters = (params: URLSearchParams) => ({
  unitId: positiveInt(params.get('unidade')),
  situacao: oneOf(paymentSituations, params.get('situacao')),
  somenteVencidas: params.get('vencidas') === '1',
  ordem: params.get('ordem') === 'desc' ? ('desc' as const) : ('asc' as const),
  viewing: positiveInt(params.get('matricula')),
});

/**
 * Gestão Financeira (spec 1 §2.14): enrolments with their instalment situation, and one athlete's
 * finances. Filters, page and the open enrolment live in the URL, so Back and a shared link restore them.
 */
export function PaymentsPage() {
  const takesPayments = useCan('takePayments');
  const setsSchedule = useCan('setDunningSchedule');
  const charges = useCan('manageDunning');
  const listsUnits = useCan('manageUnits');
  const dialogs = useRecordDialogs<{ reminders: null; pix: null }>();
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const { viewing, ...query } = filters;
  const listQuery: EnrollmentPaymentsFilters = query;
  const enrollments = useEnrollmentsWithPayments(listQuery);
  const list = enrollments.data;
  useLastPageFallback(filters.page, enrollments, update);
  const [exporting, setExporting] = useState(false);

  // A selection belongs to the rows on screen: another page, filter or order drops it, so nothing
  // out of sight is ever paid.
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const listKey = JSON.stringify(listQuery);
  const [seenListKey, setSeenListKey] = useState(listKey);
  if (listKey !== seenListKey) {
    setSeenListKey(listKey);
    setSelected(new Set());
  }

  // Back from an enrolment, focus returns to the 'Ver Financeiro' that opened it.
  const returnFocusTo = useRef<number | null>(null);
  const [seenViewing, setSeenViewing] = useState(viewing);
  if (viewing !== seenViewing) {
    if (viewing === undefined && seenViewing !== undefined) returnFocusTo.current = seenViewing;
    setSeenViewing(viewing);
  }
  useEffect(() => {
    if (viewing !== undefined || returnFocusTo.current === null || !list) return;
    const opener = document.querySelector<HTMLElement>(`[data-view-enrollment="${returnFocusTo.current}"]`);
    returnFocusTo.current = null;
    opener?.focus();
  }, [viewing, list]);

  const open = (enrollmentId: number | undefined) => {
    update({ matricula: enrollmentId });
    // The list and the detail view replace each other: each starts at the top, not where the other was scrolled.
    window.scrollTo({ top: 0 });
  };

  const changeFilters = useCallback(
    (next: PaymentsFilterValues) => setFilters({ unidade: next.unitId, situacao: next.situacao, vencidas: next.somenteVencidas ? 1 : undefined }),
    [setFilters],
  );

  async function handleExport() {
    setExporting(true);
    try {
      const { page: _page, pageSize: _pageSize, ...exported } = listQuery;
      await exportPayments(exported);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao exportar relatório', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setExporting(false);
    }
  }

  if (viewing !== undefined) {
    return (
      <>
        <PageHeader title="Gestão Financeira" />
        <Suspense fallback={null}>
          <PaymentsAthleteView enrollmentId={viewing} onBack={() => open(undefined)} />
        </Suspense>
      </>
    );
  }

  const values: PaymentsFilterValues = { unitId: filters.unitId, situacao: filters.situacao, somenteVencidas: filters.somenteVencidas };
  return (
    <>
      <PageHeader
        title="Gestão Financeira"
        subtitle="Acompanhe as mensalidades dos atletas matriculados"
        actions={
          <>
            {takesPayments && (
              <Button variant="outline" onClick={() => dialogs.open('pix', null)}>
                <QrCodeIcon aria-hidden="true" />
                Confirmar PIX
              </Button>
            )}
            {setsSchedule && (
              <Button variant="outline" onClick={() => dialogs.open('reminders', null)}>
                <BellRingIcon aria-hidden="true" />
                Régua de cobrança
              </Button>
            )}
            <IconButton
              label="Exportar CSV"
              variant="outline"
              icon={<DownloadIcon />}
              onClick={() => void handleExport()}
              disabled={exporting || !list || list.total === 0}
            />
          </>
        }
      />
      {dialogs.isOpen('pix') && (
        <Suspense fallback={null}>
          <ConfirmPixDialog onOpenChange={dialogs.onOpenChange} />
        </Suspense>
      )}
      {dialogs.isOpen('reminders') && (
        <Suspense fallback={null}>
          <ReminderSettingsDialog open onOpenChange={dialogs.onOpenChange} />
        </Suspense>
      )}

      <AfterFirstPaint>
        <PaymentsFilters search={search} onSearchChange={setSearch} values={values} onChange={changeFilters} onClear={clear} showUnits={listsUnits} />

        {takesPayments && <PaymentClaimsCard />}

        {charges && <UnreachableFamiliesCard />}

        {takesPayments && <PaymentsBulkBar selected={selected} rows={list?.items ?? []} onClear={() => setSelected(new Set())} />}

        <PaymentsTable
          list={list}
          isLoading={enrollments.isPending}
          error={listLoadError(enrollments, 'Não foi possível carregar as matrículas.')}
          ordem={filters.ordem}
          onOrdemChange={(next) => setFilters({ ordem: next === 'desc' ? next : undefined })}
          selectable={takesPayments}
          selected={selected}
          onSelectedChange={setSelected}
          onView={(item) => open(item.id)}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </AfterFirstPaint>
    </>
  );
}
