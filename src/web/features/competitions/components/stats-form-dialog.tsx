import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  computedStats,
  editableStats,
  playerStatsInputSchema,
  statLabels,
  type PlayerStats,
  type PlayerStatsData,
  type PlayerStatsInput,
} from '@domain/competitions';
import { FormDialog } from '@web/components/form-dialog';
import { TextareaField, TextField } from '@web/components/form-fields';
import { useSavePlayerStats } from '../api/save-player-stats';
import { formCallbacks } from './form-callbacks';

export interface StatsFormDialogProps {
  gameId: number;
  stats: PlayerStats;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The statistics typed by hand; goals, assists and cards are shown as the events count them. */
export function StatsFormDialog({ gameId, stats, open, onOpenChange }: StatsFormDialogProps) {
  const form = useForm<PlayerStatsInput, unknown, PlayerStatsData>({
    resolver: zodResolver(playerStatsInputSchema),
    defaultValues: {
      ...Object.fromEntries(editableStats.map((key) => [key, String(stats[key])])),
      observacoes: stats.observacoes ?? '',
    },
  });
  const save = useSavePlayerStats(formCallbacks(form, 'Estatísticas salvas com sucesso!', 'Erro ao salvar estatísticas', () => onOpenChange(false)));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Estatísticas do atleta"
      description={stats.athlete.nomeCompleto}
      form={form}
      onSubmit={(data) => {
        form.clearErrors('root.server');
        save.mutate({ gameId, athleteId: stats.athleteId, data });
      }}
      submitLabel="Salvar"
      pending={save.isPending}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted p-3 text-sm sm:grid-cols-4">
        {computedStats.map((key) => (
          <div key={key}>
            <dt className="text-muted-foreground">{statLabels[key]}</dt>
            <dd className="text-lg font-semibold tabular-nums">{stats[key]}</dd>
          </div>
        ))}
        <p className="col-span-full text-muted-foreground">Contados pelos eventos da súmula.</p>
      </dl>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {editableStats.map((key) => (
          <TextField key={key} control={form.control} name={key} label={statLabels[key]} type="number" inputMode="numeric" />
        ))}
        <TextareaField control={form.control} name="observacoes" label="Observações" className="col-span-full" />
      </div>
    </FormDialog>
  );
}
