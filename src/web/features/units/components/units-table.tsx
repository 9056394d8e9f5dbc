import type { ReactNode } from 'react';
import { formatPhoneDigits } from '@domain/documents';
import type { Unit } from '@domain/units';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { RowActions } from '@web/components/row-actions';
import { StatusBadge } from '@web/components/status-badge';

export interface UnitsTableProps {
  units: Unit[] | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onView: (unit: Unit) => void;
  onEdit: (unit: Unit) => void;
  onToggleStatus: (unit: Unit) => void;
}

const dash = <span className="text-muted-foreground">—</span>;

export function UnitsTable({ units, isLoading, error, onView, onEdit, onToggleStatus }: UnitsTableProps) {
  const columns: DataTableColumn<Unit>[] = [
    {
      id: 'nome',
      header: 'Nome',
      sortValue: (unit) => unit.nome,
      cell: (unit) => <p className="font-semibold">{unit.nome}</p>,
    },
    { id: 'empresa', header: 'Empresa', cell: (unit) => unit.company.nomeFantasia },
    {
      id: 'endereco',
      header: 'Endereço',
      className: 'max-w-80 text-sm',
      cell: (unit) => unit.endereco || dash,
    },
    {
      id: 'contato',
      header: 'Contato',
      cell: (unit) =>
        unit.telefone || unit.email ? (
          <div className="text-sm">
            {unit.telefone && <p className="whitespace-nowrap tabular-nums">{formatPhoneDigits(unit.telefone)}</p>}
            {unit.email && <p className="text-muted-foreground">{unit.email}</p>}
          </div>
        ) : (
          dash
        ),
    },
    { id: 'status', header: 'Status', cell: (unit) => <StatusBadge status={unit.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (unit) => (
        <RowActions status={unit.status} onView={() => onView(unit)} onEdit={() => onEdit(unit)} onToggleStatus={() => onToggleStatus(unit)} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Unidades cadastradas"
      columns={columns}
      data={units}
      getRowKey={(unit) => unit.id}
      isLoading={isLoading}
      error={error}
      empty={<EmptyState title="Nenhuma unidade cadastrada" />}
      minWidthClassName="min-w-[960px]"
      initialSort={{ columnId: 'nome', direction: 'asc' }}
    />
  );
}
