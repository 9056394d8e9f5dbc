import { CheckIcon, PencilIcon, RotateCcwIcon, Trash2Icon, XCircleIcon } from 'lucide-react';
import type { ScheduleEntry, ScheduleStatus } from '@domain/schedule';
import { formatDuration } from '@domain/training';
import { IconButton } from '@web/components/icon-button';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { ScheduleStatusBadge } from './schedule-status-badge';

export interface ScheduleEntryItemProps {
  entry: ScheduleEntry;
  onEdit: () => void;
  onDelete: () => void;
  /** Asks to move the entry to this status (after the page's confirmation). */
  onChangeStatus: (status: ScheduleStatus) => void;
}

/**
 * One training on a day card: plan, team, time, status, notes and its actions. 'Aplicar' shows on
 * planned entries only (spec 2 §2.12); a planned one can also be cancelled and a cancelled one
 * planned again; an applied one changes status in the edit form.
 */
export function ScheduleEntryItem({ entry, onEdit, onDelete, onChangeStatus }: ScheduleEntryItemProps) {
  const { statusExecucao } = entry;
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-background p-3" aria-label={`${entry.planoTitulo}, ${entry.turmaNome}`}>
      <div className="flex items-start justify-between gap-2">
        <p className={cn('min-w-0 font-medium break-words', statusExecucao === 'cancelado' && 'text-muted-foreground line-through')}>
          {entry.planoTitulo}
        </p>
        <ScheduleStatusBadge status={statusExecucao} />
      </div>
      <div className="text-sm text-muted-foreground">
        <p className="break-words">{entry.turmaNome}</p>
        <p>
          {entry.turmaHorario} · {formatDuration(entry.planoTempoTotalEstimado)}
        </p>
      </div>
      {entry.observacoes && <p className="text-sm break-words whitespace-pre-line">{entry.observacoes}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-1 pt-1">
        {statusExecucao === 'planejado' && (
          <>
            <Button size="sm" className="mr-auto" onClick={() => onChangeStatus('aplicado')}>
              <CheckIcon aria-hidden="true" />
              Aplicar
            </Button>
            <IconButton label="Cancelar treino" icon={<XCircleIcon />} className="size-8" onClick={() => onChangeStatus('cancelado')} />
          </>
        )}
        {statusExecucao === 'cancelado' && (
          <IconButton label="Replanejar" icon={<RotateCcwIcon />} className="ml-auto size-8" onClick={() => onChangeStatus('planejado')} />
        )}
        <IconButton label="Editar" icon={<PencilIcon />} className={cn('size-8', statusExecucao === 'aplicado' && 'ml-auto')} onClick={onEdit} />
        <IconButton label="Excluir" icon={<Trash2Icon />} className="size-8 text-destructive hover:text-destructive" onClick={onDelete} />
      </div>
    </li>
  );
}
