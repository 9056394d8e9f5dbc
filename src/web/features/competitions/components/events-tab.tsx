import { ArrowLeftRightIcon, GoalIcon, PencilIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { gameEventTypeLabels, type GameDetail, type GameEvent, type GameEventType } from '@domain/competitions';
import { DeleteDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useDeleteGameEvent } from '../api/delete-game-event';
import { useGameEvents } from '../api/get-game-events';
import { useLineup } from '../api/get-lineup';
import { gameSides } from '../format';
import { EventFormDialog } from './event-form-dialog';

function EventIcon({ type }: { type: GameEventType }) {
  if (type === 'gol') return <GoalIcon className="size-5 text-success" aria-hidden="true" />;
  if (type === 'substituicao') return <ArrowLeftRightIcon className="size-5 text-muted-foreground" aria-hidden="true" />;
  return <span aria-hidden="true" className={`inline-block h-5 w-3.5 rounded-xs ${type === 'cartao_amarelo' ? 'bg-yellow-400' : 'bg-red-600'}`} />;
}

function who(event: GameEvent) {
  const first = event.athlete?.nomeCompleto;
  const second = event.assistente?.nomeCompleto;
  if (event.tipoEvento === 'substituicao') return [first && `Saiu: ${first}`, second && `Entrou: ${second}`].filter(Boolean).join(' · ');
  return [first, second && `Assistência: ${second}`].filter(Boolean).join(' · ');
}

/** An event's name for its buttons: 'Gol aos 12 minutos'. */
const describe = (event: GameEvent) => `${gameEventTypeLabels[event.tipoEvento]} aos ${event.minuto} minutos`;

/** The events in the order they happened; goals make the score while it follows them. */
export function EventsTab({ game, canModify }: { game: GameDetail; canModify: boolean }) {
  const events = useGameEvents(game.id);
  const lineup = useLineup(game.id);
  const sides = gameSides(game);
  const dialogs = useRecordDialogs<{ add: null; edit: GameEvent; delete: GameEvent }>();
  const remove = useDeleteGameEvent(actionToasts(() => ({ success: 'Evento excluído com sucesso!', failure: 'Erro ao excluir evento' }), dialogs.close));

  const form = dialogs.isOpen('add') ? null : dialogs.target('edit');
  const deleting = dialogs.target('delete');

  return (
    <section className="min-w-0 space-y-4" aria-labelledby="events-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="events-title" className="text-lg font-semibold">
          Eventos
        </h2>
        {canModify && (
          <Button onClick={() => dialogs.open('add', null)}>
            <PlusIcon aria-hidden="true" />
            Registrar evento
          </Button>
        )}
      </div>

      <div className="rounded-lg border bg-card" aria-busy={events.isPending}>
        {events.isPending ? (
          <div className="grid gap-3 p-4">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : events.isError ? (
          <div className="p-6">
            <ListError message="Não foi possível carregar os eventos." onRetry={() => void events.refetch()} />
          </div>
        ) : events.data.length === 0 ? (
          <div className="p-8 text-center text-muted-foreground">
            <EmptyState title="Nenhum evento registrado" />
          </div>
        ) : (
          <ol aria-label="Eventos do jogo" className="divide-y">
            {events.data.map((event) => (
              <li key={event.id} className="flex items-start gap-3 p-3 sm:items-center">
                <span className="w-10 shrink-0 text-right font-semibold tabular-nums">{event.minuto}'</span>
                <EventIcon type={event.tipoEvento} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {gameEventTypeLabels[event.tipoEvento]}
                    <span className="font-normal text-muted-foreground"> — {sides[event.timeEvento]}</span>
                  </p>
                  {(who(event) || event.descricao) && (
                    <p className="text-sm break-words text-muted-foreground">{[who(event), event.descricao].filter(Boolean).join(' · ')}</p>
                  )}
                </div>
                {canModify && (
                  <div className="flex shrink-0 gap-1">
                    <IconButton
                      label={`Editar ${describe(event)}`}
                      icon={<PencilIcon />}
                      onClick={() => dialogs.open('edit', event)}
                    />
                    <IconButton
                      label={`Excluir ${describe(event)}`}
                      icon={<TrashIcon />}
                      className="text-destructive hover:text-destructive"
                      onClick={() => dialogs.open('delete', event)}
                    />
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>

      {form !== undefined && (
        <EventFormDialog key={form?.id ?? 'new'} game={game} lineup={lineup.data ?? []} open onOpenChange={dialogs.onOpenChange} event={form} />
      )}
      <DeleteDialog
        target={deleting}
        onOpenChange={dialogs.onOpenChange}
        title="Excluir evento"
        description="Tem certeza que deseja excluir este evento?"
        pending={remove.isPending}
        onConfirm={(event) => remove.mutate({ gameId: game.id, id: event.id })}
      />
    </section>
  );
}
