import type { ReactNode } from 'react';
import { formatWeekdays } from '@domain/organization';
import type { Team } from '@domain/teams';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { RowActions } from '@web/components/row-actions';
import { StatusBadge } from '@web/components/status-badge';

export interface TeamsTableProps {
  teams: Team[] | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onView: (team: Team) => void;
  onEdit: (team: Team) => void;
  onToggleStatus: (team: Team) => void;
}

const dash = <span className="text-muted-foreground">—</span>;

export function TeamsTable({ teams, isLoading, error, onView, onEdit, onToggleStatus }: TeamsTableProps) {
  const columns: DataTableColumn<Team>[] = [
    {
      id: 'nome',
      header: 'Nome',
      sortValue: (team) => team.nome,
      cell: (team) => (
        <div className="min-w-0">
          <p className="font-semibold">{team.nome}</p>
          <p className="text-sm text-muted-foreground">
            {team.modalidade} - {team.categoria}
          </p>
        </div>
      ),
    },
    { id: 'unidade', header: 'Unidade', cell: (team) => team.unit.nome },
    {
      id: 'horario',
      header: 'Horário',
      className: 'max-w-72',
      cell: (team) => (
        <div>
          <p className="whitespace-nowrap tabular-nums">{team.horario}</p>
          <p className="text-sm text-muted-foreground">{formatWeekdays(team.diasSemana)}</p>
        </div>
      ),
    },
    {
      id: 'professor',
      header: 'Professor',
      cell: (team) =>
        team.professorNome || team.auxiliarNome ? (
          <div>
            {team.professorNome && <p>{team.professorNome}</p>}
            {team.auxiliarNome && <p className="text-sm text-muted-foreground">Auxiliar: {team.auxiliarNome}</p>}
          </div>
        ) : (
          dash
        ),
    },
    { id: 'status', header: 'Status', cell: (team) => <StatusBadge status={team.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (team) => (
        <RowActions status={team.status} onView={() => onView(team)} onEdit={() => onEdit(team)} onToggleStatus={() => onToggleStatus(team)} />
      ),
    },
  ];

  return (
    <DataTable
      caption="Turmas cadastradas"
      columns={columns}
      data={teams}
      getRowKey={(team) => team.id}
      isLoading={isLoading}
      error={error}
      empty={<EmptyState title="Nenhuma turma cadastrada" />}
      minWidthClassName="min-w-[960px]"
      initialSort={{ columnId: 'nome', direction: 'asc' }}
    />
  );
}
