import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { maskPhone } from '@domain/documents';
import {
  competitionModalities,
  competitionModalityLabels,
  externalTeamInputSchema,
  type ExternalTeam,
  type ExternalTeamData,
  type ExternalTeamInput,
} from '@domain/competitions';
import { FormDialog } from '@web/components/form-dialog';
import { PhoneField, SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { useCreateExternalTeam } from '../api/create-external-team';
import { useUpdateExternalTeam } from '../api/update-external-team';
import { formCallbacks } from './form-callbacks';

const modalityOptions: SelectOption[] = competitionModalities.map((m) => ({ value: m, label: competitionModalityLabels[m] }));

function toFormValues(team: ExternalTeam | null | undefined): ExternalTeamInput {
  return {
    nome: team?.nome ?? '',
    modalidade: team?.modalidade ?? '',
    categoria: team?.categoria ?? '',
    cidade: team?.cidade ?? '',
    estado: team?.estado ?? '',
    contato: team?.contato ?? '',
    telefone: team?.telefone ? maskPhone(team.telefone) : '',
    email: team?.email ?? '',
    observacoes: team?.observacoes ?? '',
    ativo: team?.ativo ?? true,
  };
}

export interface ExternalTeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to edit; none to register one. */
  team?: ExternalTeam | null;
  /** Called with the stored team (the game form then selects a new one). */
  onSaved?: (team: ExternalTeam) => void;
}

/** 'Nova equipe adversária' / 'Editar equipe adversária' (spec 2 §5 "External team"). */
export function ExternalTeamFormDialog({ open, onOpenChange, team, onSaved }: ExternalTeamFormDialogProps) {
  const form = useForm<ExternalTeamInput, unknown, ExternalTeamData>({
    resolver: zodResolver(externalTeamInputSchema),
    defaultValues: toFormValues(team),
  });
  const callbacks = (success: string, failure: string) =>
    formCallbacks(form, success, failure, (saved: ExternalTeam) => {
      onSaved?.(saved);
      onOpenChange(false);
    });
  const create = useCreateExternalTeam(callbacks('Equipe adversária cadastrada com sucesso!', 'Erro ao cadastrar equipe adversária'));
  const update = useUpdateExternalTeam(callbacks('Equipe adversária atualizada com sucesso!', 'Erro ao atualizar equipe adversária'));

  const save = (data: ExternalTeamData) => {
    form.clearErrors('root.server');
    if (team) update.mutate({ id: team.id, data });
    else create.mutate(data);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? 'Editar equipe adversária' : 'Nova equipe adversária'}
      description={team ? 'Atualize os dados da equipe adversária.' : 'Cadastre um clube de fora da escola para enfrentá-lo nos jogos.'}
      form={form}
      onSubmit={save}
      submitLabel={team ? 'Salvar' : 'Cadastrar'}
      pending={create.isPending || update.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="nome" label="Nome da equipe" required className="sm:col-span-2" />
        <SelectField
          control={form.control}
          name="modalidade"
          label="Modalidade"
          required
          options={modalityOptions}
          placeholder="Selecione a modalidade"
        />
        <TextField control={form.control} name="categoria" label="Categoria" placeholder="Ex.: Sub-11" />
        <TextField control={form.control} name="cidade" label="Cidade" />
        <TextField control={form.control} name="estado" label="Estado" />
        <TextField control={form.control} name="contato" label="Contato" />
        <PhoneField control={form.control} name="telefone" label="Telefone" autoComplete="off" />
        <TextField control={form.control} name="email" label="Email" type="email" className="sm:col-span-2" />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </FormDialog>
  );
}
