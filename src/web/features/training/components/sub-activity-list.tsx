import { ClockIcon } from 'lucide-react';
import { formatDuration, type SubActivity } from '@domain/training';
import { Badge } from '@web/components/ui/badge';
import { levelLabel, splitList, typeLabel } from './plan-labels';
import { TagBadges } from './tag-badges';

/** A plan's sub-activities in order: type, time, level, description, skills and materials. */
export function SubActivityList({ atividades }: { atividades: SubActivity[] }) {
  if (!atividades.length) return <p className="text-sm text-muted-foreground">Nenhuma subatividade cadastrada.</p>;
  return (
    <ol className="space-y-3" aria-label="Subatividades">
      {atividades.map((atividade) => (
        <li key={atividade.id} className="rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
              {atividade.ordem}
            </span>
            <span className="font-medium">{typeLabel(atividade.tipo)}</span>
            <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
              <ClockIcon className="size-3.5" aria-hidden="true" />
              {formatDuration(atividade.tempoEstimado)}
            </span>
            <Badge variant="secondary">{levelLabel(atividade.nivel)}</Badge>
          </div>
          <p className="mt-2 text-sm break-words whitespace-pre-line">{atividade.descricao}</p>
          {atividade.tagsHabilidades && (
            <div className="mt-2">
              <TagBadges tags={splitList(atividade.tagsHabilidades)} label="Habilidades" />
            </div>
          )}
          {atividade.materiais && <p className="mt-2 text-sm text-muted-foreground">Materiais: {atividade.materiais}</p>}
        </li>
      ))}
    </ol>
  );
}
