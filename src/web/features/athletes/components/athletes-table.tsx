import type { ReactNode } from 'react';
import { EyeIcon, PencilIcon } from 'lucide-react';
import { ageCategoryLabels } from '@domain/age';
import type { AthleteList, AthleteListItem } from '@domain/athletes';
import { formatCpfDigits, formatPhoneDigits } from '@domain/documents';
import { formatAge } from '@domain/format';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Pagination } from '@web/components/pagination';
import { StatusBadge } from '@web/components/status-badge';

export interface AthletesTableProps {
  list: AthleteList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  /** A search or a filter is on: the empty state then suggests adjusting it. */
  filtered: boolean;
  /** administrador and professor: each row also offers Editar. */
  canModify: boolean;
  onView: (athlete: AthleteListItem) => void;
  onEdit: (athlete: AthleteListItem) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function AthletesTable({ list, isLoading, error, filtered, canModify, onView, onEdit, onPageChange, onPageSizeChange }: AthletesTableProps) {
  const columns: DataTableColumn<AthleteListItem>[] = [
    {
      id: 'atleta',
      header: 'Atleta',
      cell: (athlete) => (
        <div className="flex min-w-0 items-center gap-3">
          <AthleteAvatar nome={athlete.nomeCompleto} fotoUrl={athlete.fotoUrl} size="sm" />
          <div className="min-w-0">
            <p className="font-semibold">{athlete.nomeCompleto}</p>
            <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatCpfDigits(athlete.cpf)}</p>
          </div>
        </div>
      ),
    },
    {
      id: 'idade',
      header: 'Idade',
      cell: (athlete) => (
        <div className="whitespace-nowrap">
          <p>{formatAge(athlete.idade)}</p>
          <p className="text-sm text-muted-foreground">{ageCategoryLabels[athlete.categoria]}</p>
        </div>
      ),
    },
    {
      id: 'responsavel',
      header: 'Responsável',
      cell: (athlete) => (
        <div>
          <p>{athlete.responsavelNome}</p>
          <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatPhoneDigits(athlete.responsavelTelefone)}</p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (athlete) => <StatusBadge status={athlete.status === 'ATIVO' ? 'ativo' : 'inativo'} />,
    },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (athlete) => (
        <div className="flex justify-end gap-1">
          <IconButton label="Ver detalhes" icon={<EyeIcon />} onClick={() => onView(athlete)} />
          {canModify && <IconButton label="Editar" icon={<PencilIcon />} onClick={() => onEdit(athlete)} />}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <DataTable
        caption="Atletas cadastrados"
        columns={columns}
        data={list?.items}
        getRowKey={(athlete) => athlete.id}
        isLoading={isLoading}
        error={error}
        empty={
          filtered ? (
            <EmptyState title="Nenhum atleta encontrado" description="Tente ajustar sua busca ou cadastre um novo atleta." />
          ) : (
            <EmptyState title="Nenhum atleta cadastrado" description="Comece cadastrando o primeiro atleta do sistema." />
          )
        }
        minWidthClassName="min-w-[760px]"
      />
      {list && list.total > 0 && !error && <Pagination list={list} noun={['atleta', 'atletas']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />}
    </div>
  );
}
