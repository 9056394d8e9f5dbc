import { PencilIcon, PlusIcon, TrashIcon } from 'lucide-react';
import type { LineupEntry } from '@domain/competitions';
import { gameTimeline, substitutionFields, type PitchTime } from '@domain/game-timeline';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { useRecordDialogs } from '@web/lib/use-record-dialogs';
import { useMediaQuery } from '@web/shell/use-media-query';
import { useGameEvents } from '../api/get-game-events';
import { useLineup } from '../api/get-lineup';
import { useRemoveLineupEntry } from '../api/remove-lineup-entry';
import { LineupEntryDialog } from './lineup-entry-dialog';

/** The table needs about 720 px: below Tailwind's lg each athlete is a card, its buttons in reach. */
const TABLE_QUERY = '(min-width: 1024px)';

/** When the athlete was on the pitch, as the lineup and the events (substitutions, red cards) say. */
function onPitch(entry: LineupEntry, time: PitchTime | undefined) {
  if (!time || time.entrada === null) return 'Não entrou';
  const from = entry.titular && time.entrada === 0 ? 'Desde o início' : `Entrou aos ${time.entrada}'`;
  if (time.saida === null) return from;
  return `${from} · ${time.saiu === 'expulsao' ? 'expulso' : 'saiu'} aos ${time.saida}'`;
}

/** Who the athlete left for, or came on for. */
function substitutionText(entry: LineupEntry, lineup: readonly LineupEntry[]) {
  if (entry.substituido) return entry.substituto ? `Saiu para ${entry.substituto.nomeCompleto}` : 'Substituído';
  const replaced = lineup.find((e) => e.substituido && e.substitutoId === entry.athleteId);
  return replaced ? `Entrou no lugar de ${replaced.athlete.nomeCompleto}` : null;
}

/** The lineup: who played, where, with which shirt, from which minute, and who came on for whom. */
export function LineupTab({ gameId, canModify }: { gameId: number; canModify: boolean }) {
  const lineup = useLineup(gameId);
  const events = useGameEvents(gameId);
  const isLarge = useMediaQuery(TABLE_QUERY);
  const entries = lineup.data ?? [];
  const { times } = gameTimeline(entries, events.data ?? []);
  const substitutions = substitutionFields(events.data ?? []);
  const dialogs = useRecordDialogs<{ add: null; edit: LineupEntry; remove: LineupEntry }>();
  const remove = useRemoveLineupEntry({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Atleta removido da escalação com sucesso!' });
      dialogs.close();
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao remover atleta da escalação') });
      dialogs.close();
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
    { id: 'minutos', header: 'Em campo', className: 'tabular-nums', cell: (e) => onPitch(e, times.get(e.athleteId)) },
    { id: 'substituicao', header: 'Substituição', cell: (e) => substitutionText(e, entries) ?? '—' },
  ];
  const actions = (entry: LineupEntry) => (
    <div className="flex shrink-0 justify-end gap-1">
      <IconButton label={`Editar ${entry.athlete.nomeCompleto}`} icon={<PencilIcon />} onClick={() => dialogs.open('edit', entry)} />
      <IconButton
        label={`Remover ${entry.athlete.nomeCompleto}`}
        icon={<TrashIcon />}
        className="text-destructive hover:text-destructive"
        onClick={() => dialogs.open('remove', entry)}
      />
    </div>
  );
  if (canModify) columns.push({ id: 'acoes', header: <span className="sr-only">Ações</span>, className: 'text-right', cell: actions });
  const form = dialogs.isOpen('add') ? null : dialogs.target('edit');
  const removing = dialogs.target('remove');
  const error = lineup.isError ? <ListError message="Não foi possível carregar a escalação." onRetry={() => void lineup.refetch()} /> : undefined;
  const empty = <EmptyState title="Nenhum atleta escalado" description={canModify ? 'Adicione os atletas que vão a campo.' : undefined} />;

  return (
    <section className="min-w-0 space-y-4" aria-labelledby="lineup-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lineup-title" className="text-lg font-semibold">
          Escalação {lineup.data && `(${lineup.data.length})`}
        </h2>
        {canModify && (
          <Button onClick={() => dialogs.open('add', null)}>
            <PlusIcon aria-hidden="true" />
            Adicionar atleta
          </Button>
        )}
      </div>
      {isLarge ? (
        <DataTable
          columns={columns}
          data={lineup.data}
          getRowKey={(e) => e.id}
          isLoading={lineup.isPending}
          error={error}
          empty={empty}
          caption="Escalação do jogo"
          minWidthClassName="min-w-[720px]"
        />
      ) : lineup.isPending ? (
        <div role="status" aria-label="Carregando escalação" className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-lg" />
          ))}
        </div>
      ) : error || entries.length === 0 ? (
        <div className="rounded-lg border bg-card py-12 text-center text-muted-foreground">{error || empty}</div>
      ) : (
        <ul aria-label="Escalação do jogo" className="divide-y rounded-lg border bg-card">
          {entries.map((entry) => {
            const replaced = substitutionText(entry, entries);
            return (
              <li key={entry.id} className="flex items-start gap-3 p-3">
                <span className="w-8 shrink-0 text-right font-semibold tabular-nums">
                  <span className="sr-only">Camisa </span>
                  {entry.numeroUniforme ?? '—'}
                </span>
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="font-medium break-words">{entry.athlete.nomeCompleto}</p>
                  <p className="text-sm break-words text-muted-foreground">{entry.posicao}</p>
                  <p className="text-sm">
                    {entry.titular ? 'Titular' : 'Reserva'} · {onPitch(entry, times.get(entry.athleteId))}
                  </p>
                  {replaced && <p className="text-sm text-muted-foreground">{replaced}</p>}
                  {entry.observacoes && <p className="text-sm break-words text-muted-foreground">{entry.observacoes}</p>}
                </div>
                {canModify && actions(entry)}
              </li>
            );
          })}
        </ul>
      )}

      {form !== undefined && (
        <LineupEntryDialog
          key={form?.id ?? 'new'}
          gameId={gameId}
          open
          onOpenChange={dialogs.onOpenChange}
          entry={form}
          lineup={entries}
          substitution={form ? substitutions.get(form.athleteId) : undefined}
        />
      )}
      <ConfirmDialog
        open={removing !== undefined}
        onOpenChange={dialogs.onOpenChange}
        title="Remover da escalação"
        description={removing ? `Tem certeza que deseja remover ${removing.athlete.nomeCompleto} da escalação deste jogo?` : ''}
        confirmLabel="Remover"
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate({ gameId, id: removing.id })}
      />
    </section>
  );
}
