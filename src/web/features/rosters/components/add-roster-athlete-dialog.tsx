import { useId, useState, type KeyboardEvent } from 'react';
import { sexLabels } from '@domain/athletes';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import {
  AVAILABLE_ATHLETES_LIMIT,
  managedTeamCategoryLabels,
  preferredPositionLabels,
  preferredPositions,
  rosterAddSchema,
  rosterCategoryFilters,
  type AvailableAthlete,
} from '@domain/rosters';
import { AthleteChoiceField, AthleteChoiceList } from '@web/components/athlete-choice-list';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, TextareaField, TextField } from '@web/components/form-fields';
import { FilterSelect, SearchField } from '@web/components/list-filters';
import { Input } from '@web/components/ui/input';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAddRosterAthlete } from '../api/add-roster-athlete';
import { useAvailableAthletes } from '../api/get-available-athletes';

const categoryOptions = rosterCategoryFilters.map((c) => ({ value: c, label: managedTeamCategoryLabels[c] }));

export interface AddRosterAthleteDialogProps {
  teamId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Adicionar Atleta' (spec 2 §2.18): filter and pick one athlete not yet in the team, then the
 * 'Detalhes da Inclusão'. The button stays disabled until an athlete is picked.
 */
export function AddRosterAthleteDialog({ teamId, open, onOpenChange }: AddRosterAthleteDialogProps) {
  const form = useZodForm(rosterAddSchema, { athleteId: '', posicaoPreferencial: '', dataEntrada: todayIn(SCHOOL_TIME_ZONE), observacoes: '' });
  const [busca, setBusca] = useState('');
  const [categoria, setCategoria] = useState<string | undefined>(undefined);
  const [picked, setPicked] = useState<AvailableAthlete | null>(null);
  const athletes = useAvailableAthletes(teamId, { busca: useDebouncedValue(busca.trim()), categoria });
  const positionsId = useId();

  const add = useFormMutation(
    form,
    useAddRosterAthlete,
    { success: 'Atleta adicionado à equipe com sucesso!', failure: 'Erro ao adicionar atleta à equipe' },
    () => onOpenChange(false),
  );

  const pick = (athlete: AvailableAthlete) => {
    setPicked(athlete);
    form.setValue('athleteId', String(athlete.id), { shouldValidate: form.formState.isSubmitted });
    form.clearErrors('root.server');
  };

  // Enter in the search box filters; it must not submit the dialog.
  const keepEnterInSearch = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') event.preventDefault();
  };

  const items = athletes.data?.items ?? [];
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Adicionar Atleta"
      description="Escolha um atleta ativo que ainda não está na equipe."
      form={form}
      onSubmit={(data) => add.submit({ teamId, data })}
      submitLabel={add.pending ? 'Adicionando...' : 'Adicionar Atleta'}
      submitDisabled={!picked}
      pending={add.pending}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]" onKeyDown={keepEnterInSearch}>
        <SearchField label="Buscar por nome" placeholder="Nome do atleta" value={busca} onChange={setBusca} />
        <FilterSelect label="Filtrar por categoria" allLabel="Todas" options={categoryOptions} value={categoria} onChange={setCategoria} className="" />
      </div>

      <AthleteChoiceField control={form.control} name="athleteId" chosenName={picked?.nomeCompleto}>
        {(field) => (
          <>
            <fieldset className="min-w-0">
              <legend className="mb-2 text-sm font-medium">Atletas disponíveis</legend>
              <AthleteChoiceList
                name={field.name}
                value={String(field.value)}
                athletes={items}
                describe={(athlete) => `${managedTeamCategoryLabels[athlete.categoria]} · ${sexLabels[athlete.sexo]}`}
                onChoose={pick}
                onBlur={field.onBlur}
                status={athletes}
                withPhoto
              />
            </fieldset>
            {athletes.data && athletes.data.total > AVAILABLE_ATHLETES_LIMIT && (
              <p className="text-xs text-muted-foreground">
                Mostrando {AVAILABLE_ATHLETES_LIMIT} de {athletes.data.total} atletas. Refine a busca para encontrar outros.
              </p>
            )}
          </>
        )}
      </AthleteChoiceField>

      <section className="grid gap-4 sm:grid-cols-2" aria-labelledby={`${positionsId}-title`}>
        <h3 id={`${positionsId}-title`} className="font-semibold sm:col-span-2">
          Detalhes da Inclusão
        </h3>
        <CustomField
          control={form.control}
          name="posicaoPreferencial"
          label="Posição Preferencial"
          render={(field) => <Input {...field} value={field.value ?? ''} list={positionsId} maxLength={50} placeholder="Ex.: Goleiro" />}
        />
        <datalist id={positionsId}>
          {preferredPositions.map((p) => (
            <option key={p} value={preferredPositionLabels[p]} />
          ))}
        </datalist>
        <TextField control={form.control} name="dataEntrada" label="Data de Entrada" type="date" />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </section>
    </FormDialog>
  );
}
