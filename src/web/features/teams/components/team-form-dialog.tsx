import { teamCategories, teamModalities, weekdayLabels, weekdays } from '@domain/organization';
import { teamInputSchema, type Team, type TeamInput } from '@domain/teams';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { CheckboxGroupField, SelectField, TextField, type SelectOption } from '@web/components/form-fields';
import { useUnitSelect } from '@web/features/units';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateTeam } from '../api/create-team';
import { useUpdateTeam } from '../api/update-team';

const modalityOptions: SelectOption[] = teamModalities.map((m) => ({ value: m, label: m }));
const categoryOptions: SelectOption[] = teamCategories.map((c) => ({ value: c, label: c }));
const weekdayOptions: SelectOption[] = weekdays.map((d) => ({ value: d, label: weekdayLabels[d] }));

function toFormValues(team?: Team | null): TeamInput {
  return {
    unitId: team ? String(team.unitId) : '',
    nome: team?.nome ?? '',
    modalidade: team?.modalidade ?? '',
    categoria: team?.categoria ?? '',
    horario: team?.horario ?? '',
    diasSemana: team?.diasSemana ?? [],
    professorNome: team?.professorNome ?? '',
    auxiliarNome: team?.auxiliarNome ?? '',
  };
}

export interface TeamFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team to edit; none to create one. */
  team?: Team | null;
}

/** 'Nova Turma' / 'Editar Turma'. Mount it when opening so the form starts from the record. */
export function TeamFormDialog({ open, onOpenChange, team }: TeamFormDialogProps) {
  const isEdit = Boolean(team);
  const form = useZodForm(teamInputSchema, toFormValues(team));
  // The team's own unit stays offered when it is no longer active, so the select still names it.
  const unitSelect = useUnitSelect(team?.unit);

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={isEdit ? 'Editar Turma' : 'Nova Turma'}
      description={isEdit ? 'Atualize os dados da turma.' : 'Preencha os dados da nova turma.'}
      form={form}
      record={team}
      useCreate={useCreateTeam}
      useUpdate={useUpdateTeam}
      messages={{
        created: 'Turma cadastrada com sucesso!',
        updated: 'Turma atualizada com sucesso!',
        createError: 'Erro ao cadastrar turma. Tente novamente.',
        updateError: 'Erro ao atualizar turma. Tente novamente.',
      }}
      submitLabel={isEdit ? 'Salvar' : 'Cadastrar'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField control={form.control} name="unitId" label="Unidade" required {...unitSelect} />
        <TextField control={form.control} name="nome" label="Nome da Turma" required />
        <SelectField control={form.control} name="modalidade" label="Modalidade" required options={modalityOptions} placeholder="Selecione a modalidade" />
        <SelectField control={form.control} name="categoria" label="Categoria" required options={categoryOptions} placeholder="Selecione a categoria" />
        <TextField control={form.control} name="horario" label="Horário" required placeholder="Ex.: 18:00 - 19:30" className="sm:col-span-2" />
        <CheckboxGroupField control={form.control} name="diasSemana" label="Dias da semana" required options={weekdayOptions} className="sm:col-span-2" />
        <TextField control={form.control} name="professorNome" label="Professor" />
        <TextField control={form.control} name="auxiliarNome" label="Auxiliar" />
      </div>
    </SaveRecordDialog>
  );
}
