import { PlusIcon } from 'lucide-react';
import { gameStatuses, gameStatusLabels, type Game, type GameStatus } from '@domain/competitions';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { FilterSelect } from '@web/components/list-filters';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useCan } from '@web/lib/session';
import { oneOf, positiveInt, useLastPageFallback, useListParams } from '@web/lib/use-list-params';
import { usePagedRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteGame } from './api/delete-game';
import { useChampionshipOptions } from './api/get-championship-options';
import { useGame } from './api/get-game';
import { useGames } from './api/get-games';
import { CardFilters } from './components/card-filters';
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
  const canModify = useCan('manageCompetitions');
  const { filters, search, setSearch, setFilters, clear, setPage, setPageSize, update } = useListParams(filterKeys, readFilters);
  const games = useGames(filters);
  useLastPageFallback(filters.page, games, update);
  const championships = useChampionshipOptions();
  const dialogs = usePagedRecordDialogs<{ create: null; edit: Game; delete: Game }>({
    address: { edit: 'editar' },
    items: games.data?.items,
    useRecord: useGame,
    // Only staff edit: for anyone else the address names nothing.
    allowed: canModify,
  });

  // A failed delete keeps the confirmation open, to try again.
  const remove = useDeleteGame(
    actionToasts(() => ({ success: 'Jogo excluído com sucesso!', failure: 'Erro ao excluir jogo' }), dialogs.close, { doneOnFailure: false }),
  );

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

      <CardFilters
        searchPlaceholder="Buscar por local ou natureza..."
        search={search}
        onSearchChange={setSearch}
        statusOptions={statusOptions}
        status={filters.status}
        onStatusChange={(status) => setFilters({ status })}
        active={Boolean(filters.busca || filters.status || filters.championshipId)}
        onClear={clear}
        clearClassName="col-span-2 @5xl:col-span-1"
      >
        <FilterSelect
          label="Campeonato"
          allLabel="Todos"
          options={championshipOptions}
          value={filters.championshipId ? String(filters.championshipId) : undefined}
          onChange={(championshipId) => setFilters({ championshipId })}
          className="@5xl:w-56"
        />
      </CardFilters>

      <CardGrid
        query={games}
        label="Jogos"
        words={{
          signedOut: 'Faça login para acessar o sistema de jogos',
          loadError: 'Não foi possível carregar os jogos.',
          empty: 'Nenhum jogo encontrado',
          noun: ['jogo', 'jogos'],
        }}
        getKey={(game) => game.id}
        renderCard={(game) => (
          <GameCard
            game={game}
            canModify={canModify}
            onEdit={(g) => dialogs.open('edit', g)}
            onDelete={(g) => dialogs.open('delete', g)}
          />
        )}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />

      {form !== undefined && (
        <GameFormDialog key={form?.id ?? 'new'} open onOpenChange={dialogs.onOpenChange} game={form} championshipId={filters.championshipId} />
      )}

      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir jogo"
        description="Tem certeza que deseja excluir este jogo?"
        pending={remove.isPending}
        onConfirm={(game) => remove.mutate(game.id)}
      />
    </>
  );
}
