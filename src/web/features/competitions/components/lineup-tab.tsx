import { useState } from 'react';
import { PencilIcon, PlusIcon, TrashIcon } from 'lucide-react';
import type { LineupEntry } from '@domain/competitions';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useLineup } from '../api/get-lineup';
import { useRemoveLineupEntry } from '../api/remove-lineup-entry';
import { LineupEntryDialog } from './lineup-entry-dialog';

type DialogState = { type: 'add' } | { type: 'edit'; entry: LineupEntry } | { type: 'remove'; entry: LineupEntry };

/** A reserve cannot come on at minute 0: there it means they have not played. */
function minutes(entry: LineupEntry) {
  if (!entry.titular && entry.entradaMinuto === 0) return 'Não entrou';
  return `${entry.entradaMinuto}'${entry.saidaMinuto !== null ? ` – ${entry.saidaMinuto}'` : ''}`;
}

/** The lineup: who played, where, with which shirt, from which minute, and who came on for whom. */
export function LineupTab({ gameId, canModify }: { gameId: number; canModify: boolean }) {
  const lineup = useLineup(gameId);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const close = () => setDialog(null);
  const remove = useRemoveLineupEntry({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atleta removido da escalação com sucesso!' });
      close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao remover atleta da escalação') });
      close();
    },
  });

  const columns: DataTableColumn<LineupEntry>[] = [
    { id: 'numero', header: 'Nº', className: 'w-12 tabular-nums', cell: (e) => e.numeroUniforme ?? '—' },
    {
      id: 'atleta',
      header: 'Atleta',
      cell: (e) => (
        <div>
          <p className="font-medium">{e.athlete.nomeCompleto}</p>
          {e.observacoes && <p className="text-sm text-muted-foreground">{e.observacoes}</p>}
        </div>
      ),
    },
    { id: 'posicao', header: 'Posição', cell: (e) => e.posicao },
    {
      id: 'titular',
      header: 'Início',
      cell: (e) => <Badge variant={e.titular ? 'default' : 'outline'}>{e.titular ? 'Titular' : 'Reserva'}</Badge>,
    },
    { id: 'minutos', header: 'Em campo', className: 'whitespace-nowrap tabular-nums', cell: minutes },
    {
      id: 'substituicao',
      header: 'Substituição',
      cell: (e) => (e.substituido ? (e.substituto ? `Saiu para ${e.substituto.nomeCompleto}` : 'Substituído') : '—'),
    },
  ];
  if (canModify) {
    columns.push({
      id: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'text-right',
      cell: (entry) => (
        <div className="flex justify-end gap-1">
          <IconButton label={`Editar ${entry.athlete.nomeCompleto}`} icon={<PencilIcon />} onClick={() => setDialog({ type: 'edit', entry })} />
          <IconButton
            label={`Remover ${entry.athlete.nomeCompleto}`}
            icon={<TrashIcon />}
            className="text-destructive hover:text-destructive"
            onClick={() => setDialog({ type: 'remove', entry })}
          />
        </div>
      ),
    });
  }

  return (
    <section className="min-w-0 space-y-4" aria-labelledby="lineup-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lineup-title" className="text-lg font-semibold">
          Escalação {lineup.data && `(${lineup.data.length})`}
        </h2>
        {canModify && (
          <Button onClick={() => setDialog({ type: 'add' })}>
            <PlusIcon aria-hidden="true" />
            Adicionar atleta
          </Button>
        )}
      </div>
      <DataTable
        columns={columns}
        data={lineup.data}
        getRowKey={(e) => e.id}
        isLoading={lineup.isPending}
        error={lineup.isError ? <ListError message="Não foi possível carregar a escalação." onRetry={() => void lineup.refetch()} /> : undefined}
        empty={<EmptyState title="Nenhum atleta escalado" description={canModify ? 'Adicione os atletas que vão a campo.' : undefined} />}
        caption="Escalação do jogo"
        minWidthClassName="min-w-[720px]"
      />

      {(dialog?.type === 'add' || dialog?.type === 'edit') && (
        <LineupEntryDialog
          key={dialog.type === 'edit' ? dialog.entry.id : 'new'}
          gameId={gameId}
          open
          onOpenChange={(open) => !open && close()}
          entry={dialog.type === 'edit' ? dialog.entry : null}
          lineup={lineup.data ?? []}
        />
      )}
      <ConfirmDialog
        open={dialog?.type === 'remove'}
        onOpenChange={(open) => !open && close()}
        title="Remover da escalação"
        description={
          dialog?.type === 'remove' ? `Tem certeza que deseja remover ${dialog.entry.athlete.nomeCompleto} da escalação deste jogo?` : ''
        }
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => dialog?.type === 'remove' && remove.mutate({ gameId, id: dialog.entry.id })}
      />
    </section>
  );
}
