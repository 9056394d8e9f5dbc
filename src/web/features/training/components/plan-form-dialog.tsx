import { z } from 'zod';
import { activeStatuses, activeStatusLabels } from '@domain/fields';
import {
  activityCategories,
  activityCategoryLabels,
  activityModalities,
  activityModalityLabels,
  planInputSchema,
  type PlanInput,
  type SubActivityInput,
  type TrainingPlan,
  type TrainingPlanSummary,
} from '@domain/training';
import { ListError } from '@web/components/data-table';
import { SaveRecordDialog } from '@web/components/form-dialog';
import { SelectField, TextareaField, TextField, type SelectOption } from '@web/components/form-fields';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Skeleton } from '@web/components/ui/skeleton';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreatePlan } from '../api/create-plan';
import { usePlan } from '../api/get-plan';
import { useUpdatePlan } from '../api/update-plan';
import { SubActivitiesField } from './sub-activities-field';

export type SubActivityFormValues = Omit<SubActivityInput, 'ordem'>;
export type PlanFormValues = Omit<PlanInput, 'atividades'> & { atividades: SubActivityFormValues[] };

const categoryOptions: SelectOption[] = activityCategories.map((c) => ({ value: c, label: activityCategoryLabels[c] }));
const modalityOptions: SelectOption[] = activityModalities.map((m) => ({ value: m, label: activityModalityLabels[m] }));
const statusOptions: SelectOption[] = activeStatuses.map((s) => ({ value: s, label: activeStatusLabels[s] }));

/** The form keeps sub-activities in their on-screen order; their ordem is that position, 1..n. */
const planFormSchema = z
  .custom<PlanFormValues>()
  .transform((values): PlanInput => ({ ...values, atividades: values.atividades.map((atividade, index) => ({ ...atividade, ordem: index + 1 })) }))
  .pipe(planInputSchema);

function toFormValues(plan?: TrainingPlan | null): PlanFormValues {
  return {
    titulo: plan?.titulo ?? '',
    objetivoGeral: plan?.objetivoGeral ?? '',
    categoria: plan?.categoria ?? '',
    modalidade: plan?.modalidade ?? '',
    tempoTotalEstimado: plan ? String(plan.tempoTotalEstimado) : '',
    materiaisGerais: plan?.materiaisGerais ?? '',
    observacoes: plan?.observacoes ?? '',
    tags: plan?.tags ?? '',
    status: plan?.status ?? 'ativo',
    atividades: (plan?.atividades ?? []).map((a) => ({
      tipo: a.tipo,
      descricao: a.descricao,
      nivel: a.nivel,
      tempoEstimado: String(a.tempoEstimado),
      tagsHabilidades: a.tagsHabilidades ?? '',
      materiais: a.materiais ?? '',
    })),
  };
}

export interface PlanFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan to edit (its sub-activities are loaded first); none to create one. */
  plan?: TrainingPlanSummary | null;
}

/** 'Nova Atividade' / 'Editar Atividade'. Mount it when opening so the form starts from the record. */
export function PlanFormDialog({ open, onOpenChange, plan }: PlanFormDialogProps) {
  const detail = usePlan(plan?.id ?? null);
  if (!plan) return <PlanForm open={open} onOpenChange={onOpenChange} plan={null} />;
  if (detail.data) return <PlanForm open={open} onOpenChange={onOpenChange} plan={detail.data} />;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Editar Atividade</DialogTitle>
          <DialogDescription>{plan.titulo}</DialogDescription>
        </DialogHeader>
        {detail.isError ? (
          <ListError message="Não foi possível carregar a atividade." onRetry={() => void detail.refetch()} />
        ) : (
          <div role="status" aria-label="Carregando atividade" className="grid gap-4 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({ open, onOpenChange, plan }: { open: boolean; onOpenChange: (open: boolean) => void; plan: TrainingPlan | null }) {
  const form = useZodForm(planFormSchema, toFormValues(plan));

  return (
    <SaveRecordDialog
      open={open}
      onOpenChange={onOpenChange}
      title={plan ? 'Editar Atividade' : 'Nova Atividade'}
      description={plan ? 'Atualize o plano de treino e suas subatividades.' : 'Preencha o plano de treino e suas subatividades.'}
      form={form}
      record={plan}
      useCreate={useCreatePlan}
      useUpdate={useUpdatePlan}
      messages={{
        created: 'Atividade criada com sucesso!',
        updated: 'Atividade atualizada com sucesso!',
        createError: 'Erro ao criar atividade',
        updateError: 'Erro ao atualizar atividade',
      }}
      submitLabel={plan ? 'Salvar' : 'Cadastrar'}
      className="sm:max-w-3xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name="titulo" label="Título" required className="sm:col-span-2" />
        <TextareaField control={form.control} name="objetivoGeral" label="Objetivo geral" required className="sm:col-span-2" />
        <SelectField control={form.control} name="categoria" label="Categoria" required options={categoryOptions} placeholder="Selecione a categoria" />
        <SelectField control={form.control} name="modalidade" label="Modalidade" required options={modalityOptions} placeholder="Selecione a modalidade" />
        <TextField control={form.control} name="tempoTotalEstimado" label="Tempo total estimado (min)" required inputMode="numeric" />
        <SelectField control={form.control} name="status" label="Status" options={statusOptions} />
        <TextField control={form.control} name="materiaisGerais" label="Materiais gerais" description="Separados por vírgula" className="sm:col-span-2" />
        <TextField control={form.control} name="tags" label="Tags" description="Separadas por vírgula" className="sm:col-span-2" />
        <TextareaField control={form.control} name="observacoes" label="Observações" className="sm:col-span-2" />
      </div>
      <SubActivitiesField control={form.control} />
    </SaveRecordDialog>
  );
}
