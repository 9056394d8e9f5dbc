import { LinkIcon, PlusIcon, StarIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TrainingPlanSummary } from '@domain/training';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { listLoadError } from '@web/components/data-table';
import { DetailsFooter } from '@web/components/details-dialog';
import { FilterBar, SearchField } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { usePagedRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeletePlan } from './api/delete-plan';
import { usePlan } from './api/get-plan';
import { usePlans } from './api/get-plans';
import { useSetFavorite } from './api/set-favorite';
import { PlanDetailsDialog } from './components/plan-details-dialog';
import { PlanFormDialog } from './components/plan-form-dialog';
import { PlansList } from './components/plans-list';

const filterKeys = ['favoritos'] as const;
const readFilters = (params: URLSearchParams) => ({ favoritos: params.get('favoritos') === 'true' || undefined });

/** Atividades (spec 2 §2.9, /planos-treino): the training plans, administrador and professor. */
export function ActivitiesPage() {
  const { filters, search, setSearch, setFilters, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const plans = usePlans(filters);
  const list = plans.data;
  useLastPageFallback(filters.page, plans, update);
  const dialogs = usePagedRecordDialogs<{ create: null; edit: TrainingPlanSummary; details: TrainingPlanSummary; delete: TrainingPlanSummary }>({
    address: { details: 'ver', edit: 'editar' },
    items: list?.items,
    useRecord: usePlan,
  });

  const favorite = useSetFavorite(actionToasts(() => ({ success: 'Favorito atualizado com sucesso!', failure: 'Erro ao atualizar favorito' })));
  const remove = useDeletePlan(actionToasts(() => ({ success: 'Atividade excluída com sucesso!', failure: 'Erro ao excluir atividade' }), dialogs.close));

  const onlyFavorites = Boolean(filters.favoritos);
  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const details = dialogs.target('details');
  const deleting = dialogs.target('delete') ?? null;

  return (
    <>
      <PageHeader
        title="Atividades"
        subtitle="Gerencie os planos de treino e suas subatividades"
        actions={
          <Button onClick={() => dialogs.open('create', null)}>
            <PlusIcon aria-hidden="true" />
            Nova Atividade
          </Button>
        }
      />

      <FilterBar>
        <SearchField label="Buscar" placeholder="Título, objetivo ou tags" value={search} onChange={setSearch} />
        <Button
          type="button"
          variant={onlyFavorites ? 'default' : 'outline'}
          aria-pressed={onlyFavorites}
          onClick={() => setFilters({ favoritos: onlyFavorites ? undefined : 'true' })}
        >
          <StarIcon aria-hidden="true" className={cn(onlyFavorites && 'fill-current')} />
          Somente favoritos
        </Button>
      </FilterBar>

      <PlansList
        list={list}
        isLoading={plans.isPending}
        error={listLoadError(plans, 'Não foi possível carregar as atividades.')}
        filtered={Boolean(filters.busca || filters.favoritos)}
        favoritePending={favorite.isPending ? favorite.variables?.id : null}
        onFavorite={(plan) => favorite.mutate({ id: plan.id, favorito: !plan.favorito })}
        onView={(plan) => dialogs.open('details', plan)}
        onEdit={(plan) => dialogs.open('edit', plan)}
        onDelete={(plan) => dialogs.open('delete', plan)}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {form !== undefined && <PlanFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} plan={form} />}

      {details && (
        <PlanDetailsDialog
          open
          plan={details}
          onOpenChange={dialogs.onOpenChange}
          footer={
            <DetailsFooter onEdit={() => dialogs.open('edit', details)}>
              {/* The view stays a dialog (spec 2 §2.9); its page is the address to share. */}
              <Button variant="outline" asChild>
                <Link to={paths.plan(details.id)}>
                  <LinkIcon aria-hidden="true" />
                  Abrir página do plano
                </Link>
              </Button>
            </DetailsFooter>
          }
        />
      )}

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir Atividade"
        description={
          <>
            Tem certeza que deseja excluir esta atividade?
            {deleting && <span className="mt-2 block font-medium text-foreground">{deleting.titulo}</span>}
          </>
        }
        pending={remove.isPending}
        onConfirm={(plan) => remove.mutate(plan.id)}
      />
    </>
  );
}
