import { useState } from 'react';
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
import { useDeleteChampionship } from './api/delete-championship';
import { useChampionships } from './api/get-championships';
import { CardGrid } from './components/card-grid';
import { ChampionshipCard } from './components/championship-card';
import { ChampionshipFormDialog } from './components/championship-form-dialog';

const filterKeys = ['status'] as const;
const readFilters = (params: URLSearchParams) => ({ status: oneOf<ChampionshipStatus>(championshipStatuses, params.get('status')) });
const statusOptions = championshipStatuses.map((s) => ({ value: s, label: championshipStatusLabels[s] }));

type DialogState = { type: 'create' } | { type: 'edit'; championship: Championship } | { type: 'delete'; championship: Championship };

/** Campeonatos (spec 2 §2.16): every signed-in role sees the cards; administrador and professor change them. */
export function ChampionshipsPage() {
  const canModify = hasRole(useCurrentUser(), STAFF);
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const championships = useChampionships(filters);
  useLastPageFallback(filters.page, championships, update);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const remove = useDeleteChampionship({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Campeonato excluído com sucesso!' });
      closeDialog();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir campeonato') });
      closeDialog();
    },
  });

  const list = championships.data;
  const signedOut = championships.error instanceof ApiError && championships.error.status === 401;

  return (
    <>
      <PageHeader
        title="Campeonatos"
        subtitle="Competições de que as equipes da escola participam"
        actions={
          canModify && (
            <Button onClick={() => setDialog({ type: 'create' })}>
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
            onEdit={(championship) => setDialog({ type: 'edit', championship })}
            onDelete={(championship) => setDialog({ type: 'delete', championship })}
          />
        )}
      />

      {list && list.total > 0 && <Pagination list={list} noun={['campeonato', 'campeonatos']} onPageChange={setPage} onPageSizeChange={setPageSize} />}

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <ChampionshipFormDialog
          key={dialog.type === 'edit' ? dialog.championship.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          championship={dialog.type === 'edit' ? dialog.championship : null}
        />
      )}

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir campeonato"
        description="Tem certeza que deseja excluir este campeonato?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog?.type === 'delete' && remove.mutate(dialog.championship.id)}
      />
    </>
  );
}
