import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatMoney } from '@domain/format';
import type { BankLine, BankLineList, BankLineStatus, BankTarget } from '@domain/reconciliation';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { Pagination } from '@web/components/pagination';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { useMediaQuery, WIDE_SCREEN_QUERY } from '@web/shell/use-media-query';
import { BankTargetSummary } from './bank-target';

export interface BankLinesTableProps {
  status: BankLineStatus;
  list: BankLineList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  /** The line whose decision is being sent: its buttons wait. */
  busyId: number | null;
  /** Pending credits ticked for "Ignorar selecionados". */
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  onConfirm: (line: BankLine, target: BankTarget) => void;
  onChoose: (line: BankLine) => void;
  onIgnore: (line: BankLine) => void;
  onRestore: (line: BankLine) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

const empty: Record<BankLineStatus, ReactNode> = {
  pendente: <EmptyState title="Nenhum crédito a conciliar" description="Importe o extrato OFX da conta da escola para ver os créditos recebidos." />,
  conciliada: <EmptyState title="Nenhum crédito conciliado" />,
  ignorada: <EmptyState title="Nenhum crédito ignorado" />,
};

const outcomeHeader: Record<BankLineStatus, string> = { pendente: 'Proposta', conciliada: 'Pagamento', ignorada: 'Decisão' };

/** A pending credit's proposal with its reason, or what staff can do without one. */
function Proposal({ line }: { line: BankLine }) {
  if (line.proposta) {
    return (
      <div className="space-y-1">
        <BankTargetSummary target={line.proposta} />
        <Badge variant="outline" className="max-w-full whitespace-normal">{line.proposta.motivo}</Badge>
      </div>
    );
  }
  if (line.aviso) return <p className="text-sm text-amber-900 dark:text-amber-100">{line.aviso}</p>;
  if (line.candidatos.length > 0) {
    return <p className="text-sm">{line.candidatos.length} parcelas com este valor e vencimento próximo: escolha uma</p>;
  }
  return <p className="text-sm text-muted-foreground">Nenhuma parcela em aberto deste valor com vencimento próximo</p>;
}

/** Who reconciled or ignored the credit, and when. */
function Decision({ line }: { line: BankLine }) {
  return (
    <p className="text-sm text-muted-foreground">
      {line.status === 'conciliada' ? 'Conciliado' : 'Ignorado'} por {line.decididoPor?.nome ?? 'usuário removido'}
      {line.decididoEm && ` em ${formatDateTime(line.decididoEm)}`}
    </p>
  );
}

/**
 * The credits of one tab: pending ones with their proposal and actions, the others with who decided.
 * Phones get one card per credit, so the actions are not scrolled out of sight.
 */
export function BankLinesTable({
  status,
  list,
  isLoading,
  error,
  busyId,
  selected,
  onSelectedChange,
  onConfirm,
  onChoose,
  onIgnore,
  onRestore,
  onPageChange,
  onPageSizeChange,
}: BankLinesTableProps) {
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const selectable = status === 'pendente';
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  };
  const tick = (line: BankLine) => (
    <Checkbox aria-label={`Selecionar o crédito de ${formatMoney(line.valor)} de ${formatDate(line.data)}`} checked={selected.has(line.id)} onCheckedChange={(on) => toggle([line.id], on)} />
  );

  function actions(line: BankLine) {
    const busy = busyId === line.id;
    if (status === 'ignorada') {
      return (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onRestore(line)}>
          Restaurar
        </Button>
      );
    }
    if (status !== 'pendente') return null;
    return (
      <div className="flex flex-wrap justify-end gap-2 md:flex-col md:items-end">
        {line.proposta && (
          <Button size="sm" disabled={busy} onClick={() => onConfirm(line, line.proposta!)}>
            Confirmar
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onChoose(line)}>
          {line.proposta ? 'Escolher outra parcela' : 'Escolher parcela'}
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onIgnore(line)}>
          Ignorar
        </Button>
      </div>
    );
  }

  function outcome(line: BankLine) {
    if (status === 'pendente') return <Proposal line={line} />;
    return (
      <div className="space-y-2">
        {status === 'conciliada' && line.pagou && <BankTargetSummary target={line.pagou} />}
        <Decision line={line} />
      </div>
    );
  }

  const items = list?.items;
  const pager = list && list.total > 0 && <Pagination list={list} noun={['crédito', 'créditos']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />;

  if (!isWide && items?.length) {
    return (
      <div className="space-y-3">
        <ul aria-label="Créditos do extrato bancário" className="space-y-3">
          {items.map((line) => (
            <li key={line.id} className="space-y-3 rounded-lg border bg-card p-4">
              <div className="flex items-start justify-between gap-2">
                {selectable && <div className="pt-1">{tick(line)}</div>}
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words">{line.descricao || 'Sem descrição'}</p>
                  <p className="text-sm text-muted-foreground">
                    {formatDate(line.data)} · Conta {line.conta}
                  </p>
                </div>
                <p className="font-medium whitespace-nowrap text-success tabular-nums">{formatMoney(line.valor)}</p>
              </div>
              {outcome(line)}
              {actions(line)}
            </li>
          ))}
        </ul>
        {pager}
      </div>
    );
  }

  const allTicked = !!items?.length && items.every((line) => selected.has(line.id));
  const columns: DataTableColumn<BankLine>[] = [
    ...(selectable
      ? [
          {
            id: 'selecao',
            header: (
              <Checkbox
                aria-label="Selecionar todos da página"
                checked={allTicked}
                disabled={!items?.length}
                onCheckedChange={(on) => toggle((items ?? []).map((line) => line.id), on)}
              />
            ),
            headerClassName: 'w-10',
            cell: tick,
          },
        ]
      : []),
    { id: 'data', header: 'Data', className: 'whitespace-nowrap tabular-nums', cell: (line) => formatDate(line.data) },
    {
      id: 'descricao',
      header: 'Descrição',
      cell: (line) => (
        <div className="min-w-0 space-y-1">
          <p className="font-medium break-words">{line.descricao || 'Sem descrição'}</p>
          <p className="text-xs text-muted-foreground">Conta {line.conta}</p>
        </div>
      ),
    },
    {
      id: 'valor',
      header: 'Valor',
      headerClassName: 'text-right',
      className: 'text-right whitespace-nowrap tabular-nums font-medium text-success',
      cell: (line) => formatMoney(line.valor),
    },
    { id: 'resultado', header: outcomeHeader[status], cell: outcome },
  ];
  if (status !== 'conciliada') columns.push({ id: 'acoes', header: 'Ações', headerClassName: 'text-right', className: 'text-right', cell: actions });

  return (
    <div className="space-y-3">
      <DataTable
        caption="Créditos do extrato bancário"
        columns={columns}
        data={items}
        getRowKey={(line) => line.id}
        isLoading={isLoading}
        error={error}
        minWidthClassName="min-w-[860px]"
        empty={empty[status]}
      />
      {pager}
    </div>
  );
}
