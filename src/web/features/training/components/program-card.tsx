import { ClockIcon, EyeIcon, ListOrderedIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { formatDuration, type ProgramSummary } from '@domain/training';
import { IconButton } from '@web/components/icon-button';
import { StatusBadge } from '@web/components/status-badge';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/lib/paths';
import { TagBadges } from './tag-badges';

/** Spec 2 §9: 3 tags and 3 activity titles per program card. */
const CARD_TAGS = 3;
const CARD_TITLES = 3;

export const activitiesText = (n: number) => `${n} ${n === 1 ? 'atividade' : 'atividades'}`;

/**
 * A program in the grid (spec 2 §2.10): title, description or 'Sem descrição', situação, total
 * time, activity count, up to 3 tags and 3 activity titles, and its actions.
 */
export function ProgramCard({ program, onDetails, onDelete }: { program: ProgramSummary; onDetails: () => void; onDelete: () => void }) {
  const titles = program.titulosAtividades.slice(0, CARD_TITLES);
  const more = program.titulosAtividades.length - titles.length;
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 leading-snug font-semibold break-words">{program.titulo}</h2>
        <StatusBadge status={program.situacao} />
      </div>
      <p className="line-clamp-2 text-sm break-words text-muted-foreground">{program.descricao || 'Sem descrição'}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <ClockIcon className="size-3.5" aria-hidden="true" />
          {formatDuration(program.tempoTotalEstimado)}
        </span>
        <span className="inline-flex items-center gap-1">
          <ListOrderedIcon className="size-3.5" aria-hidden="true" />
          {activitiesText(program.quantidadeAtividades)}
        </span>
      </div>
      <TagBadges tags={program.tags} max={CARD_TAGS} />
      {titles.length > 0 && (
        <ol className="list-inside list-decimal space-y-0.5 text-sm" aria-label="Atividades do programa">
          {titles.map((titulo, index) => (
            <li key={`${index}-${titulo}`} className="truncate">
              {titulo}
            </li>
          ))}
          {more > 0 && <li className="list-none text-muted-foreground">+{more} atividades adicionais</li>}
        </ol>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t pt-3">
        <Button variant="outline" size="sm" onClick={onDetails}>
          <EyeIcon aria-hidden="true" />
          Ver Detalhes
        </Button>
        <Button variant="outline" size="sm" asChild>
          <Link to={paths.programEdit(program.id)} aria-label={`Editar ${program.titulo}`}>
            <PencilIcon aria-hidden="true" />
            Editar
          </Link>
        </Button>
        <IconButton
          label={`Excluir ${program.titulo}`}
          icon={<Trash2Icon />}
          className="ml-auto text-destructive hover:text-destructive"
          onClick={onDelete}
        />
      </div>
    </article>
  );
}

/** Spec 2 §2.10: three skeleton cards while the grid loads. */
export function ProgramCardSkeletons() {
  return (
    <div role="status" aria-label="Carregando programas" className="contents">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="space-y-3 rounded-xl border bg-card p-4">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}
