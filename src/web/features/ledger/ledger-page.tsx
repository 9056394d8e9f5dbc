import { useEffect, useState } from 'react';
import { ChevronDownIcon, DownloadIcon, PlusIcon, TagsIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { formatDate } from '@domain/format';
import { ledgerTypes, monthOf, PERIOD_ORDER, type ExportFormat, type FinancialRecord, type LedgerType } from '@domain/ledger';
import { AlertNotice } from '@web/components/alert-notice';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { listLoadError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { actionToasts } from '@web/lib/outcome-toasts';
import { usePagedRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteRecord } from './api/delete-record';
import { exportRecords } from './api/export-records';
import { useRecord } from './api/get-record';
import { useRecords } from './api/get-records';
import { CategoriesDialog } from './components/categories-dialog';
import { LedgerFilters } from './components/ledger-filters';
import { LedgerSummaryCards } from './components/ledger-summary-cards';
import { RecordFormDialog } from './components/record-form-dialog';
import { RecordsTable } from './components/records-table';

const filterKeys = ['inicio', 'fim', 'tipo', 'categoryId', 'unitId'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : undefined);

/**
 * ?inicio=&fim=&tipo=&categoryId=&unitId= besides the text and the page. Without dates the period is
 * the current month on the school's calendar (spec 1 §9), which "Limpar Filtros" restores.
 */
function readFilters(params: URLSearchParams) {
  const inicio = dateParam(params.get('inicio'));
  const fim = dateParam(params.get('fim'));
  const month = monthOf(todayIn(SCHOOL_TIME_ZONE));
  return {
    ...(inicio || fim ? { inicio, fim } : month),
    tipo: oneOf<LedgerType>(ledgerTypes, params.get('tipo')),
    categoryId: positiveInt(params.get('categoryId')),
    unitId: positiveInt(params.get('unitId')),
  };
}

/** What an instalment's payment recorded is not edited here (its row offers no Editar): an address naming it names nothing. */
const editable = (record: FinancialRecord) => record.origem !== 'pagamento';

/** Controle Financeiro (spec 1 §2.13): administrador and professor. */
export function LedgerPage() {
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const [exporting, setExporting] = useState(false);

  const records = useRecords(filters);
  const list = records.data;
  useLastPageFallback(filters.page, records, update);

  // The home screen's "Registro Financeiro" opens /financeiro?novo=1: the dialog opens once, and
  // the parameter goes so that reloading or going back does not open it again.
  const [params] = useSearchParams();
  const wantsNew = params.has('novo');
  // A link may name a record on another page of the list, or outside its period: it is fetched on its own.
  const dialogs = usePagedRecordDialogs<{ create: null; edit: FinancialRecord; delete: FinancialRecord; categories: null }>({
    initial: () => (wantsNew ? { type: 'create', target: null } : null),
    address: { edit: 'editar' },
    items: list?.items,
    useRecord,
    accept: editable,
  });
  useEffect(() => {
    if (wantsNew) update({ novo: undefined }, true);
  }, [wantsNew, update]);

  const remove = useDeleteRecord(actionToasts(() => ({ success: 'Registro excluído com sucesso!', failure: 'Erro ao excluir registro' }), dialogs.close));

  const { busca, inicio, fim, tipo, categoryId, unitId } = filters;
  async function handleExport(formato: ExportFormat) {
    setExporting(true);
    try {
      await exportRecords({ busca, inicio, fim, tipo, categoryId, unitId }, formato);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao exportar', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setExporting(false);
    }
  }

  const backwards = Boolean(inicio && fim && inicio > fim);
  const period = inicio && fim ? `${formatDate(inicio)} a ${formatDate(fim)}` : inicio ? `A partir de ${formatDate(inicio)}` : `Até ${formatDate(fim)}`;
  const hasParams = filterKeys.some((key) => params.has(key));
  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const deleting = dialogs.target('delete');

  return (
    <>
      <PageHeader
        title="Controle Financeiro"
        subtitle="Receitas e despesas da escola"
        actions={
          <>
            <Button variant="outline" onClick={() => dialogs.open('categories', null)}>
              <TagsIcon aria-hidden="true" />
              Gerenciar Categorias
            </Button>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" disabled={exporting || !list || list.total === 0}>
                  <DownloadIcon aria-hidden="true" />
                  Exportar
                  <ChevronDownIcon aria-hidden="true" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => void handleExport('csv')}>CSV (Excel em português)</DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void handleExport('xlsx')}>Planilha Excel (XLSX)</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Novo Registro
            </Button>
          </>
        }
      />

      <div className="space-y-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Período: <span className="font-medium text-foreground">{period}</span>
        </p>
        <LedgerSummaryCards totals={list?.totals} />
      </div>

      <LedgerFilters
        search={search}
        onSearchChange={setSearch}
        values={{ inicio: inicio ?? '', fim: fim ?? '', tipo, categoryId, unitId }}
        onChange={setFilters}
        active={hasParams || search.trim() !== ''}
        onClear={clear}
      />

      {backwards && <AlertNotice>{PERIOD_ORDER}</AlertNotice>}

      <RecordsTable
        list={list}
        isLoading={records.isPending && !backwards}
        error={listLoadError(records, 'Não foi possível carregar os registros.')}
        filtered={Boolean(busca || tipo || categoryId || unitId)}
        onEdit={(record) => dialogs.open('edit', record)}
        onDelete={(record) => dialogs.open('delete', record)}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {form !== undefined && <RecordFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} record={form} />}

      <CategoriesDialog open={dialogs.isOpen('categories')} onOpenChange={dialogs.onOpenChange} />

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir Registro"
        description="Tem certeza que deseja excluir este registro?"
        pending={remove.isPending}
        onConfirm={(record) => remove.mutate(record.id)}
      />
    </>
  );
}
