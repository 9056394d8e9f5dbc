import { useEffect, useState } from 'react';
import { ChevronDownIcon, DownloadIcon, PlusIcon, TagsIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { ledgerTypes, monthOf, PERIOD_ORDER, type ExportFormat, type FinancialRecord, type LedgerType } from '@domain/ledger';
import { AlertNotice } from '@web/components/alert-notice';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@web/components/ui/dropdown-menu';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { formatDate } from '@web/lib/format';
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useDeleteRecord } from './api/delete-record';
import { exportRecords } from './api/export-records';
import { useRecords } from './api/get-records';
import { CategoriesDialog } from './components/categories-dialog';
import { LedgerFilters } from './components/ledger-filters';
import { LedgerSummaryCards } from './components/ledger-summary-cards';
import { RecordFormDialog } from './components/record-form-dialog';
import { RecordsTable } from './components/records-table';

type DialogState = { type: 'create' } | { type: 'edit'; record: FinancialRecord } | { type: 'delete'; record: FinancialRecord } | { type: 'categories' };

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

/** Controle Financeiro (spec 1 §2.13): administrador and professor. */
export function LedgerPage() {
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [exporting, setExporting] = useState(false);
  const closeDialog = () => setDialog(null);

  const records = useRecords(filters);
  const list = records.data;
  useLastPageFallback(filters.page, records, update);

  // The home screen's "Registro Financeiro" opens /financeiro?novo=1: the dialog opens once, and
  // the parameter goes so that reloading or going back does not open it again.
  const [params] = useSearchParams();
  const wantsNew = params.has('novo');
  useEffect(() => {
    if (!wantsNew) return;
    setDialog({ type: 'create' });
    update({ novo: undefined }, true);
  }, [wantsNew, update]);

  const remove = useDeleteRecord({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Registro excluído com sucesso!' });
      closeDialog();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir registro') });
      closeDialog();
    },
  });

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

  return (
    <>
      <PageHeader
        title="Controle Financeiro"
        subtitle="Receitas e despesas da escola"
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog({ type: 'categories' })}>
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
            <Button onClick={() => setDialog({ type: 'create' })}>
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
        error={records.isError && !list ? <ListError message="Não foi possível carregar os registros." onRetry={() => void records.refetch()} /> : undefined}
        filtered={Boolean(busca || tipo || categoryId || unitId)}
        onEdit={(record) => setDialog({ type: 'edit', record })}
        onDelete={(record) => setDialog({ type: 'delete', record })}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <RecordFormDialog
          key={dialog.type === 'edit' ? dialog.record.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          record={dialog.type === 'edit' ? dialog.record : null}
        />
      )}

      <CategoriesDialog open={dialog?.type === 'categories'} onOpenChange={(open) => !open && closeDialog()} />

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir Registro"
        description="Tem certeza que deseja excluir este registro?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog?.type === 'delete' && remove.mutate(dialog.record.id)}
      />
    </>
  );
}
