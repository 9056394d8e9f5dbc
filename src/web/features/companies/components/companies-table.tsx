import type { ReactNode } from 'react';
import type { Company } from '@domain/companies';
import { formatCnpjDigits, formatPhoneDigits } from '@domain/documents';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { RowActions } from '@web/components/row-actions';
import { StatusBadge } from '@web/components/status-badge';

export interface CompaniesTableProps {
  companies: Company[] | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onView: (company: Company) => void;
  onEdit: (company: Company) => void;
  onToggleStatus: (company: Company) => void;
}

const dash = <span className="text-muted-foreground">—</span>;

export function CompaniesTable({ companies, isLoading, error, onView, onEdit, onToggleStatus }: CompaniesTableProps) {
  const columns: DataTableColumn<Company>[] = [
    {
      id: 'empresa',
      header: 'Empresa',
      cell: (company) => (
        <div className="min-w-0">
          <p className="font-semibold">{company.nomeFantasia}</p>
          <p className="text-sm text-muted-foreground">{company.razaoSocial}</p>
        </div>
      ),
    },
    {
      id: 'cnpj',
      header: 'CNPJ',
      cell: (company) => <span className="whitespace-nowrap tabular-nums">{formatCnpjDigits(company.cnpj)}</span>,
    },
    {
      id: 'responsavel',
      header: 'Responsável',
      cell: (company) =>
        company.responsavelNome ? (
          <div>
            <p>{company.responsavelNome}</p>
            {company.responsavelFuncao && <p className="text-sm text-muted-foreground">{company.responsavelFuncao}</p>}
          </div>
        ) : (
          dash
        ),
    },
    {
      id: 'contato',
      header: 'Contato',
      cell: (company) =>
        company.telefone || company.email ? (
          <div className="text-sm">
            {company.telefone && <p className="whitespace-nowrap tabular-nums">{formatPhoneDigits(company.telefone)}</p>}
            {company.email && <p className="text-muted-foreground">{company.email}</p>}
          </div>
        ) : (
          dash
        ),
    },
    { id: 'status', header: 'Status', cell: (company) => <StatusBadge status={company.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (company) => (
        <RowActions
          status={company.status}
          onView={() => onView(company)}
          onEdit={() => onEdit(company)}
          onToggleStatus={() => onToggleStatus(company)}
        />
      ),
    },
  ];

  return (
    <DataTable
      caption="Empresas cadastradas"
      columns={columns}
      data={companies}
      getRowKey={(company) => company.id}
      isLoading={isLoading}
      error={error}
      empty={<EmptyState title="Nenhuma empresa cadastrada" />}
      minWidthClassName="min-w-[860px]"
    />
  );
}
