import { useId, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
import { lineupInputSchema, NO_CHOICE, type LineupData, type LineupEntry, type LineupInput } from '@domain/competitions';
import type { SubstitutionFields } from '@domain/game-timeline';
import { preferredPositionLabels } from '@domain/rosters';
import { FormDialog } from '@web/components/form-dialog';
import { CustomField, SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useAddLineupEntry } from '../api/add-lineup-entry';
import { useUpdateLineupEntry } from '../api/update-lineup-entry';
import { LineupAthletePickerField } from './lineup-athlete-picker';

const positionSuggestions = Object.values(preferredPositionLabels);
const FROM_EVENTS = 'Vem da substituição registrada nos eventos.';
/** A minute typed in the lineup; read-only where a recorded substitution sets it. */
const MinuteInput = (props: ComponentProps<typeof Input>) => <Input type="number" inputMode="numeric" autoComplete="off" {...props} />;
const number = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function toFormValues(entry: LineupEntry | null | undefined): LineupInput {
  return {
    athleteId: entry ? String(entry.athleteId) : '',
    posicao: entry?.posicao ?? '',
    titular: entry?.titular ?? true,
    numeroUniforme: number(entry?.numeroUniforme),
    entradaMinuto: number(entry?.entradaMinuto ?? 0),
    saidaMinuto: number(entry?.saidaMinuto),
    substituido: entry?.substituido ?? false,
    substitutoId: entry?.substitutoId ? String(entry.substitutoId) : NO_CHOICE,
    observacoes: entry?.observacoes ?? '',
  };
}

export interface LineupEntryDialogProps {
  gameId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; none to add an athlete. */
  entry?: LineupEntry | null;
  lineup: LineupEntry[];
  /** What the recorded substitutions set in this entry: shown, not edited here. */
  substitution?: SubstitutionFields;
}

/** 'Adicionar atleta à escalação' / 'Editar escalação': position, starter, shirt, minutes in and out, substitution. */
export function LineupEntryDialog({ gameId, open, onOpenChange, entry, lineup, substitution }: LineupEntryDialogProps) {
  const form = useZodForm(lineupInputSchema, toFormValues(entry));
  const substituido = useWatch({ control: form.control, name: 'substituido' });
  const athleteId = useWatch({ control: form.control, name: 'athleteId' });
  const suggestionsId = useId();
  const replacedBy = substitution?.saida && lineup.find((e) => e.athleteId === substitution.saida?.substitutoId)?.athlete.nomeCompleto;

  const close = () => onOpenChange(false);
  const add = useFormMutation(
    form,
    useAddLineupEntry,
    { success: 'Atleta adicionado à escalação com sucesso!', failure: 'Erro ao adicionar atleta à escalação' },
    close,
  );
  const update = useFormMutation(
    form,
    useUpdateLineupEntry,
    { success: 'Escalação atualizada com sucesso!', failure: 'Erro ao atualizar escalação' },
    close,
  );
  const save = (data: LineupData) => (entry ? update.submit({ gameId, id: entry.id, data }) : add.submit({ gameId, data }));

  const substituteOptions: SelectOption[] = [
    { value: NO_CHOICE, label: 'Nenhum' },
    ...lineup
      .filter((e) => String(e.athleteId) !== athleteId)
      .map((e) => ({ value: String(e.athleteId), label: e.athlete.nomeCompleto })),
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Editar escalação' : 'Adicionar atleta à escalação'}
      description={entry ? entry.athlete.nomeCompleto : 'Escolha o atleta e como ele entra no jogo.'}
      form={form}
      onSubmit={save}
      submitLabel={entry ? 'Salvar' : 'Adicionar'}
      pending={add.pending || update.pending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {!entry && (
          <LineupAthletePickerField gameId={gameId} control={form.control} name="athleteId" className="sm:col-span-2" />
        )}
        <CustomField
          control={form.control}
          name="posicao"
          label="Posição"
          required
          render={(field) => <Input {...field} value={String(field.value ?? '')} list={suggestionsId} autoComplete="off" aria-required />}
        />
        <datalist id={suggestionsId}>
          {positionSuggestions.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
        <TextField control={form.control} name="numeroUniforme" label="Número da camisa" type="number" inputMode="numeric" />
        <CustomField
          control={form.control}
          name="titular"
          label="Titular"
          description="Desligado: começa no banco de reservas."
          render={(field) => <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />}
        />
        {substitution?.saida ? (
          <p className="text-sm text-muted-foreground">
            Substituído por <strong className="text-foreground">{replacedBy}</strong>. {FROM_EVENTS}
          </p>
        ) : (
          <CustomField
            control={form.control}
            name="substituido"
            label="Substituído"
            render={(field) => <Switch checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />}
          />
        )}
        <CustomField
          control={form.control}
          name="entradaMinuto"
          label="Minuto de entrada"
          description={substitution?.entrada ? FROM_EVENTS : undefined}
          render={(field) => <MinuteInput {...field} value={String(field.value ?? '')} readOnly={Boolean(substitution?.entrada)} />}
        />
        <CustomField
          control={form.control}
          name="saidaMinuto"
          label="Minuto de saída"
          description={substitution?.saida ? FROM_EVENTS : undefined}
          render={(field) => <MinuteInput {...field} value={String(field.value ?? '')} readOnly={Boolean(substitution?.saida)} />}
        />
        {substituido && !substitution?.saida && (
          <SelectField control={form.control} name="substitutoId" label="Substituído por" options={substituteOptions} className="sm:col-span-2" />
        )}
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
