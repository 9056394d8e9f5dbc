import type { ReactNode } from 'react';
import { ClockIcon, ListOrderedIcon } from 'lucide-react';
import { formatDuration, type TrainingPlanList, type TrainingPlanSummary } from '@domain/training';
import { DataTable, EmptyState, type DataTableColumn } from '@web/components/data-table';
import { Pagination } from '@web/components/pagination';
import { StatusBadge } from '@web/components/status-badge';
import { Badge } from '@web/components/ui/badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMediaQuery } from '@web/shell/use-media-query';
import { PlanActions, type PlanActionHandlers } from './plan-actions';
import { categoryLabel, modalityLabel, splitList } from './plan-labels';
import { TagBadges } from './tag-badges';

export interface PlansListProps extends PlanActionHandlers {
  list: TrainingPlanList | undefined;
  isLoading: boolean;
  error?: ReactNode;
  /** A search or the favourites filter is on (the empty state says so). */
  filtered: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** The table needs about 960 px: below Tailwind's lg the plans are cards. */
const TABLE_QUERY = '(min-width: 1024px)';

const subActivitiesText = (n: number) => `${n} ${n === 1 ? 'subatividade' : 'subatividades'}`;

/** The Atividades list (spec 2 §2.9): cards on small screens, a table from the lg breakpoint. */
export function PlansList({ list, isLoading, error, filtered, onPageChange, onPageSizeChange, ...actions }: PlansListProps) {
  const isLarge = useMediaQuery(TABLE_QUERY);
  const empty = (
    <EmptyState
      title="Nenhuma atividade encontrada"
      description={filtered ? 'Tente ajustar a busca ou o filtro de favoritos.' : 'Comece criando o primeiro plano de treino.'}
    />
  );
  const columns: DataTableColumn<TrainingPlanSummary>[] = [
    {
      id: 'titulo',
      header: 'Atividade',
      className: 'max-w-md',
      cell: (plan) => (
        <div className="min-w-0">
          <p className="font-semibold break-words">{plan.titulo}</p>
          <p className="line-clamp-1 text-sm text-muted-foreground">{plan.objetivoGeral}</p>
        </div>
      ),
    },
    {
      id: 'categoria',
      header: 'Categoria',
      cell: (plan) => (
        <div>
          <p>{categoryLabel(plan.categoria)}</p>
          <p className="text-sm text-muted-foreground">{modalityLabel(plan.modalidade)}</p>
        </div>
      ),
    },
    { id: 'tempo', header: 'Tempo', className: 'whitespace-nowrap tabular-nums', cell: (plan) => formatDuration(plan.tempoTotalEstimado) },
    { id: 'subatividades', header: 'Subatividades', className: 'tabular-nums', cell: (plan) => plan.quantidadeAtividades },
    { id: 'status', header: 'Status', cell: (plan) => <StatusBadge status={plan.status} /> },
    {
      id: 'acoes',
      header: 'Ações',
      headerClassName: 'text-right',
      className: 'text-right',
      cell: (plan) => <PlanActions plan={plan} {...actions} />,
    },
  ];

  return (
    <div className="space-y-4">
      {isLarge ? (
        <DataTable
          caption="Atividades cadastradas"
          columns={columns}
          data={list?.items}
          getRowKey={(plan) => plan.id}
          isLoading={isLoading}
          error={error}
          empty={empty}
          minWidthClassName="min-w-[960px]"
        />
      ) : isLoading ? (
        <div role="status" aria-label="Carregando atividades" className="space-y-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-36 w-full rounded-lg" />
          ))}
        </div>
      ) : error || !list || list.items.length === 0 ? (
        <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">{error || empty}</div>
      ) : (
        <ul className="space-y-3" aria-label="Atividades cadastradas">
          {list.items.map((plan) => (
            <li key={plan.id}>
              <PlanCard plan={plan} {...actions} />
            </li>
          ))}
        </ul>
      )}
      {list && list.total > 0 && <Pagination list={list} noun={['atividade', 'atividades']} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />}
    </div>
  );
}

function PlanCard({ plan, ...actions }: PlanActionHandlers & { plan: TrainingPlanSummary }) {
  return (
    <article className="space-y-3 rounded-lg border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{plan.titulo}</h2>
          <p className="line-clamp-2 text-sm text-muted-foreground">{plan.objetivoGeral}</p>
        </div>
        <StatusBadge status={plan.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">{categoryLabel(plan.categoria)}</Badge>
        <Badge variant="secondary">{modalityLabel(plan.modalidade)}</Badge>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          {formatDuration(plan.tempoTotalEstimado)}
        </span>
        <span className="inline-flex items-center gap-1 text-muted-foreground">
          <ListOrderedIcon className="size-3.5" aria-hidden="true" />
          {subActivitiesText(plan.quantidadeAtividades)}
        </span>
      </div>
      {plan.tags && <TagBadges tags={splitList(plan.tags)} max={3} />}
      <div className="border-t pt-2">
        <PlanActions plan={plan} {...actions} />
      </div>
    </article>
  );
}
