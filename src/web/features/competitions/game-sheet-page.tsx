import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, Loader2Icon, PencilIcon, SearchXIcon } from 'lucide-react';
import type { GameDetail } from '@domain/competitions';
import { ListError } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { useCan } from '@web/lib/session';
import { useGame } from './api/get-game';
import { CallupsTab } from './components/callups-tab';
import { EventsTab } from './components/events-tab';
import { GameFormDialog } from './components/game-form-dialog';
import { GameScoreboard } from './components/game-scoreboard';
import { LineupTab } from './components/lineup-tab';
import { StatsTab } from './components/stats-tab';

/** The route's :id when it is a positive whole number, else null (no request: it cannot exist). */
function useGameId(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return /^\d+$/.test(id ?? '') && Number.isSafeInteger(value) && value >= 1 ? value : null;
}

function BackToGames() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2">
      <Link to={paths.games}>
        <ArrowLeftIcon aria-hidden="true" />
        Voltar para Jogos
      </Link>
    </Button>
  );
}

/**
 * /jogos/:id, the game sheet (súmula): the score, the lineup, the events and the players'
 * statistics. Everyone signed in reads it; administrador and professor fill it in, and call
 * athletes up for the game (Convocação).
 */
export function GameSheetPage() {
  const id = useGameId();
  return id === null ? <GameNotFound /> : <LoadGame id={id} />;
}

function LoadGame({ id }: { id: number }) {
  const game = useGame(id);
  if (game.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-2 py-16 text-muted-foreground">
        <Loader2Icon className="size-5 animate-spin" aria-hidden="true" />
        Carregando jogo...
      </div>
    );
  }
  if (game.isError) {
    if (game.error instanceof ApiError && game.error.status === 404) return <GameNotFound />;
    return (
      <div className="py-16 text-center">
        <ListError message="Não foi possível carregar o jogo." onRetry={() => void game.refetch()} />
      </div>
    );
  }
  return <GameSheet game={game.data} />;
}

function GameSheet({ game }: { game: GameDetail }) {
  const canModify = useCan('manageCompetitions');
  const [editing, setEditing] = useState(false);
  return (
    <div className="space-y-6">
      <BackToGames />
      <PageHeader
        title="Súmula do Jogo"
        subtitle={`${game.turma?.nome ?? 'Turma removida'} x ${game.adversario?.nome ?? 'Adversário removido'}`}
        actions={
          canModify && (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <PencilIcon aria-hidden="true" />
              Editar Jogo
            </Button>
          )
        }
      />
      <GameScoreboard game={game} canModify={canModify} />
      <Tabs defaultValue="escalacao" className="gap-4">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="escalacao">Escalação</TabsTrigger>
          {canModify && <TabsTrigger value="convocacao">Convocação</TabsTrigger>}
          <TabsTrigger value="eventos">Eventos</TabsTrigger>
          <TabsTrigger value="estatisticas">Estatísticas</TabsTrigger>
        </TabsList>
        <TabsContent value="escalacao" className="min-w-0">
          <LineupTab gameId={game.id} canModify={canModify} />
        </TabsContent>
        {canModify && (
          <TabsContent value="convocacao" className="min-w-0">
            <CallupsTab gameId={game.id} />
          </TabsContent>
        )}
        <TabsContent value="eventos" className="min-w-0">
          <EventsTab game={game} canModify={canModify} />
        </TabsContent>
        <TabsContent value="estatisticas" className="min-w-0">
          <StatsTab gameId={game.id} canModify={canModify} />
        </TabsContent>
      </Tabs>
      {editing && <GameFormDialog open game={game} onOpenChange={(open) => !open && setEditing(false)} />}
    </div>
  );
}

function GameNotFound() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <SearchXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Jogo não encontrado</h1>
      <p className="text-muted-foreground">O jogo solicitado não foi encontrado ou foi excluído.</p>
      <BackToGames />
    </div>
  );
}
