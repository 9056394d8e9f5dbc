import type { ReactNode } from 'react';
import { formatDate } from '@domain/format';
import { formatDuration, type TrainingPlanSummary } from '@domain/training';
import { ListError } from '@web/components/data-table';
import { DetailsDialog, type DetailSection } from '@web/components/details-dialog';
import { StatusBadge } from '@web/components/status-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { usePlan } from '../api/get-plan';
import { categoryLabel, modalityLabel, splitList } from './plan-labels';
import { SubActivityList } from './sub-activity-list';
import { TagBadges } from './tag-badges';

export interface PlanDetailsDialogProps {
  plan: TrainingPlanSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Buttons under the details (Fechar, Editar...); none leaves the corner close button. */
  footer?: ReactNode;
}

/**
 * What a plan's read-only view shows (spec 2 §2.9), in the dialog and on the plan's page: info,
 * objective, materials, sub-activities in order and notes. `subActivities` is their list, or what
 * stands in for it while it loads.
 */
export function planSections(plan: TrainingPlanSummary, subActivities: ReactNode): DetailSection[] {
  const materials = splitList(plan.materiaisGerais);
  return [
    {
      title: 'Informações',
      items: [
        { label: 'Categoria', value: categoryLabel(plan.categoria) },
        { label: 'Modalidade', value: modalityLabel(plan.modalidade) },
        { label: 'Tempo total estimado', value: formatDuration(plan.tempoTotalEstimado) },
        { label: 'Status', value: <StatusBadge status={plan.status} /> },
        { label: 'Cadastrado em', value: formatDate(plan.createdAt) },
        { label: 'Tags', value: plan.tags ? <TagBadges tags={splitList(plan.tags)} /> : null },
      ],
    },
    {
      title: 'Objetivo',
      items: [{ label: 'Objetivo geral', value: <span className="whitespace-pre-line">{plan.objetivoGeral}</span>, wide: true }],
    },
    {
      title: 'Materiais',
      items: [
        {
          label: 'Materiais gerais',
          wide: true,
          value: materials.length ? <TagBadges tags={materials} label="Materiais gerais" /> : null,
        },
      ],
    },
    {
      title: `Subatividades (${plan.quantidadeAtividades})`,
      items: [{ label: 'Em ordem', wide: true, value: subActivities }],
    },
    {
      title: 'Observações',
      items: [{ label: 'Observações', value: plan.observacoes && <span className="whitespace-pre-line">{plan.observacoes}</span>, wide: true }],
    },
  ];
}

/** The dialog of a plan: the list's row shows at once; the sub-activities arrive with GET /api/planos-treino/:id. */
export function PlanDetailsDialog({ plan, open, onOpenChange, footer }: PlanDetailsDialogProps) {
  const detail = usePlan(plan.id);
  return (
    <DetailsDialog
      open={open}
      onOpenChange={onOpenChange}
      title={plan.titulo}
      description="Detalhes do plano de treino"
      sections={planSections(
        plan,
        detail.data ? (
          <SubActivityList atividades={detail.data.atividades} />
        ) : detail.isError ? (
          <ListError message="Não foi possível carregar as subatividades." onRetry={() => void detail.refetch()} />
        ) : (
          <span role="status" className="block space-y-2" aria-label="Carregando subatividades">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </span>
        ),
      )}
      footer={footer}
    />
  );
}
