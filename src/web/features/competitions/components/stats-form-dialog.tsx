import {
  computedStats,
  editableStats,
  playerStatsInputSchema,
  statLabels,
  type PlayerStats,
} from '@domain/competitions';
import { FormDialog } from '@web/components/form-dialog';
import { TextareaField, TextField } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useSavePlayerStats } from '../api/save-player-stats';

export interface StatsFormDialogProps {
  gameId: number;
  stats: PlayerStats;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The statistics typed by hand; goals, assists and cards are shown as the events count them. */
export function StatsFormDialog({ gameId, stats, open, onOpenChange }: StatsFormDialogProps) {
  const form = useZodForm(playerStatsInputSchema, {
    ...Object.fromEntries(editableStats.map((key) => [key, String(stats[key])])),
    observacoes: stats.observacoes ?? '',
  });
  const save = useFormMutation(
    form,
    useSavePlayerStats,
    { success: 'Estatísticas salvas com sucesso!', failure: 'Erro ao salvar estatísticas' },
    () => onOpenChange(false),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Estatísticas do atleta"
      description={stats.athlete.nomeCompleto}
      form={form}
      onSubmit={(data) => save.submit({ gameId, athleteId: stats.athleteId, data })}
      submitLabel="Salvar"
      pending={save.pending}
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
