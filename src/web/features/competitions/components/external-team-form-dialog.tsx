import { maskPhone } from '@domain/documents';
import {
  externalTeamInputSchema,
  type CompetitionModality,
  type ExternalTeam,
  type ExternalTeamInput,
} from '@domain/competitions';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { PhoneField, TextareaField, TextField } from '@web/components/form-fields';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateExternalTeam } from '../api/create-external-team';
import { useUpdateExternalTeam } from '../api/update-external-team';
import { ModalityField } from './modality-field';

function toFormValues(team: ExternalTeam | null | undefined, modalidade: CompetitionModality | undefined): ExternalTeamInput {
  return {
    nome: team?.nome ?? '',
    modalidade: team?.modalidade ?? modalidade ?? '',
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
  /** A new team's modality to start with (the game's). */
  modalidade?: CompetitionModality;
}

/** 'Nova equipe adversária' / 'Editar equipe adversária' (spec 2 §5 "External team"). */
export function ExternalTeamFormDialog({ open, onOpenChange, team, onSaved, modalidade }: ExternalTeamFormDialogProps) {
  const form = useZodForm(externalTeamInputSchema, toFormValues(team, modalidade));

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={team ? 'Editar equipe adversária' : 'Nova equipe adversária'}
      description={team ? 'Atualize os dados da equipe adversária.' : 'Cadastre um clube de fora da escola para enfrentá-lo nos jogos.'}
      form={form}
      record={team}
      useCreate={useCreateExternalTeam}
      useUpdate={useUpdateExternalTeam}
      messages={{
        created: 'Equipe adversária cadastrada com sucesso!',
        updated: 'Equipe adversária atualizada com sucesso!',
        createError: 'Erro ao cadastrar equipe adversária',
        updateError: 'Erro ao atualizar equipe adversária',
      }}
      onSaved={onSaved}
      submitLabel={team ? 'Salvar' : 'Cadastrar'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="nome" label="Nome da equipe" required className="sm:col-span-2" />
        <ModalityField control={form.control} />
        <TextField control={form.control} name="categoria" label="Categoria" placeholder="Ex.: Sub-11" />
        <TextField control={form.control} name="cidade" label="Cidade" />
        <TextField control={form.control} name="estado" label="Estado" />
        <TextField control={form.control} name="contato" label="Contato" />
        <PhoneField control={form.control} name="telefone" label="Telefone" autoComplete="off" />
        <TextField control={form.control} name="email" label="Email" type="email" className="sm:col-span-2" />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
    </SaveRecordDialog>
  );
}
