import { TrashIcon, UserPlusIcon } from 'lucide-react';
import type { GameCallup } from '@domain/callups';
import { formatDateTime } from '@domain/format';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState, ListError } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { actionToasts } from '@web/lib/outcome-toasts';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useGameCallups } from '../api/get-game-callups';
import { useRemoveCallup } from '../api/remove-callup';
import { CallupDialog } from './callup-dialog';

const groups = [
  { id: 'vao', title: 'Vão', answer: 'vai', empty: 'Nenhuma família confirmou ainda.' },
  { id: 'nao-vao', title: 'Não vão', answer: 'nao_vai', empty: 'Ninguém recusou.' },
  { id: 'sem-resposta', title: 'Sem resposta', answer: null, empty: 'Todas as famílias responderam.' },
] as const;

/**
 * Convocação (staff): who was called up for the game, in three groups by the family's answer —
 * Vão, Não vão, Sem resposta — with the family's note; the coach calls up more and removes one.
 */
export function CallupsTab({ gameId }: { gameId: number }) {
  const callups = useGameCallups(gameId);
  const dialogs = useRecordDialogs<{ add: null; remove: GameCallup }>();
  const remove = useRemoveCallup(
    actionToasts(() => ({ success: 'Atleta removido da convocação com sucesso!', failure: 'Erro ao remover atleta da convocação' }), dialogs.close),
  );
  const removing = dialogs.target('remove');
  const items = callups.data?.items ?? [];

  return (
    <section className="min-w-0 space-y-4" aria-labelledby="callups-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="callups-title" className="text-lg font-semibold">
          Convocação {callups.data && `(${items.length})`}
        </h2>
        <Button onClick={() => dialogs.open('add', null)}>
          <UserPlusIcon aria-hidden="true" />
          Convocar atletas
        </Button>
      </div>
      {callups.isPending ? (
        <div role="status" aria-label="Carregando convocação" className="space-y-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-lg" />
          ))}
        </div>
      ) : callups.isError ? (
        <div className="rounded-lg border bg-card py-12 text-center">
          <ListError message="Não foi possível carregar a convocação." onRetry={() => void callups.refetch()} />
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">
          <EmptyState title="Nenhum atleta convocado" description="Convoque os atletas: cada família responde no portal se vai ou não vai." />
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            {callups.data.resumo.vai} {callups.data.resumo.vai === 1 ? 'vai' : 'vão'} · {callups.data.resumo.naoVai} não{' '}
            {callups.data.resumo.naoVai === 1 ? 'vai' : 'vão'} · {callups.data.resumo.semResposta} sem resposta
          </p>
          <div className="grid gap-4 lg:grid-cols-3">
            {groups.map((group) => {
              const members = items.filter((c) => c.resposta === group.answer);
              return (
                <section key={group.id} aria-labelledby={`convocacao-${group.id}`} className="min-w-0 space-y-2">
                  <h3 id={`convocacao-${group.id}`} className="font-semibold">
                    {group.title} ({members.length})
                  </h3>
                  {members.length === 0 ? (
                    <p className="text-sm text-muted-foreground">{group.empty}</p>
                  ) : (
                    <ul aria-label={group.title} className="divide-y rounded-lg border bg-card">
                      {members.map((callup) => (
                        <li key={callup.id} className="flex items-start gap-2 p-3">
                          <div className="min-w-0 flex-1 space-y-0.5">
                            <p className="font-medium break-words">{callup.nomeCompleto}</p>
                            {callup.observacao && (
                              <p className="text-sm break-words">
                                <span className="text-muted-foreground">Observação: </span>
                                {callup.observacao}
                              </p>
                            )}
                            {callup.respondidoEm && (
                              <p className="text-xs break-words text-muted-foreground">
                                Respondido {callup.respondidoPor && `por ${callup.respondidoPor} `}em {formatDateTime(callup.respondidoEm)}
                              </p>
                            )}
                          </div>
                          <IconButton
                            label={`Remover ${callup.nomeCompleto} da convocação`}
                            icon={<TrashIcon />}
                            className="shrink-0 text-destructive hover:text-destructive"
                            onClick={() => dialogs.open('remove', callup)}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              );
            })}
          </div>
        </>
      )}

      {dialogs.isOpen('add') && <CallupDialog gameId={gameId} open onOpenChange={dialogs.onOpenChange} />}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={dialogs.onOpenChange}
        title="Remover da convocação"
        description={removing ? `Tem certeza que deseja remover ${removing.nomeCompleto} da convocação deste jogo? A resposta da família também será apagada.` : ''}
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ gameId, id: removing.id })}
      />
    </section>
  );
}
