import { useState } from 'react';
import { PlusIcon } from 'lucide-react';
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
import { useDeleteGame } from './api/delete-game';
import { useChampionshipOptions } from './api/get-championship-options';
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

type DialogState = { type: 'create' } | { type: 'edit'; game: Game } | { type: 'delete'; game: Game };

/** Jogos (spec 2 §2.15): every signed-in role sees the cards; administrador and professor change them. */
export function GamesPage() {
  const canModify = hasRole(useCurrentUser(), STAFF);
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const games = useGames(filters);
  useLastPageFallback(filters.page, games, update);
  const championships = useChampionshipOptions();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const closeDialog = () => setDialog(null);

  const remove = useDeleteGame({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Jogo excluído com sucesso!' });
      closeDialog();
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao excluir jogo') }),
  });

  const list = games.data;
  const signedOut = games.error instanceof ApiError && games.error.status === 401;
  const championshipOptions = (championships.data ?? []).map((c) => ({ value: String(c.id), label: `${c.nome} (${c.temporada})` }));

  return (
    <>
      <PageHeader
        title="Jogos"
        subtitle="Acompanhe os jogos das equipes da escola"
        actions={
          canModify && (
            <Button onClick={() => setDialog({ type: 'create' })}>
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
            onEdit={(g) => setDialog({ type: 'edit', game: g })}
            onDelete={(g) => setDialog({ type: 'delete', game: g })}
          />
        )}
      />

      {list && list.total > 0 && <Pagination list={list} noun={['jogo', 'jogos']} onPageChange={setPage} onPageSizeChange={setPageSize} />}

      {(dialog?.type === 'create' || dialog?.type === 'edit') && (
        <GameFormDialog
          key={dialog.type === 'edit' ? dialog.game.id : 'new'}
          open
          onOpenChange={(open) => !open && closeDialog()}
          game={dialog.type === 'edit' ? dialog.game : null}
          championshipId={filters.championshipId}
        />
      )}

      <ConfirmDialog
        open={dialog?.type === 'delete'}
        onOpenChange={(open) => !open && closeDialog()}
        title="Excluir jogo"
        description="Tem certeza que deseja excluir este jogo?"
        confirmLabel="Excluir"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog?.type === 'delete' && remove.mutate(dialog.game.id)}
      />
    </>
  );
}
