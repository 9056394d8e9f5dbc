import {
  publicPlanCategories,
  publicPlanModalities,
  publicPlanModalityValues,
  type PlanModalityFilter,
  type PublicPlanCategory,
} from '@domain/training';
import { EmptyState, ListError } from '@web/components/data-table';
import { SearchField } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { usePlans } from './api/get-plans';
import { PlanCard } from './components/plan-card';

/** Spec 2 §9: the first 3 active plans are featured. */
const FEATURED = 3;
const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';
const modalityValues = Object.values(publicPlanModalityValues);

const filterKeys = ['faixa', 'modalidade'] as const;
const readFilters = (params: URLSearchParams) => ({
  faixa: oneOf<PublicPlanCategory>(publicPlanCategories, params.get('faixa')),
  modalidade: oneOf<PlanModalityFilter>(modalityValues, params.get('modalidade')),
});

function CardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={GRID}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-48 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** A row of toggle buttons: 'Todas' and one per value; the pressed one is the filter. */
function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {[{ value: undefined, label: 'Todas' }, ...options].map((option) => {
        const active = value === option.value;
        return (
          <Button key={option.value ?? 'todas'} size="sm" variant={active ? 'default' : 'outline'} aria-pressed={active} onClick={() => onChange(option.value)}>
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

/**
 * Planos de Treino (spec 2 §2.9 "Public plans", /planos-treino-demo): every signed-in role browses
 * the active plans (the server gives a cliente or assistente nothing else); a card opens the plan's page.
 */
export function PlansBrowsePage() {
  const { filters, search, setSearch, setFilters, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);

  const featured = usePlans({ status: 'ativo', page: 1, pageSize: FEATURED });
  const plans = usePlans({ ...filters, status: 'ativo' });
  const list = plans.data;
  useLastPageFallback(filters.page, plans, update);
  const filtering = Boolean(filters.busca || filters.faixa || filters.modalidade);

  return (
    <>
      <PageHeader title="Planos de Treino" subtitle="Conheça os planos de treino usados nas aulas" />

      {(featured.isPending || (featured.data?.items.length ?? 0) > 0) && (
        <section aria-labelledby="planos-destaque" className="space-y-3">
          <h2 id="planos-destaque" className="text-lg font-semibold">
            Em Destaque
          </h2>
          {featured.isPending ? (
            <CardSkeletons count={FEATURED} label="Carregando planos em destaque" />
          ) : (
            <div className={GRID}>
              {featured.data?.items.map((plan) => <PlanCard key={plan.id} plan={plan} featured />)}
            </div>
          )}
        </section>
      )}

      <div className="flex flex-col gap-4 rounded-lg border bg-card p-4">
        <SearchField label="Buscar planos" placeholder="Buscar por título, objetivo ou tag..." value={search} onChange={setSearch} />
        <FilterButtons
          label="Categorias"
          options={publicPlanCategories.map((c) => ({ value: c, label: c }))}
          value={filters.faixa}
          onChange={(faixa) => setFilters({ faixa })}
        />
        <FilterButtons
          label="Modalidades"
          options={publicPlanModalities.map((m) => ({ value: publicPlanModalityValues[m], label: m }))}
          value={filters.modalidade}
          onChange={(modalidade) => setFilters({ modalidade })}
        />
      </div>

      <section aria-labelledby="planos-lista" className="space-y-3">
        <h2 id="planos-lista" className="text-lg font-semibold">
          Todos os Planos
        </h2>
        {plans.isPending ? (
          <CardSkeletons count={6} label="Carregando planos" />
        ) : plans.isError && !list ? (
          <div className="rounded-lg border bg-card p-6 text-center">
            <ListError message="Não foi possível carregar os planos." onRetry={() => void plans.refetch()} />
          </div>
        ) : !list || list.items.length === 0 ? (
          <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
            <EmptyState
              title="Nenhum plano encontrado"
              description={filtering ? 'Tente ajustar a busca ou escolher outra categoria ou modalidade.' : 'Ainda não há planos de treino ativos.'}
            />
          </div>
        ) : (
          <>
            <div className={GRID} aria-busy={plans.isPlaceholderData}>
              {list.items.map((plan) => (
                <PlanCard key={plan.id} plan={plan} />
              ))}
            </div>
            <Pagination list={list} noun={['plano', 'planos']} onPageChange={setPage} onPageSizeChange={setPageSize} />
          </>
        )}
      </section>

    </>
  );
}
