import { ClockIcon, PackageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, type TrainingPlanSummary } from '@domain/training';
import { Badge } from '@web/components/ui/badge';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { categoryLabel, modalityLabel, splitList } from './plan-labels';

/** Spec 2 §9: a plan card shows up to 2 materials. */
const CARD_MATERIALS = 2;

/**
 * A plan on the browsing page (spec 2 §2.9): category, modality, title, objective, time and up to
 * two materials. The title is a link covering the card to the plan's page (spec 2 §2.1).
 */
export function PlanCard({ plan, featured = false }: { plan: TrainingPlanSummary; featured?: boolean }) {
  const materials = splitList(plan.materiaisGerais);
  const shown = materials.slice(0, CARD_MATERIALS);
  return (
    <article
      className={cn(
        'relative flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md',
        featured && 'border-primary/40 bg-primary/5',
      )}
    >
      <div className="flex flex-wrap gap-1">
        {featured && <Badge>Destaque</Badge>}
        <Badge variant="secondary">{categoryLabel(plan.categoria)}</Badge>
        <Badge variant="secondary">{modalityLabel(plan.modalidade)}</Badge>
      </div>
      <h3 className="leading-snug font-semibold break-words">
        <Link to={paths.plan(plan.id)} className="outline-none after:absolute after:inset-0 hover:underline">
          {plan.titulo}
        </Link>
      </h3>
      <p className="line-clamp-3 text-sm break-words text-muted-foreground">{plan.objetivoGeral}</p>
      <div className="mt-auto space-y-2 pt-1 text-sm text-muted-foreground">
        <p className="inline-flex items-center gap-1">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          {formatDuration(plan.tempoTotalEstimado)}
        </p>
        {shown.length > 0 && (
          <p className="flex items-start gap-1">
            <PackageIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="break-words">
              {shown.join(', ')}
              {materials.length > shown.length && ` +${materials.length - shown.length}`}
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
