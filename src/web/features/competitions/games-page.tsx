import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { gameStatuses, gameStatusLabels, type Game, type GameStatus } from '@domain/competitions';
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
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteGame } from './api/delete-game';
import { useChampionshipOptions } from './api/get-championship-options';
import { getGameQueryOptions } from './api/get-game';
import { useGames } from './api/get-games';
import { CardGrid } from './components/card-grid';
import { GameCard } from './components/game-card';
import { GameFormDialog } from './components/game-form-dialog';

const filterKeys = ['status', 'championshipId'] as const;
const readFilters = (params: URLSearchParams) => ({
  status: oneOf<GameStatus>(gameStatuses, params.get('status')),
  championshipId: positiveInt(params.get('championshipId')),
});
const statusOptions = gameStatuses.map((s) => ({ value: s, label: gameStatusLabels[s] }));

/** Jogos (spec 2 §2.15): every signed-in role sees the cards; administrador and professor change them. */
export function GamesPage() {
  const canModify = hasRole(useCurrentUser(), STAFF);
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const games = useGames(filters);
  useLastPageFallback(filters.page, games, update);
  const championships = useChampionshipOptions();
  const list = games.data;
  const dialogs = useRecordDialogs<{ create: null; edit: Game; delete: Game }>({
    address: { edit: 'editar' },
    // Only staff edit: for anyone else the address names nothing.
    find: (id): Game | null | undefined => (canModify ? (list?.items.find((game) => game.id === id) ?? (one.isError ? null : one.data)) : null),
  });
  // A link may name a game on another page of the list: it is fetched on its own.
  const elsewhere = canModify && Boolean(list) && dialogs.addressedId !== undefined && !list?.items.some((game) => game.id === dialogs.addressedId);
  const one = useQuery({ ...getGameQueryOptions(dialogs.addressedId ?? 0), enabled: elsewhere });

  const remove = useDeleteGame({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Jogo excluído com sucesso!' });
      dialogs.close();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir jogo') }),
  });

  const signedOut = games.error instanceof ApiError && games.error.status === 401;
  const form = dialogs.isOpen('create') ? null : dialogs.target('edit');
  const deleting = dialogs.target('delete');
  const championshipOptions = (championships.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nome} (${c.temporada})` }));

  return (
    <>
      <PageHeader
        title="Jogos"
        subtitle="Acompanhe os jogos das equipes da escola"
        actions={
          canModify && (
            <Button onClick={() => dialogs.open('create', null)}>
              <PlusIcon aria-hidden="true" />
              Novo Jogo
            </Button>
          )
        }
      />

      <FilterBar>
        <SearchField label="Buscar" placeholder="Buscar por local ou natureza..." value={search} onChange={setSearch} />
        <div className="grid grid-cols-2 gap-4 @5xl:flex @5xl:gap-3">
          <FilterSelect
            label="Status"
            allLabel="Todos"
            options={statusOptions}
            value={filters.status}
            onChange={(status) => setFilters({ status })}
            className="@5xl:w-44"
          />
          <FilterSelect
            label="Campeonato"
            allLabel="Todos"
            options={championshipOptions}
            value={filters.championshipId ? String(filters.championshipId) : undefined}
            onChange={(championshipId) => setFilters({ championshipId })}
            className="@5xl:w-56"
          />
          <ClearFiltersButton
            active={Boolean(filters.busca || filters.status || filters.championshipId)}
            onClear={clear}
            className="col-span-2 @5xl:col-span-1"
          />
        </div>
      </FilterBar>

      <CardGrid
        label="Jogos"
        items={list?.items}
        isLoading={games.isPending}
        error={
          signedOut ? (
            <p>Faça login para acessar o sistema de jogos</p>
          ) : games.isError && !list ? (
            <ListError message="Não foi possível carregar os jogos." onRetry={() => void games.refetch()} />
          ) : undefined
        }
        empty={<EmptyState title="Nenhum jogo encontrado" />}
        getKey={(game) => game.id}
        renderCard={(game) => (
          <GameCard
            game={game}
            canModify={canModify}
            onEdit={(g) => dialogs.open('edit', g)}
            onDelete={(g) => dialogs.open('delete', g)}
          />
        )}
      />

      {list && list.total > 0 && <Pagination list={list} noun={['jogo', 'jogos']} onPageChange={setPage} onPageSizeChange={setPageSize} />}

      {form !== undefined && (
        <GameFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} game={form} championshipId={filters.championshipId} />
      )}

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir jogo"
        description="Tem certeza que deseja excluir este jogo?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}
