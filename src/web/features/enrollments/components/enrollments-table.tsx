import type { ReactNode } from 'react';
import { EyeIcon, HistoryIcon, PencilIcon, PowerIcon, RotateCcwIcon } from 'lucide-react';
import { formatCpfDigits } from '@domain/documents';
import { planTypeLabels, type Enrollment, type EnrollmentList } from '@domain/enrollments';
import { formatMoney } from '@domain/format';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { EnrollmentStatusBadge } from '@web/components/enrollment-status-badge';
import { IconButton } from '@web/components/icon-button';
import { Pagination } from '@web/components/pagination';

/** Page sizes under the list, as on Atletas (25 by default). */

/** "Dia 10": the instalments fall due on this day of each month. */
export const dueDay = (enrollment: Pick<Enrollment, 'dataVencimento'>) => `Dia ${Number(enrollment.dataVencimento.slice(8, 10))}`;

export const teamAndUnit = (enrollment: Pick<Enrollment, 'team'>) => `${enrollment.team.nome} - ${enrollment.team.unit.nome}`;

export interface EnrollmentsTableProps {
  list: EnrollmentList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  /** A search or a filter is on: the empty state then suggests adjusting it. */
  filtered: boolean;
  /** administrador only (spec 1 §6): Editar and Inativar/Reativar on each row. */
  canManage: boolean;
  onView: (enrollment: Enrollment) => void;
  onHistory: (enrollment: Enrollment) => void;
  onEdit: (enrollment: Enrollment) => void;
  onToggleStatus: (enrollment: Enrollment) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

export function EnrollmentsTable({
  list,
  isLoading,
  error,
  filtered,
  canManage,
  onView,
  onHistory,
  onEdit,
  onToggleStatus,
  onPageChange,
  onPageSizeChange,
}: EnrollmentsTableProps) {
  const columns: DataTableColumn<Enrollment>[] = [
    {
      id: 'atleta',
      header: 'Atleta',
      cell: (e) => (
        <div className="min-w-0">
          <p className="font-semibold">{e.athlete.nomeCompleto}</p>
          <p className="text-sm whitespace-nowrap text-muted-foreground tabular-nums">{formatCpfDigits(e.athlete.cpf)}</p>
        </div>
      ),
    },
    { id: 'turma', header: 'Turma', cell: teamAndUnit },
    { id: 'plano', header: 'Plano', cell: (e) => planTypeLabels[e.tipoPlano] },
    { id: 'mensalidade', header: 'Mensalidade', cell: (e) => formatMoney(e.valorMensalidade), className: 'whitespace-nowrap tabular-nums' },
    { id: 'vencimento', header: 'Vencimento', cell: dueDay, className: 'whitespace-nowrap' },
    { id: 'status', header: 'Status', cell: (e) => <EnrollmentStatusBadge status={e.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (e) => (
        <div className="flex justify-end gap-1">
          <IconButton label="Ver detalhes" icon={<EyeIcon />} onClick={() => onView(e)} />
          <IconButton label="Histórico de Alterações" icon={<HistoryIcon />} onClick={() => onHistory(e)} />
          {canManage && (
            <>
              <IconButton label="Editar" icon={<PencilIcon />} onClick={() => onEdit(e)} />
              {e.status === 'ativa' ? (
                <IconButton label="Inativar" icon={<PowerIcon />} className="text-destructive hover:text-destructive" onClick={() => onToggleStatus(e)} />
              ) : (
                <IconButton label="Reativar" icon={<RotateCcwIcon />} className="text-success hover:text-success" onClick={() => onToggleStatus(e)} />
              )}
            </>
          )}
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <DataTable
        caption="Matrículas cadastradas"
        columns={columns}
        data={list?.items}
        getRowKey={(e) => e.id}
        isLoading={isLoading}
        error={error}
        empty={
          filtered ? (
            <EmptyState title="Nenhuma matrícula encontrada" description="Tente ajustar sua busca ou os filtros." />
          ) : (
            <EmptyState title="Nenhuma matrícula cadastrada" description="Comece matriculando um atleta em uma turma." />
          )
        }
        minWidthClassName="min-w-[900px]"
      />
      {list && list.total > 0 && !error && <Pagination list={list} noun={['matrícula', 'matrículas']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />}
    </div>
  );
}
