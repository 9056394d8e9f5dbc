import { PlusIcon } from 'lucide-react';
import { championshipStatuses, championshipStatusLabels, type Championship, type ChampionshipStatus } from '@domain/competitions';
import { STAFF } from '@domain/roles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { ClearFiltersButton, FilterBar, FilterSelect, SearchField } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Pagination } from '@web/components/pagination';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { ApiError, errorMessage } from '@web/lib/api';
import { hasRole, useCurrentUser } from '@web/lib/session';
import { oneOf, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteChampionship } from './api/delete-championship';
import { useChampionship } from './api/get-championship';
import { useChampionships } from './api/get-championships';
import { CardGrid } from './components/card-grid';
import { ChampionshipCard } from './components/championship-card';
import { ChampionshipFormDialog } from './components/championship-form-dialog';

const filterKeys = ['status'] as const;
const readFilters = (params: URLSearchParams) => ({ status: oneOf<ChampionshipStatus>(championshipStatuses, params.get('status')) });
const statusOptions = championshipStatuses.map((s) => ({ value: s, label: championshipStatusLabels[s] }));

/** Campeonatos (spec 2 §2.16): every signed-in role sees the cards; administrador and professor change them. */
export function ChampionshipsPage() {
  const canModify = hasRole(useCurrentUser(), STAFF);
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const championships = useChampionships(filters);
  useLastPageFallback(filters.page, championships, update);
  const list = championships.data;
  const dialogs = useRecordDialogs<{ create: null; edit: Championship; delete: Championship }>({
    address: { edit: 'editar' },
    // Only staff edit: for anyone else the address names nothing.
    find: (id) => (canModify ? (list?.items.find((championship) => championship.id === id) ?? (one.isError ? null : one.data)) : null),
  });
  // A link may name a championship on another page of the list: it is fetched on its own.
  const one = useChampionship(dialogs.addressedId, canModify && Boolean(list) && !list?.items.some((championship) => championship.id === dialogs.addressedId));

  const remove = useDeleteChampionship({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Campeonato excluído com sucesso!' });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir campeonato') });
      dialogs.close();
    },
  });

  const signedOut = championships.error instanceof ApiError && championships.error.status === 401;
  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const deleting = dialogs.target('delete');

  return (
    <>
      <PageHeader
        title="Campeonatos"
        subtitle="Competições de que as equipes da escola participam"
        actions={
          canModify && (
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Novo Campeonato
            </Button>
          )
        }
      />

      <FilterBar>
        <SearchField label="Buscar" placeholder="Buscar por nome, modalidade ou temporada..." value={search} onChange={setSearch} />
        <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:gap-3">
          <FilterSelect
            label="Status"
            allLabel="Todos"
            options={statusOptions}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            className="@5xl:w-44"
          />
          <ClearFiltersButton active={Boolean(filters.busca || filters.status)} onClear={clear} />
        </div>
      </FilterBar>

      <CardGrid
        label="Campeonatos"
        items={list?.items}
        isLoading={championships.isPending}
        error={
          signedOut ? (
            <p>Faça login para acessar o sistema de campeonatos</p>
          ) : championships.isError && !list ? (
            <ListError message="Não foi possível carregar os campeonatos." onRetry={() => void championships.refetch()} />
          ) : undefined
        }
        empty={<EmptyState title="Nenhum campeonato encontrado" />}
        getKey={(c) => c.id}
        renderCard={(c) => (
          <ChampionshipCard
            championship={c}
            canModify={canModify}
            onEdit={(championship) => dialogs.open('edit', championship)}
            onDelete={(championship) => dialogs.open('delete', championship)}
          />
        )}
      />

      {list && list.total > 0 && <Pagination list={list} noun={['campeonato', 'campeonatos']} onPageChange={setPage} onPageSizeChange={setPageSize} />}

      {form !== undefined && <ChampionshipFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} championship={form} />}

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir campeonato"
        description="Tem certeza que deseja excluir este campeonato?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
