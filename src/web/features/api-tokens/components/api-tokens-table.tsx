import type { ReactNode } from 'react';
import { BanIcon } from 'lucide-react';
import { apiTokenScopeLabels, type ApiToken } from '@domain/api-tokens';
import { formatDate, formatDateTime } from '@domain/format';
import { DataTable, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';

export interface ApiTokensTableProps<T extends ApiToken> {
  tokens: T[] | undefined;
  isLoading: boolean;
  error?: ReactNode;
  onRevoke: (token: T) => void;
  caption: string;
  empty: ReactNode;
  /** The school's list names whose each token is. */
  owner?: (token: T) => ReactNode;
}

export function ApiTokensTable<T extends ApiToken>({ tokens, isLoading, error, onRevoke, caption, empty, owner }: ApiTokensTableProps<T>) {
  const columns: DataTableColumn<T>[] = [
    {
      id: 'nome',
      header: 'Nome',
      sortValue: (token) => token.nome,
      cell: (token) => (
        <div className="min-w-0">
          <p className="font-semibold break-words">{token.nome}</p>
          <p className="font-mono text-sm text-muted-foreground">plt_{token.prefixo}…</p>
        </div>
      ),
    },
    ...(owner ? [{ id: 'dono', header: 'Dono', cell: (token: T) => <span className="break-words">{owner(token)}</span> }] : []),
    { id: 'escopo', header: 'Escopo', cell: (token) => apiTokenScopeLabels[token.escopo] },
    { id: 'criado', header: 'Criado em', cell: (token) => <span className="whitespace-nowrap tabular-nums">{formatDate(token.createdAt)}</span> },
    {
      id: 'uso',
      header: 'Último uso',
      cell: (token) =>
        token.lastUsedAt ? (
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(token.lastUsedAt)}</span>
        ) : (
          <span className="text-muted-foreground">Nunca usado</span>
        ),
    },
    {
      id: 'situacao',
      header: 'Situação',
      cell: (token) =>
        token.revokedAt ? (
          <Badge variant="secondary" title={`Revogado em ${formatDateTime(token.revokedAt)}`}>
            Revogado
          </Badge>
        ) : (
          <Badge variant="success">Ativo</Badge>
        ),
    },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (token) =>
        token.revokedAt ? null : (
          <div className="flex justify-end">
            <IconButton label="Revogar" icon={<BanIcon />} className="text-destructive hover:text-destructive" onClick={() => onRevoke(token)} />
          </div>
        ),
    },
  ];

  return (
    <DataTable
      caption={caption}
      columns={columns}
      data={tokens}
      getRowKey={(token) => token.id}
      isLoading={isLoading}
      error={error}
      empty={empty}
      minWidthClassName="min-w-[720px]"
    />
  );
}
