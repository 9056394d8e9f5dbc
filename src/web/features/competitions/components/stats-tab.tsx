import { useState } from 'react';
import { PencilIcon } from 'lucide-react';
import { computedStats, editableStats, statLabels, type PlayerStats } from '@domain/competitions';
import { DataTable, EmptyState, ListError, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { usePlayerStats } from '../api/get-player-stats';
import { StatsFormDialog } from './stats-form-dialog';

const shortLabels: Record<(typeof computedStats)[number] | (typeof editableStats)[number], string> = {
  gols: 'G',
  assistencias: 'A',
  cartoesAmarelos: 'CA',
  cartoesVermelhos: 'CV',
  minutosJogados: 'Min',
  faltas: 'FC',
  faltasSofridas: 'FS',
  chutesGol: 'CG',
  chutesForaGol: 'CF',
  defesas: 'DEF',
};

/** One line per athlete of the lineup: counted columns from the events, the rest typed by staff. */
export function StatsTab({ gameId, canModify }: { gameId: number; canModify: boolean }) {
  const stats = usePlayerStats(gameId);
  const [editing, setEditing] = useState<PlayerStats | null>(null);

  const columns: DataTableColumn<PlayerStats>[] = [
    { id: 'atleta', header: 'Atleta', cell: (s) => <span className="font-medium">{s.athlete.nomeCompleto}</span> },
    ...[...computedStats, ...editableStats].map(
      (key): DataTableColumn<PlayerStats> => ({
        id: key,
        header: (
          <abbr title={statLabels[key]} className="no-underline">
            {shortLabels[key]}
          </abbr>
        ),
        className: 'text-center tabular-nums',
        headerClassName: 'text-center',
        cell: (s) => s[key],
      }),
    ),
  ];
  if (canModify) {
    columns.push({
      id: 'acoes',
      header: <span className="sr-only">Ações</span>,
      className: 'text-right',
      cell: (s) => <IconButton label={`Editar estatísticas de ${s.athlete.nomeCompleto}`} icon={<PencilIcon />} onClick={() => setEditing(s)} />,
    });
  }

  return (
    <section className="min-w-0 space-y-4" aria-labelledby="stats-title">
      <div className="grid gap-1">
        <h2 id="stats-title" className="text-lg font-semibold">
          Estatísticas dos atletas
        </h2>
        <p className="text-sm text-muted-foreground">
          Gols, assistências e cartões são contados pelos eventos; os demais números são preenchidos pela comissão técnica.
        </p>
      </div>
      <DataTable
        columns={columns}
        data={stats.data}
        getRowKey={(s) => s.athleteId}
        isLoading={stats.isPending}
        error={stats.isError ? <ListError message="Não foi possível carregar as estatísticas." onRetry={() => void stats.refetch()} /> : undefined}
        empty={<EmptyState title="Nenhum atleta escalado" description="As estatísticas aparecem para os atletas da escalação." />}
        caption="Estatísticas dos atletas no jogo"
        minWidthClassName="min-w-[820px]"
      />
      <p className="text-xs text-muted-foreground">
        {[...computedStats, ...editableStats].map((key) => `${shortLabels[key]}: ${statLabels[key]}`).join(' · ')}
      </p>
      {editing && <StatsFormDialog gameId={gameId} stats={editing} open onOpenChange={(open) => !open && setEditing(null)} />}
    </section>
  );
}
