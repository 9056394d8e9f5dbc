import { useQuery } from '@tanstack/react-query';
import { scheduleInputSchema, scheduleStatuses, scheduleStatusLabels, type ScheduleEntry, type ScheduleInput } from '@domain/schedule';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { getTeamsQueryOptions } from '@web/features/teams';
import { recordSelect } from '@web/lib/record-select';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateScheduleEntry } from '../api/create-schedule-entry';
import { PLAN_OPTIONS_LIMIT, usePlanOptions } from '../api/get-plan-options';
import { useUpdateScheduleEntry } from '../api/update-schedule-entry';

const byLabel = (a: SelectOption, b: SelectOption) => a.label.localeCompare(b.label, 'pt-BR');

function toFormValues(entry: ScheduleEntry | null, date: string): ScheduleInput {
  return {
    turmaId: entry ? String(entry.turmaId) : '',
    planoTreinoId: entry ? String(entry.planoTreinoId) : '',
    data: entry?.data ?? date,
    statusExecucao: entry?.statusExecucao ?? 'planejado',
    observacoes: entry?.observacoes ?? '',
  };
}

/** Active teams (GET /api/teams), plus the entry's own team when it is no longer active. */
function useTeamSelect(entry: ScheduleEntry | null) {
  const teams = useQuery(getTeamsQueryOptions());
  return recordSelect(
    teams,
    (teams.data ?? [])
      .filter((t) => t.status === 'ativo')
      .map((t) => ({ value: String(t.id), label: t.nome }))
      .sort(byLabel),
    { placeholder: 'Selecione a turma', loadError: 'Não foi possível carregar as turmas.', none: 'Nenhuma turma ativa cadastrada.' },
    entry && { value: String(entry.turmaId), label: `${entry.turmaNome} (inativa)` },
  );
}

/** Active plans (GET /api/planos-treino), plus the entry's own plan when the list does not hold it. */
function usePlanSelect(entry: ScheduleEntry | null) {
  const plans = usePlanOptions();
  const options: SelectOption[] = (plans.data?.items ?? []).map((p) => ({ value: String(p.id), label: p.titulo })).sort(byLabel);
  if (entry && !options.some((o) => o.value === String(entry.planoTreinoId))) {
    options.push({ value: String(entry.planoTreinoId), label: entry.planoTitulo });
  }
  const total = plans.data?.total ?? 0;
  const description = plans.isError
    ? 'Não foi possível carregar os planos de treino.'
    : plans.isSuccess && total === 0
      ? 'Nenhum plano de treino ativo cadastrado.'
      : total > PLAN_OPTIONS_LIMIT
        ? `Mostrando os ${PLAN_OPTIONS_LIMIT} planos ativos mais recentes.`
        : undefined;
  return { options, description, placeholder: plans.isPending ? 'Carregando...' : 'Selecione o plano de treino' };
}

/**
 * Any status, new entry or not (spec 2 §4): an applied training goes back to planejado or cancelado
 * here. Applying one dated after today is the server's refusal, shown on this field.
 */
const statusOptions: SelectOption[] = scheduleStatuses.map((s) => ({ value: s, label: scheduleStatusLabels[s] }));

export interface ScheduleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry to edit; null to create one. */
  entry: ScheduleEntry | null;
  /** The date a new entry starts with. */
  date: string;
}

/** 'Novo Cronograma' / 'Editar Cronograma' (spec 2 §2.12, §5). Mount it when opening. */
export function ScheduleFormDialog({ open, onOpenChange, entry, date }: ScheduleFormDialogProps) {
  const form = useZodForm(scheduleInputSchema, toFormValues(entry, date));
  const teamSelect = useTeamSelect(entry);
  const planSelect = usePlanSelect(entry);

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={entry ? 'Editar Cronograma' : 'Novo Cronograma'}
      description={entry ? 'Atualize o treino agendado.' : 'Agende um plano de treino para uma turma.'}
      form={form}
      record={entry}
      useCreate={useCreateScheduleEntry}
      useUpdate={useUpdateScheduleEntry}
      messages={{
        created: 'Cronograma criado com sucesso!',
        updated: 'Cronograma atualizado com sucesso!',
        createError: 'Erro ao criar cronograma',
        updateError: 'Erro ao atualizar cronograma',
      }}
      submitLabel={entry ? 'Salvar' : 'Criar'}
      className="sm:max-w-lg"
    >
      <SelectField control={form.control} name="turmaId" label="Turma" required {...teamSelect} />
      <SelectField control={form.control} name="planoTreinoId" label="Plano de treino" required {...planSelect} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="data" label="Data" required type="date" autoComplete="off" />
        <SelectField control={form.control} name="statusExecucao" label="Status" required options={statusOptions} />
      </div>
      <TextareaField control={form.control} name="observacoes" label="Observações" />
    </SaveRecordDialog>
  );
}
