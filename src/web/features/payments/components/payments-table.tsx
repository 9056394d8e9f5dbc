import type { ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, WalletIcon } from 'lucide-react';
import { planTypeLabels } from '@domain/enrollment-constants';
import type { EnrollmentPaymentsItem, EnrollmentPaymentsList } from '@domain/enrollments';
import { formatMoney } from '@domain/format';
import { AthleteAvatar } from '@web/components/athlete-avatar';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { InstalmentCounts } from '@web/components/instalment-counts';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';

export interface PaymentsTableProps {
  list: EnrollmentPaymentsList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  ordem: 'asc' | 'desc';
  onOrdemChange: (ordem: 'asc' | 'desc') => void;
  /** Staff: rows can be selected for bulk processing. */
  selectable: boolean;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
  onView: (item: EnrollmentPaymentsItem) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The enrolments of Gestão Financeira: the server filters, orders by athlete name and pages (spec 1 §2.14). */
export function PaymentsTable({
  list,
  isLoading,
  error,
  ordem,
  onOrdemChange,
  selectable,
  selected,
  onSelectedChange,
  onView,
  onPageChange,
  onPageSizeChange,
}: PaymentsTableProps) {
  const items = list?.items ?? [];
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const togglePage = (on: boolean) => {
    const next = new Set(selected);
    for (const item of items) {
      if (on) next.add(item.id);
      else next.delete(item.id);
    }
    onSelectedChange(next);
  };

  const columns: DataTableColumn<EnrollmentPaymentsItem>[] = [
    ...(selectable
      ? [
          {
            id: 'selecao',
            header: (
              <Checkbox
                aria-label="Selecionar todos da página"
                checked={allSelected}
                onCheckedChange={(checked) => togglePage(checked === true)}
                disabled={items.length === 0}
              />
            ),
            headerClassName: 'w-10',
            cell: (item: EnrollmentPaymentsItem) => (
              <Checkbox
                aria-label={`Selecionar ${item.athlete.nomeCompleto}`}
                checked={selected.has(item.id)}
                onCheckedChange={(checked) => toggle(item.id, checked === true)}
              />
            ),
          },
        ]
      : []),
    {
      id: 'atleta',
      // The server orders the whole list, so the header asks it rather than sorting this page.
      header: <OrderToggle ordem={ordem} onToggle={() => onOrdemChange(ordem === 'asc' ? 'desc' : 'asc')} />,
      cell: (item) => (
        <div className="flex min-w-0 items-center gap-3">
          <AthleteAvatar nome={item.athlete.nomeCompleto} fotoUrl={item.athlete.fotoUrl} size="sm" />
          <div className="min-w-0">
            <p className="font-semibold">{item.athlete.nomeCompleto}</p>
            <p className="text-sm text-muted-foreground">
              {item.unit.nome} - {item.team.nome}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'matricula',
      header: 'Matrícula',
      cell: (item) => (
        <div className="whitespace-nowrap">
          <p className="tabular-nums">#{item.id}</p>
          <p className="text-sm text-muted-foreground">{planTypeLabels[item.tipoPlano]}</p>
        </div>
      ),
    },
    {
      id: 'mensalidade',
      header: 'Mensalidade',
      className: 'whitespace-nowrap tabular-nums',
      cell: (item) => formatMoney(item.valorMensalidade),
    },
    { id: 'situacao', header: 'Situação', cell: (item) => <InstalmentCounts resumo={item.resumo} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (item) => (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onView(item)}
          aria-label={`Ver Financeiro de ${item.athlete.nomeCompleto}`}
          data-view-enrollment={item.id}
        >
          <WalletIcon aria-hidden="true" />
          Ver Financeiro
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <DataTable
        caption="Atletas matriculados e suas mensalidades"
        columns={columns}
        data={list?.items}
        getRowKey={(item) => item.id}
        isLoading={isLoading}
        error={error}
        empty={<EmptyState title="Nenhum atleta encontrado" />}
        minWidthClassName="min-w-[820px]"
      />
      {list && list.total > 0 && !error && <Pagination list={list} noun={['matrícula', 'matrículas']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} pageText={(page, pages) => `Página ${page}/${pages}`} />}
    </div>
  );
}

function OrderToggle({ ordem, onToggle }: { ordem: 'asc' | 'desc'; onToggle: () => void }) {
  const Icon = ordem === 'asc' ? ArrowUpIcon : ArrowDownIcon;
  return (
    <Button type="button" variant="ghost" size="sm" className="-ml-2 h-8 px-2 font-medium" onClick={onToggle}>
      Atleta
      <Icon aria-hidden="true" />
      <span className="sr-only">{ordem === 'asc' ? ', em ordem de A a Z; ordenar de Z a A' : ', em ordem de Z a A; ordenar de A a Z'}</span>
    </Button>
  );
}

/** 'N paga(s)', 'N vencida(s)' in red, 'N pendente(s)'; a zero count is left out. */
