import type { ReactNode } from 'react';
import { auditActionLabel, auditEntityLabel, type AuditLogEntry, type AuditLogList } from '@domain/audit';
import { formatDateTime } from '@domain/format';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { Pagination } from '@web/components/pagination';
import { AuditChanges } from './audit-changes';

const columns: DataTableColumn<AuditLogEntry>[] = [
  { id: 'data', header: 'Data e hora', cell: (e) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(e.createdAt)}</span> },
  {
    id: 'usuario',
    header: 'Usuário',
    cell: (e) =>
      e.usuarioNome ? (
        <div className="min-w-0">
          <p className="font-medium break-words">{e.usuarioNome}</p>
          <p className="text-xs break-all text-muted-foreground">{e.usuarioEmail}</p>
        </div>
      ) : (
        <span className="text-muted-foreground">Sem sessão</span>
      ),
  },
  { id: 'acao', header: 'Ação', cell: (e) => auditActionLabel(e.action) },
  {
    id: 'entidade',
    header: 'Entidade',
    cell: (e) => (
      <span className="whitespace-nowrap">
        {auditEntityLabel(e.entity)}
        {e.entityId !== null && <span className="text-muted-foreground"> #{e.entityId}</span>}
      </span>
    ),
  },
  { id: 'alteracoes', header: 'Alterações', className: 'max-w-md', cell: (e) => <AuditChanges changes={e.changes} /> },
  { id: 'ip', header: 'IP', cell: (e) => <span className="text-xs text-muted-foreground">{e.ip ?? '—'}</span> },
];

export interface AuditTableProps {
  list: AuditLogList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The log, newest first, one server page at a time. */
export function AuditTable({ list, isLoading, error, filtered, onPageChange, onPageSizeChange }: AuditTableProps) {
  return (
    <div className="space-y-4">
      <DataTable
        columns={columns}
        data={list?.items}
        getRowKey={(e) => e.id}
        isLoading={isLoading}
        error={error}
        caption="Registros de auditoria"
        minWidthClassName="min-w-[960px]"
        empty={
          <EmptyState
            title={filtered ? 'Nenhum registro encontrado' : 'Nenhum registro de auditoria'}
            description={filtered ? 'Ajuste ou limpe os filtros.' : undefined}
          />
        }
      />
      {list && list.total > 0 && (
        <Pagination list={list} noun={['registro', 'registros']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      )}
    </div>
  );
}
