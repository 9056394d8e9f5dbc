import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  positionLabel,
  preferredPositionLabels,
  preferredPositions,
  rosterUpdateSchema,
  type RosterAthlete,
  type RosterUpdate,
  type RosterUpdateInput,
} from '@domain/rosters';
import { FormDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { formatPhone } from '@web/lib/format';
import { applyServerErrors } from '@web/lib/form-errors';
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
  const form = useForm<RosterUpdateInput, unknown, RosterUpdate>({
    resolver: zodResolver(rosterUpdateSchema),
    defaultValues: { posicaoPreferencial: link.posicaoPreferencial ?? '', dataEntrada: link.dataEntrada, observacoes: link.observacoes ?? '' },
  });
  const update = useUpdateRosterAthlete({
    onSuccess: () => {
      toast({ title: 'Sucesso', description: 'Dados do atleta atualizados com sucesso!' });
      onOpenChange(false);
    },
    onError: (error) => {
      applyServerErrors(form, error);
      toast({ variant: 'destructive', title: 'Erro', description: errorMessage(error, 'Erro ao atualizar dados do atleta') });
    },
  });

  const info = [
    { label: 'Nome', value: link.athlete?.nomeCompleto },
    { label: 'Telefone', value: formatPhone(link.athlete?.telefone) },
    { label: 'Email', value: link.athlete?.email },
    { label: 'Status', value: link.ativo ? 'Ativo' : 'Inativo' },
  ];

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Editar Atleta na Equipe"
      form={form}
      onSubmit={(data) => {
        form.clearErrors('root.server');
        update.mutate({ teamId: link.teamId, athleteId: link.athleteId, data });
      }}
      submitLabel={update.isPending ? 'Salvando...' : 'Salvar Alterações'}
      pending={update.isPending}
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
