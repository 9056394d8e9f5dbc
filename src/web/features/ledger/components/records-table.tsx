import type { ReactNode } from 'react';
import { PencilIcon, ReceiptTextIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '@domain/format';
import { ledgerTypeLabels, type FinancialRecord, type FinancialRecordList } from '@domain/ledger';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Pagination } from '@web/components/pagination';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';

export interface RecordsTableProps {
  list: FinancialRecordList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  filtered: boolean;
  onEdit: (record: FinancialRecord) => void;
  onDelete: (record: FinancialRecord) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * A row a payment recorded is the payment's: it links to the enrolment's instalments instead of being
 * edited here (nothing to link to once the enrolment is gone).
 */
function PaymentRowLink({ record }: { record: FinancialRecord }) {
  const label = 'Ver parcelas da matrícula';
  if (record.enrollmentId === null) return null;
  return (
    <Button variant="ghost" size="icon" asChild>
      <Link to={paths.enrollmentFinance(record.enrollmentId)} aria-label={label} data-tooltip={label}>
        <ReceiptTextIcon aria-hidden="true" />
      </Link>
    </Button>
  );
}

/** The ledger rows of the filters, newest first, paged by the server. */
export function RecordsTable({ list, isLoading, error, filtered, onEdit, onDelete, onPageChange, onPageSizeChange }: RecordsTableProps) {
  const columns: DataTableColumn<FinancialRecord>[] = [
    { id: 'data', header: 'Data', className: 'whitespace-nowrap tabular-nums', cell: (r) => formatDate(r.data) },
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (r) => (
        <div className="min-w-0 space-y-1">
          <p className="font-medium">{r.descricao ?? <span className="text-muted-foreground">Sem descrição</span>}</p>
          {r.origem === 'pagamento' && <Badge variant="outline">Pagamento de parcela</Badge>}
        </div>
      ),
    },
    {
      id: 'categoria',
      header: 'Categoria',
      cell: (r) => (
        <div>
          <p>{r.categoria}</p>
          {r.subcategoria && <p className="text-sm text-muted-foreground">{r.subcategoria}</p>}
        </div>
      ),
    },
    { id: 'unidade', header: 'Unidade', cell: (r) => r.unit?.nome ?? <span className="text-muted-foreground">Geral</span> },
    {
      id: 'tipo',
      header: 'Tipo',
      cell: (r) => <Badge variant={r.tipo === 'receita' ? 'success' : 'destructive'}>{ledgerTypeLabels[r.tipo]}</Badge>,
    },
    {
      id: 'valor',
      header: 'Valor',
      headerClassName: 'text-right',
      className: cn('text-right whitespace-nowrap tabular-nums font-medium'),
      cell: (r) => (
        <span className={r.tipo === 'receita' ? 'text-success' : 'text-destructive'}>
          {r.tipo === 'receita' ? '+' : '−'} {formatMoney(r.valor)}
        </span>
      ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (r) =>
        r.origem === 'pagamento' ? (
          <div className="flex justify-end">
            <PaymentRowLink record={r} />
          </div>
        ) : (
          <div className="flex justify-end gap-1">
            <IconButton label="Editar" icon={<PencilIcon />} onClick={() => onEdit(r)} />
            <IconButton label="Excluir" icon={<Trash2Icon />} className="text-destructive hover:text-destructive" onClick={() => onDelete(r)} />
          </div>
        ),
    },
  ];

  return (
    <div className="space-y-3">
      <DataTable
        caption="Registros financeiros"
        columns={columns}
        data={list?.items}
        getRowKey={(r) => r.id}
        isLoading={isLoading}
        error={error}
        minWidthClassName="min-w-[860px]"
        empty={
          filtered ? (
            <EmptyState title="Nenhum registro encontrado" description="Tente ajustar os filtros ou o período." />
          ) : (
            <EmptyState title="Nenhum registro neste período" description="Registre uma receita ou despesa para começar." />
          )
        }
      />
      {list && list.total > 0 && <Pagination list={list} noun={['registro', 'registros']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />}
    </div>
  );
}
