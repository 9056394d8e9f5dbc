import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ClockIcon, GripVerticalIcon, Trash2Icon } from 'lucide-react';
import { formatDuration, type ProgramActivity } from '@domain/training';
import { IconButton } from '@web/components/icon-button';
import { StatusBadge } from '@web/components/status-badge';
import { cn } from '@web/lib/utils';
import { categoryLabel, modalityLabel } from './plan-labels';

export interface ProgramActivityListProps {
  activities: ProgramActivity[];
  /** The order being saved (shown meanwhile), or null to show the program's. */
  pendingOrder: number[] | null;
  /** The new order, every activity id; the caller saves it. */
  onReorder: (atividadeIds: number[]) => void;
  onRemove: (activity: ProgramActivity) => void;
}

const instructions =
  'Para reordenar, pressione espaço ou Enter para pegar a atividade, use as setas para cima e para baixo para movê-la ' +
  'e pressione espaço ou Enter para soltá-la. Esc cancela o movimento.';

/**
 * The program's activities in order (spec 2 §2.11), reordered by dragging a row's handle with the
 * mouse, a finger or the keyboard (dnd-kit), with announcements in Portuguese for screen readers.
 */
export function ProgramActivityList({ activities, pendingOrder, onReorder, onRemove }: ProgramActivityListProps) {
  const order = pendingOrder ?? activities.map((a) => a.atividadeId);
  const byId = new Map(activities.map((a) => [a.atividadeId, a]));
  const rows = order.map((id) => byId.get(id)).filter((a): a is ProgramActivity => a !== undefined);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const title = (id: UniqueIdentifier) => byId.get(Number(id))?.atividade.titulo ?? 'Atividade';
  const position = (id: UniqueIdentifier) => order.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${title(active.id)} pega, na posição ${position(active.id)} de ${order.length}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} sobre a posição ${position(over.id)} de ${order.length}.` : `${title(active.id)} fora da lista.`),
    onDragEnd: ({ active, over }) =>
      over ? `${title(active.id)} solta na posição ${position(over.id)} de ${order.length}.` : `${title(active.id)} solta fora da lista.`,
    onDragCancel: ({ active }) => `Movimento cancelado: ${title(active.id)} voltou à posição ${position(active.id)}.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
    onReorder(next);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions } }}
    >
      <SortableContext items={order} strategy={verticalListSortingStrategy}>
        <ol className="space-y-2" aria-label="Atividades do programa">
          {rows.map((activity, index) => (
            <SortableActivity key={activity.atividadeId} activity={activity} position={index + 1} onRemove={() => onRemove(activity)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableActivity({ activity, position, onRemove }: { activity: ProgramActivity; position: number; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: activity.atividadeId });
  const { atividade } = activity;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn('flex items-center gap-3 rounded-lg border bg-card p-3', isDragging && 'relative z-10 shadow-lg ring-2 ring-ring/50')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Arrastar ${atividade.titulo}`}
        className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-4" aria-hidden="true" />
      </button>
      <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
        {position}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{atividade.titulo}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span>
            {categoryLabel(atividade.categoria)} · {modalityLabel(atividade.modalidade)}
          </span>
          <span className="inline-flex items-center gap-1">
            <ClockIcon className="size-3.5" aria-hidden="true" />
            {formatDuration(atividade.tempoTotalEstimado)}
          </span>
          {atividade.status !== 'ativo' && <StatusBadge status={atividade.status} />}
        </p>
      </div>
      <IconButton label={`Remover ${atividade.titulo} do programa`} icon={<Trash2Icon />} className="text-destructive hover:text-destructive" onClick={onRemove} />
    </li>
  );
}
