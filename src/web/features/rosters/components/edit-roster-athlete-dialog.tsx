import { formatPhoneDigits } from '@domain/documents';
import {
  positionLabel,
  preferredPositionLabels,
  preferredPositions,
  rosterUpdateSchema,
  type RosterAthlete,
} from '@domain/rosters';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { useFormMutation } from '@web/lib/use-save-record';
import { useZodForm } from '@web/lib/use-zod-form';
import { useUpdateRosterAthlete } from '../api/update-roster-athlete';

const listedPositions: SelectOption[] = preferredPositions.map((p) => ({ value: p, label: preferredPositionLabels[p] }));

/** The positions of spec 2 §9, and the link's own when it was typed as something else. */
function positionOptions(current: string | null): SelectOption[] {
  if (!current || listedPositions.some((o) => o.value === current)) return listedPositions;
  return [...listedPositions, { value: current, label: positionLabel(current) }];
}

export interface EditRosterAthleteDialogProps {
  link: RosterAthlete;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Editar Atleta na Equipe' (spec 2 §2.18): the athlete's data read-only; position, entry date and notes editable. */
export function EditRosterAthleteDialog({ link, open, onOpenChange }: EditRosterAthleteDialogProps) {
  const form = useZodForm(rosterUpdateSchema, {
    posicaoPreferencial: link.posicaoPreferencial ?? '',
    dataEntrada: link.dataEntrada,
    observacoes: link.observacoes ?? '',
  });
  const update = useFormMutation(
    form,
    useUpdateRosterAthlete,
    { success: 'Dados do atleta atualizados com sucesso!', failure: 'Erro ao atualizar dados do atleta' },
    () => onOpenChange(false),
  );

  const info = [
    { label: 'Nome', value: link.athlete?.nomeCompleto },
    { label: 'Telefone', value: formatPhoneDigits(link.athlete?.telefone) },
    { label: 'Email', value: link.athlete?.email },
    { label: 'Status', value: link.ativo ? 'Ativo' : 'Inativo' },
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar Atleta na Equipe"
      form={form}
      onSubmit={(data) => update.submit({ teamId: link.teamId, athleteId: link.athleteId, data })}
      submitLabel={update.pending ? 'Salvando...' : 'Salvar Alterações'}
      pending={update.pending}
    >
      <dl className="grid grid-cols-2 gap-3 rounded-md border bg-muted/40 p-4">
        {info.map((item) => (
          <div key={item.label} className="min-w-0">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="font-medium break-words">{item.value || 'N/A'}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="posicaoPreferencial"
          label="Posição Preferencial"
          options={positionOptions(link.posicaoPreferencial)}
          placeholder="Selecione a posição"
        />
        <TextField control={form.control} name="dataEntrada" label="Data de Entrada" type="date" required />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
